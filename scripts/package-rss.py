#!/usr/bin/env python3
"""Peak RSS of channel-editor binaries at 40 channels (docs/PERFORMANCE.md, "The Debian
package's binary"): for each binary given, `list` and a short screen session in tmux (80x24:
the first frame, 10 focus moves, edit mode, 4 item moves, each saved, quit), each under
GNU time (`/usr/bin/time -f %M`, the kernel's maxrss of the process), RUNS times in turn
(A, B, A, B, ...), so what else the machine does falls on all of them alike. Prints the
median and the range of each. The channels file is bench/fixtures.py's 40 channels, copied
afresh for each run; the program finds its own catalogs (no CHANNEL_EDITOR_DATA).

    scripts/package-rss.py [--runs 7] NAME=BINARY [NAME=BINARY ...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench"))
import fixtures  # noqa: E402  (bench/fixtures.py: the bench's 40-channel file)

# Focus moves in My Channels, 4 item moves (`]`, each saved), edit mode and back.
KEYS = ["Right"] * 10 + ["]"] * 4 + ["e", "Left", "Left", "Left", "e"]


def environment(home):
    return {"PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"}


def peak_of_list(binary, folder):
    path, _ = fixtures.write_channel_editor_files(folder, 40)
    out = os.path.join(folder, "time.out")
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out, binary, "list", "--file", path],
                   env=environment(folder), stdout=subprocess.DEVNULL, check=True)
    return int(open(out).read().split()[-1])


def tmux(*arguments):
    return subprocess.run(["tmux", "-L", "package-rss", *arguments], capture_output=True, text=True)


def wait_for(predicate, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def peak_of_session(binary, folder):
    path, _ = fixtures.write_channel_editor_files(folder, 40)
    out = os.path.join(folder, "time.out")
    command = " ".join(["env", "-i"] + [f"{k}={v}" for k, v in environment(folder).items()]
                       + ["/usr/bin/time", "-f", "%M", "-o", out, binary, "--file", path])
    tmux("kill-server")
    tmux("new-session", "-d", "-x", "80", "-y", "24", command)
    if not wait_for(lambda: "My Channels" in tmux("capture-pane", "-p").stdout):
        raise SystemExit(f"{binary}: no first frame:\n{tmux('capture-pane', '-p').stdout}")
    for key in KEYS:
        tmux("send-keys", key)
        time.sleep(0.05)
    tmux("send-keys", "q")
    if not wait_for(lambda: os.path.exists(out) and os.path.getsize(out) > 0):
        tmux("kill-server")
        raise SystemExit(f"{binary}: did not quit")
    tmux("kill-server")
    return int(open(out).read().split()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("binaries", nargs="+", help="NAME=BINARY")
    options = parser.parse_args()
    binaries = [entry.split("=", 1) for entry in options.binaries]
    # As bench/bench.py does: each binary's pages out of the page cache first, so the first
    # run reads it as a start from disk does, not in the large folios `install` wrote.
    for _, binary in binaries:
        descriptor = os.open(binary, os.O_RDONLY)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        os.close(descriptor)
    results = {(name, kind): [] for name, _ in binaries for kind in ("list", "screen")}
    for _ in range(options.runs):
        for name, binary in binaries:
            for kind, measure in (("list", peak_of_list), ("screen", peak_of_session)):
                folder = tempfile.mkdtemp(prefix="package-rss.")
                try:
                    results[(name, kind)].append(measure(binary, folder))
                finally:
                    shutil.rmtree(folder)
    print(f"peak RSS (MiB), median of {options.runs} [min-max]; load average {os.getloadavg()[0]:.2f}")
    for (name, kind), values in results.items():
        mib = [v / 1024 for v in values]
        print(f"  {name:12} {kind:7} {statistics.median(mib):6.2f}  [{min(mib):.2f}-{max(mib):.2f}]")


if __name__ == "__main__":
    main()
