#!/usr/bin/env python3
"""Puts the screens a test run wrote (SCREENS_OUT=DIR swift test ...) into the tests' expected
literals: the first triple-quoted literal after the expectScreen call for the text, the second
for the style map. Look at `git diff` afterwards: every changed screen is checked by eye.
Usage: scripts/rewrite-screens.py DIR"""
import glob, json, sys

records = [json.load(open(f)) for f in glob.glob(sys.argv[1] + "/*.json")]
by_file = {}
for r in records:
    by_file.setdefault(r["path"], {})[(r["line"], r["kind"])] = r["lines"]
for path, screens in by_file.items():
    lines = open(path).read().split("\n")
    # From the bottom up, so that earlier line numbers stay right.
    for (line, kind), new in sorted(screens.items(), key=lambda item: (-item[0][0], item[0][1] != "styles")):
        quotes = [i for i in range(line - 1, len(lines)) if lines[i].rstrip().endswith('"""') or lines[i].strip().startswith('"""')]
        pairs = [(quotes[k], quotes[k + 1]) for k in range(0, len(quotes) - 1, 2)]
        if len(pairs) < (1 if kind == "text" else 2):
            sys.exit(f"{path}:{line}: no {kind} literal after the call")
        start, end = pairs[0 if kind == "text" else 1]
        indent = lines[end][: len(lines[end]) - len(lines[end].lstrip())]
        body = [(indent + text).rstrip() if text.strip() else "" for text in new]
        lines[start + 1 : end] = body
    open(path, "w").write("\n".join(lines))
    print(f"{path}: {len(screens)} screen(s)")
