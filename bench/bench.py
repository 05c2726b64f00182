#!/usr/bin/env python3
"""`make bench`: channel-editor side by side with `dialog --buildlist` in a pty (start-up, keys,
memory, system calls while idle), the program on 100,000 and 1,000,000 channels, then the pure
core in-process at 60 to 1,000,000 channels, and last the table of issue 15 with its budgets.
Exits 0 even when a budget is missed (MISS is printed instead). Method and a real run:
docs/PERFORMANCE.md.

    python3 bench/bench.py [--editor PATH] [--core PATH] [--quick] [--json PATH]
"""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixtures  # noqa: E402
from ptyrun import PtyProgram  # noqa: E402

FIRST_FRAME_QUIET = 0.15   # seconds of silence that end the first frame
KEY_QUIET = 0.04           # seconds of silence that end the answer to a key
MIB = 1024                 # kB in a MiB (/proc counts kB of 1024 bytes)

BUDGET_FOCUS_BYTES = 64
BUDGET_EVENT_US = 200.0
BUDGET_RSS_KB = 12 * MIB

# Issue 15's budgets.
IDLE_SECONDS = 10          # strace -c over this many idle seconds
BUDGET_IDLE_CALLS = 0      # system calls while idle
BUDGET_KEY_RATIO = 1.25    # key-to-screen of an item move (with its save) over dialog's focus move
BUDGET_RSS_40_KB = 4.5 * MIB
BUDGET_RSS_10K_KB = 7 * MIB
BUDGET_RSS_100K_KB = 30 * MIB
BUDGET_MOVE_100K_US = 100.0  # item move and drag step, in-process p50
BUDGET_FIRST_FRAME_MS = {100_000: 150.0, 1_000_000: 1500.0}
BIG_SIZES = (100_000, 1_000_000)


def terminal_keys():
    """The arrow keys as xterm-256color's terminfo spells them (keypad mode, as both
    programs switch it on): ESC O A..D."""
    keys = {"right": b"\x1bOC", "left": b"\x1bOD", "down": b"\x1bOB", "up": b"\x1bOA"}
    try:
        import curses
        with open(os.devnull, "w") as null:
            curses.setupterm("xterm-256color", null.fileno())
        for name, cap in (("right", "kcuf1"), ("left", "kcub1"), ("down", "kcud1"), ("up", "kcuu1")):
            value = curses.tigetstr(cap)
            if value:
                keys[name] = value
    except Exception:
        pass
    return keys


KEYS = terminal_keys()


def pattern(first, second, run, count):
    """`run` presses of `first`, `run` of `second`, again, until `count` presses."""
    return [(first if (i // run) % 2 == 0 else second) for i in range(count)]


class Tool:
    """How to start a program, what its first frame ends with, and its key scripts.
    A script is a list of (key, counted) steps; uncounted steps set the scene."""

    def __init__(self, label, argv, env, quit_key, marker, focus, edit_focus, items, saved_file=None):
        self.label = label
        self.saved_file = saved_file
        self.argv = argv
        self.env = env
        self.quit_key = quit_key
        self.marker = marker
        self.focus = focus
        self.edit_focus = edit_focus
        self.items = items


def channel_editor_tool(binary, folder, count, light=False):
    """`light`: shorter key scripts (for 100,000 channels, where each item move saves megabytes)."""
    path, data = fixtures.write_channel_editor_files(folder, count)
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = fixtures.environment(home, {"CHANNEL_EDITOR_DATA": data})
    # Browse mode, focus on the first cell: Right x10 / Left x10 (next / previous cell).
    focus = [(k, True) for k in pattern(KEYS["right"], KEYS["left"], 10, 50)]
    # `e` (edit mode), then Left x8 / Right x8 over unlocked My Channels cells 2..10.
    edit_focus = [(b"e", False)] + [(k, True) for k in pattern(KEYS["left"], KEYS["right"], 8, 50)]
    # `]` x8 / `[` x8: the focused My Channels cell one place later / earlier (saved each time).
    items = [(k, True) for k in pattern(b"]", b"[", 8, 48)]
    if light:
        focus, edit_focus, items = focus[:10], edit_focus[:9], items[:16]
    return Tool(f"channel-editor ({count:,})", [binary, "--file", path], env, b"q", b"quit",
                focus, edit_focus, items, saved_file=path)


def playlist_tool(binary, folder, catalog_count, favourites, light=True, renewed=False):
    """A favourites playlist with a provider's playlist as its catalog (issue 23.8): the item
    moves reorder the favourites, each saved (only what moved is rewritten). `renewed`: the
    provider's next playlist, every URL changed (issue 36: each favourite matched, shown once)."""
    write = fixtures.write_renewed_playlist_files if renewed else fixtures.write_playlist_files
    path, catalog = write(folder, catalog_count, favourites)
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = fixtures.environment(home, {"XDG_STATE_HOME": os.path.join(folder, "state")})
    argv = [binary, "--file", path] + (["--catalog", catalog] if catalog else [])
    focus = [(k, True) for k in pattern(KEYS["right"], KEYS["left"], 10, 50)]
    edit_focus = [(b"e", False)] + [(k, True) for k in pattern(KEYS["left"], KEYS["right"], 8, 50)]
    items = [(k, True) for k in pattern(b"]", b"[", 8, 48)]
    if light:
        focus, edit_focus, items = focus[:10], edit_focus[:9], items[:16]
    label = f"playlist ({favourites:,} favourites" + (f", {catalog_count:,}-entry catalog" if catalog else "") \
        + (", every URL renewed)" if renewed else ")")
    return Tool(label, argv, env, b"q", b"quit", focus, edit_focus, items, saved_file=path)


def newsboat_tool(binary, folder, count, light=True):
    """A newsboat urls file of `count` feeds (issue 24.6): the item moves reorder the feeds, each
    saved (only the moved line is rewritten)."""
    path = fixtures.write_newsboat_file(folder, count)
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = fixtures.environment(home, {"XDG_STATE_HOME": os.path.join(folder, "state")})
    focus = [(k, True) for k in pattern(KEYS["right"], KEYS["left"], 10, 50)]
    edit_focus = [(b"e", False)] + [(k, True) for k in pattern(KEYS["left"], KEYS["right"], 8, 50)]
    items = [(k, True) for k in pattern(b"]", b"[", 8, 48)]
    if light:
        focus, edit_focus, items = focus[:10], edit_focus[:9], items[:16]
    return Tool(f"newsboat urls ({count:,} feeds)", [binary, "--file", path], env, b"q", b"quit",
                focus, edit_focus, items, saved_file=path)


def measure_playlists(binary, folder, quick):
    """Issue 23.8: a 100,000-entry provider playlist as the catalog (first frame, peak RSS), and
    item moves with their saves at 10,000 favourites; issue 24.6: a urls file of 10,000 feeds
    (first frame, item moves with their saves), beside the 10,000-channel JSON file's rows;
    issue 36: 1,000 favourites against their provider's next 100,000-entry playlist (every
    favourite matched to its new URL at the start)."""
    results = {}
    for label, catalog_count, favourites in (("catalog_100000", 100_000, 20), ("favourites_10000", None, 10_000),
                                             ("newsboat_10000", None, None), ("renewed_100000", 100_000, 1_000)):
        if favourites is None:
            tool = newsboat_tool(binary, folder, 10_000)
        else:
            tool = playlist_tool(binary, folder, catalog_count, favourites, renewed=label.startswith("renewed"))
        starts = 1 if quick else 5
        runs = [one_run(tool, interactive=False) for _ in range(starts)]
        runs.append(one_run(tool, interactive=True))
        summary = summarize(runs)
        summary["label"] = tool.label
        summary["peak_rss_kb"] = max((r["peak_rss_kb"] for r in runs if r["peak_rss_kb"]), default=None)
        results[label] = summary
    return results


def measure_refresh(binary, folder, quick, catalog_count=100_000, favourites=1_000):
    """Issue 36: `channel-editor refresh` of 1,000 favourites against their provider's next
    100,000-entry playlist (every URL renewed): wall time and peak RSS of the whole command,
    each run on a fresh copy of the favourites (budget: under 1 s, within 40 MiB)."""
    original, provider = fixtures.write_renewed_playlist_files(folder, catalog_count, favourites)
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = fixtures.environment(home, {"XDG_STATE_HOME": os.path.join(folder, "state")})
    work = os.path.join(folder, "refresh-favourites.m3u8")
    times, peaks, statuses, summary = [], [], set(), ""
    for _ in range(1 if quick else 5):
        shutil.copyfile(original, work)
        started = time.monotonic()
        process = subprocess.Popen([binary, "refresh", "--file", work, "--catalog", provider], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        times.append((time.monotonic() - started) * 1000)
        peaks.append(usage.ru_maxrss)
        statuses.add(os.waitstatus_to_exitcode(status))
        summary = process.stderr.read().decode("utf-8", "replace").strip()
        process.stderr.close()
    return {"label": f"refresh ({favourites:,} favourites, {catalog_count:,}-entry provider, every URL renewed)",
            "runs": len(times), "median_ms": statistics.median(times), "min_ms": min(times),
            "peak_rss_kb": max(peaks), "exit_statuses": sorted(statuses), "summary": summary}


def print_refresh(r):
    print(f"{r['label']}: {fmt(r['median_ms'], '{:.1f}')} ms median (min {fmt(r['min_ms'], '{:.1f}')}) of {r['runs']} runs "
          f"(budget < 1000); peak RSS {fmt(r['peak_rss_kb'] / MIB, '{:.2f}')} MiB (budget <= 40); "
          f"exit {r['exit_statuses']}; {r['summary']}")


def dialog_tool(folder):
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    env = fixtures.environment(home)
    # The highlight starts on the left list (20 "off" items): Down x10 / Up x10.
    focus = [(k, True) for k in pattern(KEYS["down"], KEYS["up"], 10, 50)]
    # Space moves the highlighted item to the other list. Space x8, `$` (highlight to the right
    # list, not counted), Space x8, `^` (back to the left list, not counted), ...
    items = []
    for block in range(6):
        items += [(b" ", True)] * 8
        items.append((b"$" if block % 2 == 0 else b"^", False))
    return Tool("dialog --buildlist", fixtures.dialog_argv(40), env, b"\r", b"Cancel",
                focus, None, items)


def lock_held(lock_path, pid):
    """True while `pid` holds the flock of `lock_path` (from /proc/locks: looking takes no lock,
    so the program never waits for the bench)."""
    try:
        inode = os.stat(lock_path).st_ino
        with open("/proc/locks") as locks:
            lines = locks.read().splitlines()
    except OSError:
        return False
    for line in lines:
        # "1: FLOCK  ADVISORY  WRITE 28307 fe:00:16238555 0 EOF" (a waiter's line has "->" first)
        fields = line.split()
        if len(fields) >= 6 and fields[1] == "FLOCK" and fields[4] == str(pid) and fields[5].split(":")[-1] == str(inode):
            return True
    return False


def file_version(path):
    """(inode, mtime) of a file, or None: a save replaces the file (rename), so this changes."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_ino, status.st_mtime_ns


def run_script(program, script, saved_file=None):
    """Presses each key; for counted ones returns [(bytes, latency s)]. With `saved_file`, after
    a key that changed the file the next key waits until the save is done: the file replaced,
    then the save's lock given up (what follows the rename, the folder's fsync, is part of the
    save too), so that a slow fsync on a busy disk delays no key: what is timed is the key's own
    way to the screen, which comes before its save (issue 15.2)."""
    results = []
    for key, counted in script:
        before = file_version(saved_file) if saved_file else None
        data, latency, _ = program.press(key, KEY_QUIET)
        if saved_file:
            deadline = time.perf_counter() + 2.0
            while file_version(saved_file) == before and time.perf_counter() < deadline:
                time.sleep(0.002)
            while lock_held(saved_file + ".lock", program.process.pid) and time.perf_counter() < deadline:
                time.sleep(0.002)
        if counted:
            results.append((len(data), latency))
    return results


def one_run(tool, interactive):
    program = PtyProgram(tool.argv, tool.env)
    try:
        data, _, last = program.read_until_quiet(FIRST_FRAME_QUIET, limit=60.0, marker=tool.marker)
        run = {
            "first_frame_ms": None if last is None else (last - program.spawned_at) * 1000,
            "first_frame_bytes": len(data),
            "complete": tool.marker in data,
        }
        if interactive:
            run["focus"] = run_script(program, tool.focus)
            if tool.edit_focus:
                run["edit_focus"] = run_script(program, tool.edit_focus)
            run["items"] = run_script(program, tool.items, saved_file=tool.saved_file)
        run["peak_rss_kb"] = program.peak_rss_kb()
        return run
    finally:
        program.close(tool.quit_key)


def program_files(argv0):
    """The program's file and the shared libraries it loads (none for a static binary)."""
    path = shutil.which(argv0) or argv0
    files = [os.path.realpath(path)]
    listing = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        fields = line.split()
        if "=>" in fields and fields.index("=>") + 1 < len(fields) and fields[fields.index("=>") + 1].startswith("/"):
            files.append(os.path.realpath(fields[fields.index("=>") + 1]))
    return files


def drop_cached_pages(tools):
    """Asks the kernel to drop the page cache of every tool's program files, so that the runs
    find them as a start reads them from disk, not as they were last written. It matters for a
    binary `make install` has just copied: here (Linux 6.18, ext4) the same bytes give 260 KB
    more peak RSS while the cache holds them as `install` wrote them than once they were read
    back by a start (4.62 against 4.36 MiB at 40 channels), most likely because the kernel
    caches a written file in larger folios and a fault maps a whole folio. Pages some other
    process maps stay (the shared libraries); it is done to both programs alike."""
    for tool in tools:
        for path in program_files(tool.argv[0]):
            try:
                descriptor = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


def measure_tools(tools, startup_runs, interactive_runs, paired_with_last=False):
    """Runs every tool in turn (A, B, C, A, B, C, ...), so that a busy moment of the machine
    falls on all of them alike; returns one summary a tool."""
    runs = [[] for _ in tools]
    for interactive, count in ((False, startup_runs), (True, interactive_runs)):
        for _ in range(count):
            for position, tool in enumerate(tools):
                runs[position].append(one_run(tool, interactive))
    summaries = [summarize(r) for r in runs]
    # Paired with the last tool (dialog): run i of each was taken back to back, so the ratio of
    # the two cancels most of what the rest of the machine was doing at that moment.
    reference = runs[-1]
    for position, summary in enumerate(summaries[:-1] if paired_with_last else []):
        ratios = [a["first_frame_ms"] / b["first_frame_ms"] for a, b in zip(runs[position], reference)
                  if a["first_frame_ms"] and b["first_frame_ms"]]
        summary["first_frame_ratio"] = statistics.median(ratios) if ratios else None
    return summaries


def percentile(values, fraction):
    values = sorted(values)
    if not values:
        return None
    rank = max(0, min(len(values) - 1, int(-(-fraction * len(values) // 1)) - 1))
    return values[rank]


def summarize(runs):
    def median_of(key, source=runs):
        values = [r[key] for r in source if r.get(key) is not None]
        return statistics.median(values) if values else None

    interactive = [r for r in runs if "focus" in r]
    summary = {
        "runs": len(runs),
        "incomplete_first_frames": sum(1 for r in runs if not r["complete"]),
        "first_frame_ms": median_of("first_frame_ms"),
        "first_frame_min_ms": min((r["first_frame_ms"] for r in runs if r["first_frame_ms"] is not None), default=None),
        "first_frame_bytes": median_of("first_frame_bytes"),
        "peak_rss_kb": max((r["peak_rss_kb"] for r in interactive if r["peak_rss_kb"]), default=median_of("peak_rss_kb")),
    }
    for name in ("focus", "edit_focus", "items"):
        per_run = [r[name] for r in interactive if name in r]
        if not per_run:
            continue
        # Mean bytes a key within a run; the median of the runs' means.
        summary[name + "_bytes"] = statistics.median(statistics.mean(b for b, _ in run) for run in per_run)
        summary[name + "_silent"] = sum(1 for run in per_run for b, _ in run if b == 0)
        latencies = [lat * 1000 for run in per_run for _, lat in run if lat is not None]
        summary[name + "_latency_ms"] = (percentile(latencies, 0.5), percentile(latencies, 0.95))
    return summary


# ---------------------------------------------------------------- idle, big boards, the binary

def strace_summary(path):
    """(total calls, {syscall: calls}) from an `strace -c` summary; no table means no call."""
    calls = {}
    total = 0
    try:
        with open(path) as summary:
            for line in summary:
                fields = line.split()
                if len(fields) < 5 or not fields[3].isdigit():
                    continue
                if fields[-1] == "total":
                    total = int(fields[3])
                else:
                    calls[fields[-1]] = int(fields[3])
    except OSError:
        return None, {}
    return total, calls


def idle_system_calls(tools, seconds):
    """Starts every tool, waits for its first frame, then counts its system calls for `seconds`
    with no input (`strace -c -f -p`, all of them at once: idle programs do not compete).
    Returns one {"calls_per_s", "calls", "by_call"} a tool, or Nones without strace."""
    if not shutil.which("strace"):
        return [None for _ in tools]
    programs = []
    tracers = []
    # strace's summaries go to a folder of their own: written next to the channels file they
    # would wake the editor's watch on that folder (live reload), which is no idle wake-up.
    folder = tempfile.mkdtemp(prefix="channel-editor-strace-")
    try:
        for tool in tools:
            program = PtyProgram(tool.argv, tool.env)
            programs.append(program)
            program.read_until_quiet(FIRST_FRAME_QUIET, limit=60.0, marker=tool.marker)
        for position, program in enumerate(programs):
            out = os.path.join(folder, f"strace-{position}.txt")
            tracer = subprocess.Popen(["strace", "-c", "-f", "-p", str(program.process.pid), "-o", out],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            tracers.append((tracer, out))
        time.sleep(0.3)  # strace attaches
        time.sleep(seconds)
        results = []
        for tracer, out in tracers:
            tracer.send_signal(signal.SIGINT)
            tracer.wait(timeout=10)
            total, by_call = strace_summary(out)
            results.append(None if total is None else
                           {"calls": total, "calls_per_s": total / seconds, "by_call": by_call})
        return results
    finally:
        for tracer, _ in tracers:
            if tracer.poll() is None:
                tracer.kill()
        for program, tool in zip(programs, tools):
            program.close(tool.quit_key)
        shutil.rmtree(folder, ignore_errors=True)


def elf_sections(path):
    """The section names of an ELF64 little-endian file (enough to tell a stripped binary)."""
    import struct
    with open(path, "rb") as elf:
        data = elf.read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def header(index):
        name, _, _, _, offset, size = struct.unpack_from("<IIQQQQ", data, shoff + index * shentsize)
        return name, offset, size
    _, strings_at, _ = header(shstrndx)
    names = []
    for index in range(shnum):
        name, _, _ = header(index)
        end = data.index(b"\0", strings_at + name)
        names.append(data[strings_at + name:end].decode("ascii", "replace"))
    return names


def binary_facts(path):
    sections = elf_sections(path)
    return {
        "path": path,
        "bytes": os.path.getsize(path),
        "stripped": ".symtab" not in sections and not any(n.startswith(".debug_") for n in sections),
    }


def link_order_coverage(order_path, symbols_path):
    """(names of the link order found in the binary's symbols, names in the order): the order
    goes stale as the code changes (bench/link_order.py); None when either file is missing."""
    if not (order_path and symbols_path and os.path.exists(order_path) and os.path.exists(symbols_path)):
        return None
    with open(order_path) as order:
        wanted = {line.strip() for line in order if line.strip() and not line.startswith("#")}
    listing = subprocess.run(["nm", symbols_path], capture_output=True, text=True).stdout
    present = {line.split()[-1] for line in listing.splitlines() if line.split()}
    return len(wanted & present), len(wanted)


def measure_big(binary, folder, sizes, quick):
    """The program on big files: first frame (median of a few starts) and peak RSS; at 100,000
    also a short key script (focus, edit mode, 16 item moves, each saved), whose peak counts."""
    results = {}
    for size in sizes:
        tool = channel_editor_tool(binary, folder, size, light=True)
        starts = 1 if quick else (5 if size <= 100_000 else 3)
        runs = [one_run(tool, interactive=False) for _ in range(starts)]
        if size <= 100_000:
            runs.append(one_run(tool, interactive=True))
        summary = summarize(runs)
        summary["channels"] = size
        summary["peak_rss_kb"] = max((r["peak_rss_kb"] for r in runs if r["peak_rss_kb"]), default=None)
        results[size] = summary
        os.remove(os.path.join(folder, f"channels{size}.json"))
    return results


# ---------------------------------------------------------------- the in-process core

def run_core(binary, sizes, quick):
    results = []
    for size in sizes:
        argv = [binary, "--channels", str(size)]
        if quick:
            argv += ["--events", "2000", "--layouts", "40", "--renders", "500", "--saves", "30"]
        elif size >= 1_000_000:
            argv += ["--layouts", "5", "--renders", "500"]
        elif size >= 100_000:
            argv += ["--layouts", "60"]
        output = subprocess.run(argv, check=True, capture_output=True, text=True, timeout=240).stdout
        results.append(json.loads(output))
    return results


# ---------------------------------------------------------------- printing

def fmt(value, spec="{:.1f}"):
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return " / ".join(fmt(v, spec) for v in value)
    return spec.format(value)


def verdict(ok):
    return "PASS" if ok else "MISS  <<<"


def print_table(rows, headers):
    widths = [max(len(str(row[i])) for row in rows + [headers]) for i in range(len(headers))]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)))


def pty_table(ours, big, dialog):
    d = dialog or {}
    rows = []
    dialog_first = d.get("first_frame_ms")
    def first(s):
        return f"{s['first_frame_ms']:.2f} ({s['first_frame_min_ms']:.2f})" if s and s.get("first_frame_ms") else "-"

    rows.append(["time to first frame, ms: median (min)", first(ours), first(big), first(dialog),
                 "<= dialog", verdict(dialog_first is not None and ours["first_frame_ms"] <= dialog_first)
                 if dialog_first else "n/a"])
    ratio = ours.get("first_frame_ratio") if dialog else None
    rows.append(["  ... over dialog's, paired runs (median)", fmt(ratio, "{:.2f}x"),
                 fmt(big.get("first_frame_ratio"), "{:.2f}x") if big and dialog else "-", "1.00x",
                 "<= 1.00x", verdict(ratio <= 1.0) if ratio is not None else "n/a"])
    rows.append(["bytes of first frame", fmt(ours["first_frame_bytes"], "{:.0f}"),
                 fmt(big["first_frame_bytes"], "{:.0f}") if big else "-", fmt(d.get("first_frame_bytes"), "{:.0f}"),
                 "", ""])
    focus_ok = ours["focus_bytes"] <= BUDGET_FOCUS_BYTES and (not big or big["focus_bytes"] <= BUDGET_FOCUS_BYTES)
    rows.append(["bytes per focus move (mean)", fmt(ours["focus_bytes"]), fmt(big["focus_bytes"]) if big else "-",
                 fmt(d.get("focus_bytes")), f"<= {BUDGET_FOCUS_BYTES}", verdict(focus_ok)])
    edit_ok = ours["edit_focus_bytes"] <= BUDGET_FOCUS_BYTES
    rows.append(["  ... in edit mode (badges shown)", fmt(ours["edit_focus_bytes"]),
                 fmt(big["edit_focus_bytes"]) if big else "-", "-", f"<= {BUDGET_FOCUS_BYTES}", verdict(edit_ok)])
    rows.append(["bytes per item move (mean)", fmt(ours["items_bytes"]), fmt(big["items_bytes"]) if big else "-",
                 fmt(d.get("items_bytes")), "", ""])
    rows.append(["key-to-screen, focus move, ms (p50 / p95)", fmt(ours["focus_latency_ms"], "{:.2f}"),
                 fmt(big["focus_latency_ms"], "{:.2f}") if big else "-", fmt(d.get("focus_latency_ms"), "{:.2f}"), "", ""])
    rows.append(["key-to-screen, item move, ms (p50 / p95)", fmt(ours["items_latency_ms"], "{:.2f}"),
                 fmt(big["items_latency_ms"], "{:.2f}") if big else "-", fmt(d.get("items_latency_ms"), "{:.2f}"), "", ""])
    rss_ok = big is not None and big["peak_rss_kb"] is not None and big["peak_rss_kb"] <= BUDGET_RSS_KB
    rows.append(["peak RSS, MiB (VmHWM)", fmt(ours["peak_rss_kb"] / MIB, "{:.2f}"),
                 fmt(big["peak_rss_kb"] / MIB, "{:.2f}") if big else "-",
                 fmt(d["peak_rss_kb"] / MIB, "{:.2f}") if d.get("peak_rss_kb") else "-",
                 "<= 12 @10,000", verdict(rss_ok) if big else "n/a"])
    headers = ["pty, 80x24", "channel-editor 40", "channel-editor 10,000", "dialog 40", "budget", "status"]
    print_table(rows, headers)


def core_table(results, keyed=()):
    rows = []
    for r in results:
        rows.append([
            f"{r['channels']:,}",
            fmt(r["mix"]["median_us"]), fmt(r["mix"]["p99_us"]),
            f"{fmt(r['focus']['median_us'])} / {fmt(r['focus']['p99_us'])}",
            f"{fmt(r['item']['median_us'])} / {fmt(r['item']['p99_us'])}",
            f"{fmt(r['drag']['median_us'])} / {fmt(r['drag']['p99_us'])}",
            fmt(r["layout"]["median_us"]), fmt(r["render"]["median_us"]),
            fmt(r["save_encode"]["median_us"]) if "save_encode" in r else "-",
            fmt(r["setup_ms"], "{:.2f}"),
            fmt(r["peak_rss_kb"] / MIB, "{:.2f}"),
            fmt((r["peak_rss_kb"] - r["baseline_rss_kb"]) / MIB, "{:.2f}"),
        ])
    headers = ["channels", "event p50 us", "event p99 us", "focus p50/p99", "item p50/p99", "drag p50/p99",
               "full layout us", "render us", "save encode us", "setup ms", "peak RSS MiB", "over floor MiB"]
    print_table(rows, headers)
    saved = [r for r in results if "save_encode" in r]
    if saved:
        print("save encode: the whole JSON channels file a save writes, made in 64 KB pieces, no I/O "
              "(docs/PERFORMANCE.md, \"Item move with its save\"), p50 / p99 us: "
              + "; ".join(f"{r['channels']:,} channels {fmt(r['save_encode']['median_us'])} / "
                          f"{fmt(r['save_encode']['p99_us'])} ({r['save_bytes'] / 1024:.0f} KB)" for r in saved))
    keyed = [r for r in keyed if "key_to_frame_item" in r]
    if keyed:
        # Issue 33.7: what EditorLoop does between a key's read and its frame (no terminal, warm).
        print("key-to-frame in-process (Editor.handle, the frame, its diff; the save runs after the frame), p50 us: "
              + "; ".join(f"{r['channels']:,} channels item move {fmt(r['key_to_frame_item']['median_us'])} "
                          f"(handle {fmt(r['key_to_frame_item_handle']['median_us'])}; without the loop's work after "
                          f"the frame {fmt(r['key_to_frame_item_unprepared']['median_us'])}, handle "
                          f"{fmt(r['key_to_frame_item_unprepared_handle']['median_us'])}), "
                          f"focus move {fmt(r['key_to_frame_focus']['median_us'])}" for r in keyed))
    print()
    rows = []
    for r in results:
        base = r["baseline_rss_kb"]
        rows.append([
            f"{r['channels']:,}", fmt(base / MIB, "{:.2f}"),
            fmt((r["board_rss_kb"] - base) / MIB, "{:+.2f}"),
            fmt((r["labels_rss_kb"] - r["board_rss_kb"]) / MIB, "{:+.2f}"),
            fmt((r["setup_rss_kb"] - r["labels_rss_kb"]) / MIB, "{:+.2f}"),
            fmt((r["peak_rss_kb"] - r["setup_rss_kb"]) / MIB, "{:+.2f}"),
            fmt(r["peak_rss_kb"] / MIB, "{:.2f}"),
            "-" if r is results[0] else
            fmt((r["peak_rss_kb"] - results[0]["peak_rss_kb"]) * 1024 / (r["channels"] - results[0]["channels"]),
                "{:.0f}"),
        ])
    print("memory of the core process by stage (VmRSS, MiB; the peak is VmHWM):")
    print_table(rows, ["channels", "floor", "board", "labels", "editor+frame", "editing", "peak",
                       f"peak bytes/channel beyond {results[0]['channels']:,}"])
    ten = next((r for r in results if r["channels"] == 10_000), None)
    if ten:
        print()
        slowest = max(("focus", "item", "drag"), key=lambda kind: ten[kind]["median_us"])
        print(f"budget: per event <= {BUDGET_EVENT_US:.0f} us at 10,000 channels: "
              f"mix p50 {ten['mix']['median_us']:.1f} us {verdict(ten['mix']['median_us'] <= BUDGET_EVENT_US)}; "
              f"mix p99 {ten['mix']['p99_us']:.1f} us {verdict(ten['mix']['p99_us'] <= BUDGET_EVENT_US)}; "
              f"slowest kind ({slowest}) p50 {ten[slowest]['median_us']:.1f} us "
              f"{verdict(ten[slowest]['median_us'] <= BUDGET_EVENT_US)}")
        print(f"        core process peak RSS at 10,000 channels {ten['peak_rss_kb'] / MIB:.2f} MiB "
              f"(floor {ten['baseline_rss_kb'] / MIB:.2f} MiB before any channel) "
              f"{verdict(ten['peak_rss_kb'] <= BUDGET_RSS_KB)}")


def issue_table(ours, big, dialog, idle, large, core, binary, idle_seconds):
    """Issue 15's table: every row, ours and dialog's from this run, the budget, the verdict."""
    d = dialog or {}
    core_by_size = {r["channels"]: r for r in core}
    rows = []

    def status(ok):
        return "n/a" if ok is None else verdict(ok)

    ours_idle, dialog_idle = (idle + [None, None])[:2]
    rows.append(["system calls while idle, per second",
                 fmt(ours_idle and ours_idle["calls_per_s"], "{:.1f}") + f" ({idle_seconds} s)",
                 fmt(dialog_idle and dialog_idle["calls_per_s"], "{:.1f}"), f"{BUDGET_IDLE_CALLS}",
                 status(None if ours_idle is None else ours_idle["calls"] <= BUDGET_IDLE_CALLS)])
    dialog_focus = (d.get("focus_latency_ms") or (None, None))[0]
    dialog_item = (d.get("items_latency_ms") or (None, None))[0]
    for label, summary in (("40", ours), ("10,000", big)):
        item = (summary.get("items_latency_ms") or (None, None))[0] if summary else None
        ratio = item / dialog_focus if item and dialog_focus else None
        rows.append([f"key-to-screen, item move (saves), p50, {label}",
                     f"{fmt(item, '{:.2f}')} ms = {fmt(ratio, '{:.2f}x')} dialog's focus move",
                     f"{fmt(dialog_item, '{:.2f}')} ms (no save)",
                     f"<= {BUDGET_KEY_RATIO:.2f}x dialog focus", status(None if ratio is None else ratio <= BUDGET_KEY_RATIO)])
    focus = (ours.get("focus_latency_ms") or (None, None))[0]
    rows.append(["key-to-screen, focus move, p50", f"{fmt(focus, '{:.2f}')} ms", f"{fmt(dialog_focus, '{:.2f}')} ms",
                 "<= dialog's", status(None if not (focus and dialog_focus) else focus <= dialog_focus)])
    for label, summary, budget, other in (("40", ours, BUDGET_RSS_40_KB, d.get("peak_rss_kb")),
                                          ("10,000", big, BUDGET_RSS_10K_KB, None)):
        rss = summary.get("peak_rss_kb") if summary else None
        rows.append([f"peak RSS (VmHWM), {label} channels", f"{fmt(rss and rss / MIB, '{:.2f}')} MiB",
                     f"{fmt(other / MIB, '{:.2f}')} MiB" if other else "-", f"<= {budget / MIB:g} MiB",
                     status(None if rss is None else rss <= budget)])
    for size in BIG_SIZES:
        r = core_by_size.get(size)
        if not r:
            continue
        item, drag = r["item"]["median_us"], r["drag"]["median_us"]
        budget = f"<= {BUDGET_MOVE_100K_US:.0f} us" if size == 100_000 else "(informative)"
        ok = item <= BUDGET_MOVE_100K_US and drag <= BUDGET_MOVE_100K_US
        rows.append([f"item move / drag step at {size:,}, p50 (in-process)", f"{item:.1f} / {drag:.1f} us", "-",
                     budget, verdict(ok) if size == 100_000 else ("(" + verdict(ok).split()[0] + ")")])
    for size in BIG_SIZES:
        r = large.get(size)
        if not r:
            continue
        first = r.get("first_frame_ms")
        budget = BUDGET_FIRST_FRAME_MS[size]
        rows.append([f"first frame at {size:,} channels (pty, median)", f"{fmt(first, '{:.0f}')} ms", "-",
                     f"<= {budget:,.0f} ms", status(None if first is None else first <= budget)])
        if size == 100_000:
            rss = r.get("peak_rss_kb")
            rows.append([f"peak RSS at {size:,} channels", f"{fmt(rss and rss / MIB, '{:.2f}')} MiB", "-",
                         f"<= {BUDGET_RSS_100K_KB / MIB:g} MiB", status(None if rss is None else rss <= BUDGET_RSS_100K_KB)])
    if binary:
        rows.append(["installed binary", f"{binary['bytes'] / 1e6:.1f} MB, " + ("stripped" if binary["stripped"] else "not stripped"),
                     "-", "stripped", verdict(binary["stripped"])])
    print_table(rows, ["issue 15 (80x24, pty, same run)", "channel-editor", "dialog --buildlist", "budget", "status"])


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--editor", default=os.path.join(root, ".build/release/channel-editor"))
    parser.add_argument("--core", default=os.path.join(root, ".build/release/channel-editor-bench"))
    parser.add_argument("--quick", action="store_true", help="fewer runs and events (a smoke run)")
    parser.add_argument("--sizes", default="60,1000,10000,100000,1000000")
    parser.add_argument("--big-sizes", default="100000,1000000", help="program runs on big files (pty)")
    parser.add_argument("--json", help="also write the raw results here")
    parser.add_argument("--link-order", help="the release link's symbol order (bench/link-order.txt)")
    parser.add_argument("--symbols", help="the symbols of the binary measured (its .debug file)")
    args = parser.parse_args()

    startup_runs, interactive_runs = (2, 1) if args.quick else (21, 3)
    started = time.time()
    load_before = os.getloadavg()
    folder = tempfile.mkdtemp(prefix="channel-editor-bench-")
    try:
        tools = [channel_editor_tool(args.editor, folder, 40), channel_editor_tool(args.editor, folder, 10_000)]
        if shutil.which("dialog"):
            tools.append(dialog_tool(folder))
        drop_cached_pages(tools)
        summaries = measure_tools(tools, startup_runs, interactive_runs, paired_with_last=len(tools) > 2)
        ours, big = summaries[0], summaries[1]
        dialog = summaries[2] if len(summaries) > 2 else None
        idle = idle_system_calls([tools[0]] + tools[2:], 2 if args.quick else IDLE_SECONDS)
        large = measure_big(args.editor, folder, [n for n in BIG_SIZES if str(n) in args.big_sizes.split(",")], args.quick)
        playlists = measure_playlists(args.editor, folder, args.quick)
        refresh = measure_refresh(args.editor, folder, args.quick)
        core = run_core(args.core, [int(s) for s in args.sizes.split(",")], args.quick)
        # Key-to-frame at the pty runs' sizes (issue 33.7): 40 is not one of the core's sizes.
        keyed = run_core(args.core, [40], args.quick) + [r for r in core if r["channels"] == 10_000]
        binary = binary_facts(args.editor)
        binary["link_order"] = link_order_coverage(args.link_order, args.symbols)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    load_after = os.getloadavg()

    print()
    print(f"channel-editor vs dialog --buildlist, 40 channels (and ours with 10,000), pty 80x24, "
          f"TERM=xterm-256color; {startup_runs + interactive_runs} runs each, taken in turn; medians")
    print(f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {os.cpu_count()} cores")
    print()
    pty_table(ours, big, dialog)
    if dialog is None:
        print("dialog not installed: its column is empty (make bench installs it)")
    for label, s in (("channel-editor 40", ours), ("channel-editor 10,000", big), ("dialog", dialog)):
        if s and (s["incomplete_first_frames"] or any(s.get(k + "_silent") for k in ("focus", "edit_focus", "items"))):
            print(f"warning: {label}: {s['incomplete_first_frames']} first frames without their last line, "
                  f"silent keys: focus {s.get('focus_silent', 0)}, edit {s.get('edit_focus_silent', 0)}, "
                  f"items {s.get('items_silent', 0)}")
    print()
    print("in-process core (EditorKit: update + layout + render per event), 80x24, one process per size")
    print()
    core_table(core, keyed)
    print()
    for size, r in large.items():
        print(f"program on {size:,} channels (pty): first frame {fmt(r.get('first_frame_ms'), '{:.1f}')} ms median "
              f"(min {fmt(r.get('first_frame_min_ms'), '{:.1f}')}) of {r['runs']} runs, {fmt(r.get('first_frame_bytes'), '{:.0f}')} bytes; "
              f"peak RSS {fmt(r['peak_rss_kb'] and r['peak_rss_kb'] / MIB, '{:.2f}')} MiB"
              + (f"; item move key-to-screen p50 {fmt(r['items_latency_ms'][0], '{:.2f}')} ms" if r.get("items_latency_ms") else ""))
    dialog_focus = dialog and dialog.get("focus_latency_ms") and dialog["focus_latency_ms"][0]
    json_move = big.get("items_latency_ms") and big["items_latency_ms"][0]
    for key, r in playlists.items():
        move = r.get("items_latency_ms") and r["items_latency_ms"][0]
        ratio = f" = {move / dialog_focus:.2f}x dialog's focus move (budget <= 1.25x)" if move and dialog_focus else ""
        if move and json_move:
            ratio += f", {move / json_move:.2f}x the 10,000-channel JSON file's ({json_move:.2f} ms)"
        frame = r.get("first_frame_ms")
        # Against the JSON file of as many channels, started in the same run.
        size, json_frame = (100_000, large.get(100_000, {}).get("first_frame_ms")) if key == "catalog_100000" \
            else (10_000, big.get("first_frame_ms"))
        frame_ratio = f", {frame / json_frame:.2f}x the {size:,}-channel JSON file's" if frame and json_frame else ""
        print(f"{r['label']} (pty): first frame {fmt(frame, '{:.1f}')} ms median (budget <= 150{frame_ratio}); "
              f"peak RSS {fmt(r['peak_rss_kb'] and r['peak_rss_kb'] / MIB, '{:.2f}')} MiB (budget <= 40)"
              + (f"; item move with its save, key-to-screen p50 {fmt(move, '{:.2f}')} ms{ratio}" if move else ""))
    print_refresh(refresh)
    for label, r in zip(["channel-editor 40", "dialog"], idle):
        if r is not None:
            calls = ", ".join(f"{name} {count}" for name, count in sorted(r["by_call"].items())) or "none"
            print(f"idle {label}: {r['calls']} system calls in {2 if args.quick else IDLE_SECONDS} s ({calls})")
    if not shutil.which("strace"):
        print("strace not installed: no idle figures (make bench installs it)")
    print(f"installed binary measured: {binary['path']} ({binary['bytes']:,} bytes)")
    if binary["link_order"]:
        found, listed = binary["link_order"]
        print(f"link order ({args.link_order}): {found:,} of its {listed:,} names are in the binary "
              f"({100 * found / listed:.0f}%; `make link-order` writes it again when this falls)")
    print()
    issue_table(ours, big, dialog, idle, large, core, binary, 2 if args.quick else IDLE_SECONDS)
    print()
    print(f"total {time.time() - started:.0f} s on {os.cpu_count()} cores, load average {load_after[0]:.2f}. "
          "Timings are informative only: budgets never fail a build.")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"pty": {"ours": ours, "ours_10000": big, "dialog": dialog}, "idle": idle,
                       "large": {str(k): v for k, v in large.items()}, "playlists": playlists, "refresh": refresh, "core": core,
                       "binary": binary}, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
