#!/usr/bin/env python3
"""`make link-order`: writes bench/link-order.txt, the symbols a session uses, for the release
link (`ld.lld --symbol-ordering-file`). The linker puts the code and data those symbols are in
next to each other, so a run touches fewer 64 KB windows of the static binary: the kernel maps
file pages a window at a time around each fault ("fault-around"), and at 40 channels those
pages were most of the peak RSS (docs/PERFORMANCE.md, "Peak RSS").

What "used" means, from three runs of `make bench`'s key scripts on a release build made with
the same flags (unstripped, so that its symbols can be read):
  - functions: every function callgrind sees run (40 and 10,000 channels);
  - data: every symbol a load or store of lackey's trace falls in (40 channels);
  - by rule, from the binary's symbol table: every protocol conformance descriptor (`...Mc`),
    which the Swift runtime reads all of when it first looks a conformance up; every variant of
    the glibc string functions seen (valgrind's CPU picks other variants than the machine's);
    and the vDSO's set-up, which a program under valgrind never runs (valgrind gives it no vDSO).
Then, on a binary linked in that order, `--add-native` runs the session natively under `perf`
and appends the functions whose first touch of a window it sees and the order lacks: code
valgrind's runs never reached. A name that later goes away is ignored by the linker (`make
bench` prints how many are left).

    python3 bench/link_order.py --binary PATH [--out PATH] [--add-native]
"""
import argparse
import bisect
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
from ptyrun import PtyProgram  # noqa: E402

# glibc picks one of these per CPU (IFUNC); the base name is what the run shows.
IFUNC_VARIANT = re.compile(r"^(__[a-z0-9_]+?)_(sse2|ssse3|sse4_1|sse4_2|sse41|sse42|avx|avx2|evex|evex512|avx512)")
# Run natively, never under valgrind (no vDSO there).
VDSO_SETUP = ["_dl_new_object", "_dl_add_to_namespace_list", "setup_vdso", "setup_vdso_pointers"]
KEY_QUIET = 0.3     # seconds of silence after a key under valgrind (20-100x slower)


def run_session(binary, count, tool_argv_prefix):
    """The bench's key scripts (focus, edit focus, item moves with saves) on `count` channels."""
    folder = tempfile.mkdtemp(prefix="link-order-")
    tool = bench.channel_editor_tool(binary, folder, count)
    program = PtyProgram(tool_argv_prefix + tool.argv, tool.env)
    program.read_until_quiet(3.0, limit=300.0, marker=tool.marker)
    for script in (tool.focus, tool.edit_focus, tool.items):
        for key, _ in script:
            program.press(key, KEY_QUIET)
    program.close(tool.quit_key, wait=60.0)


def functions_run(binary, count, scratch):
    """Mangled names of the functions callgrind saw run."""
    out = os.path.join(scratch, f"callgrind.{count}")
    run_session(binary, count, ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out])
    names = set()
    with open(out, errors="replace") as profile:
        for line in profile:
            match = re.match(r"^c?fn=\(\d+\) (.+)$", line)
            if match and not match.group(1).startswith("0x"):
                names.add(match.group(1).strip())
    return names


def segments(binary, executable):
    """[(start, end)] of the binary's PT_LOAD segments of code (`executable`) or of data."""
    ranges = []
    for line in subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD" and ("E" in fields[6:-1]) == executable:
            start, size = int(fields[2], 16), int(fields[5], 16)
            ranges.append((start, start + size))
    return ranges


def data_touched(binary, scratch):
    """Addresses (8-byte granules) of the binary's data that lackey saw loaded or stored."""
    ranges = segments(binary, executable=False)
    trace = os.path.join(scratch, "lackey.fifo")
    os.mkfifo(trace)
    reader = subprocess.Popen([sys.executable, __file__, "--filter-trace", trace, "--ranges",
                               ",".join(f"{a:x}-{b:x}" for a, b in ranges), "--out", trace + ".out"])
    run_session(binary, 40, ["valgrind", "--tool=lackey", "--trace-mem=yes", "--log-file=" + trace])
    reader.wait()
    with open(trace + ".out") as granules:
        return [int(line, 16) for line in granules]


def filter_trace(trace, ranges, out):
    """Child of data_touched: reads lackey's trace from a fifo, keeps the granules in range."""
    bounds = [tuple(int(x, 16) for x in pair.split("-")) for pair in ranges.split(",")]
    seen = set()
    with open(trace, "rb") as lines:
        for line in lines:
            if line[:1] == b" " and line[1:2] in b"LSM":
                address = int(line[3:line.index(b",")], 16)
                if any(a <= address < b for a, b in bounds):
                    seen.add(address >> 3)
    with open(out, "w") as granules:
        granules.writelines(f"{g << 3:x}\n" for g in sorted(seen))


def symbol_table(binary):
    """[(address, size, name)] of the sized symbols, sorted by address."""
    rows = []
    for line in subprocess.run(["nm", "-S", "-n", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and int(fields[1], 16) > 0:
            rows.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return rows


def symbols_at(table, addresses):
    starts = [row[0] for row in table]
    names = set()
    for address in addresses:
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < table[i][0] + table[i][1]:
            names.add(table[i][2])
    return names


def native_code_faults(binary, scratch):
    """Addresses of the code page faults of the bench's session run natively (`perf record -e
    page-faults -d`): each is the first touch of a 64 KB window, so a function here that the
    order lacks is one that valgrind's runs never showed (code run only natively)."""
    data = os.path.join(scratch, "faults.data")
    run_session(binary, 40, ["perf", "record", "-q", "-e", "page-faults", "-c", "1", "-d", "-o", data, "--"])
    listing = subprocess.run(["perf", "script", "-i", data, "-F", "addr"], capture_output=True, text=True).stdout
    ranges = segments(binary, executable=True)
    return [a for a in (int(line, 16) for line in listing.split()) if any(lo <= a < hi for lo, hi in ranges)]


def add_native(binary, out):
    """Appends to the order the functions the native run faults in and the order lacks."""
    with open(out) as order:
        text = order.read()
    listed = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}
    table = symbol_table(binary)
    with tempfile.TemporaryDirectory(prefix="link-order-") as scratch:
        missing = sorted(symbols_at(table, native_code_faults(binary, scratch)) - listed)
    with open(out, "a") as order:
        order.write(f"# run natively, not under valgrind: {len(missing)}\n")
        order.writelines(name + "\n" for name in missing)
    print(f"{out}: {len(missing)} functions seen only natively")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "link-order.txt"))
    parser.add_argument("--add-native", action="store_true",
                        help="append what a native run (perf) faults in and the order lacks")
    parser.add_argument("--filter-trace")
    parser.add_argument("--ranges")
    args = parser.parse_args()
    if args.filter_trace:
        filter_trace(args.filter_trace, args.ranges, args.out)
        return 0
    if not args.binary:
        parser.error("--binary is required")
    if args.add_native:
        add_native(args.binary, args.out)
        return 0
    table = symbol_table(args.binary)
    every = {row[2] for row in table}
    with tempfile.TemporaryDirectory(prefix="link-order-") as scratch:
        functions = functions_run(args.binary, 40, scratch) | functions_run(args.binary, 10_000, scratch)
        data = symbols_at(table, data_touched(args.binary, scratch))
    bases = {m.group(1) for m in map(IFUNC_VARIANT.match, functions) if m}
    by_rule = {name for name in every
               if name.endswith("Mc") and name.startswith("$s")
               or (m := IFUNC_VARIANT.match(name)) and m.group(1) in bases}
    by_rule |= set(VDSO_SETUP) & every
    functions &= every
    data = (data - functions) & every
    by_rule -= functions | data
    with open(args.out, "w") as order:
        order.write("# The symbols a session uses, in the order the release link lays them out\n"
                    "# (ld.lld --symbol-ordering-file). Written by `make link-order`\n"
                    "# (bench/link_order.py, which says how); do not edit by hand.\n")
        for title, names in (("functions run", functions), ("data touched", data), ("by rule", by_rule)):
            order.write(f"# {title}: {len(names)}\n")
            order.writelines(name + "\n" for name in sorted(names))
    print(f"{args.out}: {len(functions)} functions, {len(data)} data symbols, {len(by_rule)} by rule")
    return 0


if __name__ == "__main__":
    sys.exit(main())
