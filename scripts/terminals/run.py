#!/usr/bin/env python3
"""`make terminals`: the release binary in real terminal emulators, driven by a real pointer.

For each emulator of TERMINALS that is installed, under a private Xvfb: start it with a
240-column window, run channel-editor on a scratch file, press keys, drag, click (the [Edit]
button, a remove, a drag and a click past column 223), check the saved file after each step,
take screenshots and measure the WCAG contrast of the lifted, focused, current and locked
cells in them. Prints one line per terminal (README.md, "Terminals", shows the last table).

Where a cell is: channel-editor itself, run in a private tmux at the same size on a copy of
the file, says where each name is drawn (`capture-pane`). Where a column is in pixels: before
the editor starts, the terminal draws two magenta cells in its corners; their box gives the
grid's origin and cell size. Screenshots and logs go to .build/terminals/out/<terminal>/.

Usage: run.py --binary PATH [--out DIR] [NAME ...]   (NAME: run only those terminals)
"""
import argparse
import collections
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import unicodedata

COLUMNS, ROWS = 240, 30
SCREEN = "3200x1200x24"
# Candidates for a magenta pixel (red and blue well above green); Grid checks the margins.
MAGENTA = re.compile(rb"(?=[\x78-\xff][\x00-\xb0][\x78-\xff])")


class Terminal:
    """One emulator: how to start it with a window of COLUMNS x ROWS running `inner`."""

    def __init__(self, name, program, argv, env=None, mux=None):
        self.name, self.program, self.argv, self.env, self.mux = name, program, argv, env or {}, mux


def xterm(term):
    return lambda inner: ["xterm", "-tn", term, "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-e"] + inner


TERMINALS = [
    Terminal("xterm", "xterm", xterm("xterm")),
    Terminal("xterm-256color", "xterm", xterm("xterm-256color")),
    Terminal("xterm -rv (dark)", "xterm", lambda i: xterm("xterm-256color")(i)[:1] + ["-rv"] + xterm("xterm-256color")(i)[1:]),
    Terminal("xterm NO_COLOR", "xterm", xterm("xterm-256color"), {"NO_COLOR": "1"}),
    Terminal("urxvt", "urxvt", lambda i: ["urxvt", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-e"] + i),
    Terminal("st", "stterm", lambda i: ["stterm", "-g", f"{COLUMNS}x{ROWS}+0+0", "-e"] + i),
    Terminal("kitty", "kitty", lambda i: ["kitty", "-o", f"initial_window_width={COLUMNS}c", "-o",
                                           f"initial_window_height={ROWS}c", "-o", "remember_window_size=no"] + i,
             {"LIBGL_ALWAYS_SOFTWARE": "1"}),
    Terminal("alacritty", "alacritty", lambda i: ["alacritty", "-o", f"window.dimensions.columns={COLUMNS}", "-o",
                                                   f"window.dimensions.lines={ROWS}", "-e"] + i,
             {"LIBGL_ALWAYS_SOFTWARE": "1"}),
    Terminal("xfce4-terminal", "xfce4-terminal", lambda i: ["xfce4-terminal", "--disable-server",
                                                             f"--geometry={COLUMNS}x{ROWS}+0+0", "-x"] + i),
    Terminal("konsole", "konsole", lambda i: ["konsole", "--separate", "--hide-menubar", "--hide-tabbar", "-p",
                                               f"TerminalColumns={COLUMNS}", "-p", f"TerminalRows={ROWS}", "-e"] + i,
             {"QT_QPA_PLATFORM": "xcb"}),
    Terminal("qterminal", "qterminal", lambda i: ["qterminal", "-geometry", "1944x620+0+0", "-e", " ".join(i)],
             {"QT_QPA_PLATFORM": "xcb"}),
    Terminal("qterminal NO_COLOR", "qterminal", lambda i: ["qterminal", "-geometry", "1944x620+0+0", "-e", " ".join(i)],
             {"QT_QPA_PLATFORM": "xcb", "NO_COLOR": "1"}),
    Terminal("mlterm", "mlterm", lambda i: ["mlterm", "-g", f"{COLUMNS}x{ROWS}+0+0", "-e"] + i),
    Terminal("zutty", "zutty", lambda i: ["zutty", "-geometry", f"{COLUMNS}x{ROWS}", "-e"] + i,
             {"LIBGL_ALWAYS_SOFTWARE": "1"}),
    Terminal("tmux in xterm", "tmux", lambda i: xterm("xterm-256color")(
        ["tmux", "-L", "channel-editor-terminals", "-f", "/dev/null", "new-session"] + i), mux="tmux"),
    Terminal("screen in xterm", "screen", lambda i: xterm("xterm-256color")(
        ["screen", "-S", "channel-editor-terminals"] + i), mux="screen"),
]


def board():
    """Two locked channels, 30 to reorder, 24 to add; every name 7 columns wide, so that a
    channel dragged onto another's slot is drawn exactly over it."""
    mine = [{"id": f"fixed{n}", "name": f"Fixed {n}", "locked": True} for n in range(2)]
    mine += [{"id": f"chan{n:02}", "name": f"Chan {n:02}"} for n in range(30)]
    available = [{"id": f"item{n:02}", "name": f"Item {n:02}"} for n in range(24)]
    return {"version": 1, "current": "chan04", "mine": mine, "available": available}


def run(argv, **options):
    return subprocess.run(argv, capture_output=True, text=True, **options)


# ---- pixels ---------------------------------------------------------------------------------

def screenshot(path, env):
    run(["import", "-window", "root", path], env=env, check=True)


def pixels(path, box=None):
    """The RGB bytes of a PNG (or of a box x, y, w, h of it)."""
    argv = ["convert", path]
    if box:
        argv += ["-crop", "%dx%d+%d+%d" % box, "+repage"]
    return subprocess.run(argv + ["-depth", "8", "rgb:-"], capture_output=True, check=True).stdout


def luminance(rgb):
    def linear(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(path, box):
    """WCAG contrast of a box: its most common colour (the background) against the colour
    farthest from it (the core of the glyphs)."""
    data = pixels(path, box)
    colours = collections.Counter(data[i:i + 3] for i in range(0, len(data) - 2, 3))
    background = colours.most_common(1)[0][0]
    text = max(colours, key=lambda c: sum((a - b) ** 2 for a, b in zip(c, background)))
    light, dark = sorted((luminance(background), luminance(text)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class Grid:
    """Pixel geometry of the terminal's cells, from the two magenta corner cells."""

    def __init__(self, path, columns, rows):
        data = pixels(path)
        width = int(run(["identify", "-format", "%w", path]).stdout)
        points = [m.start() // 3 for m in MAGENTA.finditer(data) if m.start() % 3 == 0
                  and min(data[m.start()], data[m.start() + 2]) - data[m.start() + 1] >= 25]
        if not points:
            raise RuntimeError("no calibration cells on the screen")
        xs = [p % width for p in points]
        ys = [p // width for p in points]
        self.x, self.y = min(xs), min(ys)
        self.width = (max(xs) - self.x + 1) / columns
        self.height = (max(ys) - self.y + 1) / rows

    def point(self, column, row):
        return int(self.x + (column + 0.5) * self.width), int(self.y + (row + 0.5) * self.height)

    def box(self, column, row, count):
        return (int(count * self.width), int(self.height), int(self.x + column * self.width), int(self.y + row * self.height))


# ---- where the editor draws what: the same binary in a private tmux --------------------------

def width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in text)


def layout(binary, file, data, columns, rows, scratch):
    """name -> (row, column, width) of every channel name on the first screen, plus "[Edit]"."""
    copy = os.path.join(scratch, "reference.json")
    shutil.copyfile(file, copy)
    socket = "channel-editor-terminals-reference"
    command = f"CHANNEL_EDITOR_DATA={data} LC_ALL=C.UTF-8 {binary} --file {copy}"
    run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"])
    run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", str(columns), "-y", str(rows), command],
        check=True)
    try:
        for _ in range(100):
            lines = run(["tmux", "-L", socket, "capture-pane", "-p"]).stdout.split("\n")
            if any("quit" in line for line in lines):
                break
            time.sleep(0.05)
    finally:
        run(["tmux", "-L", socket, "kill-server"])
    places = {}
    for row, line in enumerate(lines):
        for match in re.finditer(r"(Fixed|Chan|Item) \d+|\[Edit\]|\[Done\]", line):
            places[match.group()] = (row, width(line[:match.start()]), width(match.group()))
        for match in re.finditer(r"(Fixed|Chan|Item) \d+", line):
            start, end = match.start(), match.end()
            places[match.group() + " frame"] = line[max(0, start - 2):start] + "|" + line[end:end + 2]
    return places


# ---- one terminal -----------------------------------------------------------------------------

INNER = r"""
cd "$SCRATCH"
while [ "$(stty size)" = "0 0" ]; do sleep 0.1; done
printf '\033[?25l\033[2J\033[H\033[45m \033[0m'
set -- $(stty size)
printf '\033[%d;%dH\033[45m \033[0m' "$1" "$2"
stty -g > stty.before
echo "$1 $2 $TERM" > size
while [ ! -e go ]; do sleep 0.1; done
printf '\033[?25h\033[2J\033[H'
"$BINARY" --file "$SCRATCH/board.json" > opened
echo $? > status
stty -g > stty.after
stty -icanon -echo min 0 time 30
echo ready > leftover.ready
dd bs=1 count=64 of=leftover 2>/dev/null
stty "$(cat stty.before)"
touch done
sleep 60
"""


# qterminal's default "Monospace" resolves to a variable-width font under Xvfb's fontconfig;
# its window size is in pixels (about 240x30 cells of this font), and -geometry is not always obeyed.
QTERMINAL_SETTINGS = ("[General]\nfontFamily=DejaVu Sans Mono\nfontSize=10\n"
                      "[MainWindow]\nsize=@Size(1944 620)\npos=@Point(0 0)\n")


class Session:
    """A terminal on the Xvfb display running the editor, and the model of its file."""

    def __init__(self, terminal, args, display):
        self.terminal, self.args = terminal, args
        self.scratch = os.path.join(args.out, re.sub(r"[^a-z0-9]+", "-", terminal.name.lower()).strip("-"))
        shutil.rmtree(self.scratch, ignore_errors=True)
        os.makedirs(os.path.join(self.scratch, "data", "catalogs"))
        self.file = os.path.join(self.scratch, "board.json")
        self.data = os.path.join(self.scratch, "data")
        for path in (self.file, os.path.join(self.data, "catalogs", "en.json")):
            with open(path, "w") as out:
                json.dump(board(), out, indent=1)
        with open(os.path.join(self.scratch, "inner.sh"), "w") as out:
            out.write(INNER)
        home = os.path.join(self.scratch, "home")
        os.makedirs(home + "/.config/qterminal.org")
        with open(home + "/.config/qterminal.org/qterminal.ini", "w") as out:
            out.write(QTERMINAL_SETTINGS)
        self.env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CONFIG_HOME=home + "/.config",
                        LC_ALL="C.UTF-8", LANG="C.UTF-8", SCRATCH=self.scratch, BINARY=args.binary,
                        CHANNEL_EDITOR_DATA=self.data)
        self.env.pop("TMUX", None)
        self.env.pop("NO_COLOR", None)
        self.env.update(terminal.env)
        model = board()
        self.mine = [c["id"] for c in model["mine"]]
        self.available = [c["id"] for c in model["available"]]
        self.current = model["current"]
        self.results = collections.OrderedDict()
        self.contrasts = collections.OrderedDict()
        self.shots = 0

    def path(self, name):
        return os.path.join(self.scratch, name)

    def wait_for(self, condition, timeout=15.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if condition():
                return True
            time.sleep(0.1)
        return False

    def xdotool(self, *words):
        run(["xdotool"] + [str(w) for w in words], env=self.env)

    def shot(self, label):
        """A screenshot once the screen has stopped changing."""
        self.shots += 1
        path = self.path(f"{self.shots:02}-{label}.png")
        previous = None
        for _ in range(30):
            screenshot(path, self.env)
            digest = pixels(path)
            if digest == previous:
                break
            previous = digest
            time.sleep(0.15)
        return path

    # The file as saved, and as it should be.
    def saved(self):
        listing = run([self.args.binary, "list", "--file", self.file], env=self.env)
        rows = [line.split("\t") for line in listing.stdout.splitlines()]
        mine = [r[2] for r in rows if r[0] == "mine"]
        available = [r[2] for r in rows if r[0] == "available"]
        current = [r[2] for r in rows if "current" in r[3].split(",")]
        return mine, available, (current[0] if current else None)

    def check(self, step, timeout=5.0):
        expected = (self.mine, self.available, self.current)
        ok = self.wait_for(lambda: self.saved() == expected, timeout)
        if not ok:
            self.mine, self.available, self.current = self.saved()
        self.results[step] = ok
        return ok

    def name(self, channel):
        return channel.replace("fixed", "Fixed ").replace("chan", "Chan ").replace("item", "Item ")

    def places(self):
        return layout(self.args.binary, self.file, self.data, self.columns, self.rows, self.scratch)

    def centre(self, places, key, at_least=None):
        row, column, count = places[key]
        target = column + count // 2
        if at_least is not None and column + count - 1 >= at_least:
            target = max(target, at_least)
        return self.grid.point(target, row)

    def measure(self, path, role, places, channel):
        row, column, count = places[self.name(channel)]
        self.contrasts[role] = contrast(path, self.grid.box(column - 1, row, count + 2))

    # Gestures.
    def keys(self, *names):
        self.xdotool("mousemove", *self.grid.point(self.columns // 2, self.rows - 3))
        for key in names:
            self.xdotool("key", key)
            time.sleep(0.05)

    def escape(self):
        """Esc, then long enough for a multiplexer's escape-time (tmux: 500 ms) to pass."""
        self.keys("Escape")
        time.sleep(0.8)

    def click(self, point):
        self.xdotool("mousemove", *point)
        time.sleep(0.1)
        self.xdotool("mousedown", 1)
        time.sleep(0.05)
        self.xdotool("mouseup", 1)
        time.sleep(0.3)

    def drag(self, start, end, label):
        self.xdotool("mousemove", *start)
        time.sleep(0.1)
        self.xdotool("mousedown", 1)
        time.sleep(0.1)
        self.xdotool("mousemove", start[0] + int(3 * self.grid.width), start[1])
        time.sleep(0.1)
        self.xdotool("mousemove", *end)
        shot = self.shot(label)
        self.xdotool("mouseup", 1)
        time.sleep(0.3)
        return shot

    def move(self, channel, index):
        self.mine.remove(channel)
        self.mine.insert(index, channel)

    # The whole script.
    def start(self):
        inner = ["sh", self.path("inner.sh")]
        log = open(self.path("terminal.log"), "w")
        self.process = subprocess.Popen(self.terminal.argv(inner), env=self.env, stdout=log, stderr=log,
                                        start_new_session=True, cwd=self.scratch)
        if not self.wait_for(lambda: os.path.exists(self.path("size")), 30):
            raise RuntimeError("the terminal did not start (see terminal.log)")
        rows, columns, self.term = open(self.path("size")).read().split()
        self.rows, self.columns = int(rows), int(columns)
        time.sleep(0.5)
        self.grid = Grid(self.shot("calibration"), self.columns, self.rows)
        calibration = pixels(self.path("01-calibration.png"))
        open(self.path("go"), "w").close()
        probe = self.path("probe.png")

        def drawn():
            screenshot(probe, self.env)
            return pixels(probe) != calibration or os.path.exists(self.path("status"))
        if not self.wait_for(drawn, 10) or os.path.exists(self.path("status")):
            raise RuntimeError("the editor did not start (see opened, status)")
        time.sleep(0.5)

    def steps(self):
        places = self.places()
        self.shot("start")
        # Keys: Home, two to the right (the first movable channel), `]` moves it one place.
        self.keys("Home", "Right", "Right", "bracketright")
        self.move("chan00", 3)
        self.check("keys")
        shot = self.shot("keys")
        after = self.places()
        self.measure(shot, "focused", after, "chan00")
        self.measure(shot, "current", after, "chan04")
        self.measure(shot, "locked", after, "fixed1")
        self.measure(shot, "plain", after, "chan05")
        self.keys("u")
        self.move("chan00", 2)
        self.check("undo")
        self.keys("Home", *["Right"] * (self.mine.index("chan04")))
        self.measure(self.shot("focused-current"), "focused current", places, "chan04")
        # Drag Chan 03 onto Chan 01's slot (equal widths: it is drawn right over it).
        shot = self.drag(self.centre(places, "Chan 03"), self.centre(places, "Chan 01"), "lifted")
        self.measure(shot, "lifted", places, "chan01")
        self.move("chan03", self.mine.index("chan01"))
        self.check("drag")
        self.escape()
        places = self.places()
        self.click(self.centre(places, "Item 02"))
        self.available.remove("item02")
        self.mine.append("item02")
        self.check("click")
        row, column, count = places["[Edit]"]
        button = self.grid.box(column, row, count)
        before = pixels(self.shot("browse"), button)
        self.click(self.centre(places, "[Edit]"))
        # The button must now say [Done]; if the click was lost, `e` lets the next steps run.
        self.results["edit button"] = pixels(self.shot("edit"), button) != before
        if not self.results["edit button"]:
            self.keys("e")
        self.click(self.centre(places, "Chan 05"))
        self.mine.remove("chan05")
        self.available.insert(0, "chan05")
        self.check("remove")
        places = self.places()
        if self.columns >= 240:
            row = places["Fixed 0"][0]
            right = sorted((v[1], k) for k, v in places.items() if isinstance(v, tuple) and v[0] == row)
            (_, last), (_, before) = right[-1], right[-2]
            self.drag(self.centre(places, last, 224), self.centre(places, before, 224), "wide-drag")
            moved = last.replace(" ", "").lower()
            self.move(moved, self.mine.index(before.replace(" ", "").lower()))
            self.check("drag >223")
            self.escape()
            places = self.places()
            row = places["Item 00"][0]
            far = max((v[1], k) for k, v in places.items() if isinstance(v, tuple) and v[0] == row)[1]
            self.click(self.centre(places, far, 224))
            far = far.replace(" ", "").lower()
            self.available.remove(far)
            self.mine.append(far)
            self.check("click >223")
            places = self.places()
        else:
            self.escape()
        # Open a channel: the first click asks (README: "click again to open and exit"), the
        # second opens it; the editor exits and prints its id.
        self.click(self.centre(places, "Chan 07"))
        time.sleep(0.5)
        self.click(self.centre(places, "Chan 07"))
        self.current = "chan07"
        self.check("open")
        exited = self.wait_for(lambda: os.path.exists(self.path("status")), 5)
        printed = open(self.path("opened")).read().strip() if exited else None
        self.results["exit"] = exited and open(self.path("status")).read().strip() == "0" and printed == "chan07"
        # After the exit: a click must not type a report at the shell, and the modes are back.
        if self.wait_for(lambda: os.path.exists(self.path("leftover.ready")), 5):
            time.sleep(0.3)
            self.click(self.grid.point(10, 10))
            self.wait_for(lambda: os.path.exists(self.path("done")), 6)
            left = open(self.path("leftover"), "rb").read() if os.path.exists(self.path("leftover")) else b"?"
            self.results["no report after exit"] = left == b""
            self.results["stty restored"] = open(self.path("stty.before")).read() == open(self.path("stty.after")).read()
        self.shot("after-exit")
        self.results["lock mark"] = after["Fixed 1 frame"] != after["Chan 05 frame"]

    def stop(self):
        if self.terminal.mux == "tmux":
            run(["tmux", "-L", "channel-editor-terminals", "kill-server"], env=self.env)
        if self.terminal.mux == "screen":
            run(["screen", "-S", "channel-editor-terminals", "-X", "quit"], env=self.env)
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(5)
        except (ProcessLookupError, subprocess.TimeoutExpired, AttributeError):
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, AttributeError):
                pass


def line(name, session, error=None):
    if error:
        return f"{name:18} FAIL  {error}"
    failed = [k for k, ok in session.results.items() if not ok]
    low = [k for k, v in session.contrasts.items() if v < 4.5]
    verdict = "ok  " if not failed and not low else "FAIL"
    steps = " ".join(f"{k}:{'ok' if ok else 'FAIL'}" for k, ok in session.results.items())
    ratios = " ".join(f"{k}={v:.1f}" for k, v in session.contrasts.items())
    return f"{name:18} {verdict}  TERM={session.term} {session.columns}x{session.rows}  {steps}  contrast {ratios}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", default=".build/terminals/out")
    parser.add_argument("--json")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    args.binary, args.out = os.path.abspath(args.binary), os.path.abspath(args.out)
    for tool in ("Xvfb", "xdotool", "import", "tmux"):
        if not shutil.which(tool):
            sys.exit(f"run.py: {tool} is missing (make terminals installs it)")
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                            pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    display = ":" + os.read(read, 16).decode().strip()
    report = {}
    try:
        for terminal in TERMINALS:
            if args.names and terminal.name not in args.names:
                continue
            if not shutil.which(terminal.program):
                print(f"{terminal.name:18} skip  ({terminal.program} is not installed)", flush=True)
                report[terminal.name] = "skipped"
                continue
            session = Session(terminal, args, display)
            try:
                session.start()
                session.steps()
                print(line(terminal.name, session), flush=True)
            except Exception as error:  # one terminal's trouble must not stop the others
                print(line(terminal.name, session, error), flush=True)
            finally:
                session.stop()
            report[terminal.name] = {"results": session.results, "contrast": session.contrasts,
                                     "term": getattr(session, "term", None), "columns": getattr(session, "columns", None)}
    finally:
        xvfb.terminate()
    if args.json:
        with open(args.json, "w") as out:
            json.dump(report, out, indent=1)


if __name__ == "__main__":
    main()
