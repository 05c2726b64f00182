import CNCursesW
import EditorKit
import Glibc

/// The terminal while the editor runs: curses set up on the user's terminal (or on /dev/tty
/// when stdout is a pipe, so only the result reaches it), mouse tracking on, signals guarded.
/// `close()` puts everything back; so do the signal handlers when the process dies.
public final class TerminalSession {
    private let screen: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let ownsTTY: Bool
    private let outputDescriptor: Int32
    private let mouseSequence: String
    private var presenter: Presenter
    private var closed = false
    /// Set after a resume: write the mouse modes again after the next read.
    private var reassertMouse = false
    /// True when the terminal reports the mouse (it has `kmous`).
    public let hasMouse: Bool

    /// Checks, without touching the terminal, that `init` has a chance: TERM names a terminal
    /// that can draw, and there is a terminal to draw on. Lets the caller fail before it changes
    /// anything (`--reset`).
    public static func preflight(environment: [String: String]) throws(TerminalError) {
        let term = environment["TERM"] ?? ""
        if term.isEmpty { throw TerminalError("TERM is not set; run channel-editor in a terminal") }
        if term == "dumb" { throw TerminalError("TERM=dumb cannot draw the editor; use a real terminal (e.g. TERM=xterm-256color)") }
        if isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 { return }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw TerminalError("no terminal: cannot open /dev/tty") }
        Glibc.close(descriptor)
    }

    /// Opens the terminal. Fails with a one-line message when there is no usable terminal.
    public init(environment: [String: String]) throws(TerminalError) {
        try TerminalSession.preflight(environment: environment)
        let term = environment["TERM"] ?? ""
        LocaleSetup.useUTF8()

        let stdoutIsTTY = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        if stdoutIsTTY {
            input = ce_stdin()
            output = ce_stdout()
            ownsTTY = false
        } else {
            guard let tty = fopen("/dev/tty", "r+") else {
                throw TerminalError("no terminal: cannot open /dev/tty")
            }
            input = tty
            output = tty
            ownsTTY = true
        }
        outputDescriptor = fileno(output)
        // Prepared before curses changes the modes, so a crash can put back exactly these.
        let restore = MouseTracking.disableSequence + "\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m"
        SignalGuard.prepare(descriptor: outputDescriptor, restoreSequence: Array(restore.utf8))

        guard let screen = newterm(term, output, input) else {
            if ownsTTY { fclose(input) }
            throw TerminalError("TERM=\(term) is not a terminal type this system knows")
        }
        self.screen = screen
        set_term(screen)

        raw()          // Ctrl-C and Ctrl-Z arrive as keys, so quitting is always the clean path.
        noecho()
        nonl()
        keypad(ce_stdscr(), true)
        leaveok(ce_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        intrflush(ce_stdscr(), false)

        let colour = Theme.wantsColour(environment: environment)
        if colour {
            start_color()
            Theme.installColours()
        }
        presenter = Presenter(theme: Theme(usesColour: colour))

        let kmous = TerminalSession.capability("kmous")
        hasMouse = kmous != nil
        if hasMouse {
            mousemask(ce_all_mouse_events() | ce_report_mouse_position(), nil)
            mouseinterval(0)
        }
        mouseSequence = hasMouse ? MouseTracking.enableSequence(sgr: MouseTracking.usesSGR(kmous: kmous)) : ""
        SignalGuard.install()
        refresh()
        writeRaw(mouseSequence)
    }

    deinit {
        close()
    }

    /// The terminal's size now.
    public var size: ScreenSize {
        ScreenSize(columns: Int(ce_cols()), rows: Int(ce_lines()))
    }

    /// Draws a frame (only what changed).
    public func present(_ frame: Frame) {
        presenter.present(frame)
    }

    /// Redraw everything on the next frame (after a resize or when the screen may be garbled).
    public func invalidate() {
        presenter.invalidate()
        clearok(ce_curscr(), true)
    }

    /// After Ctrl-Z and fg: curses restored its modes; mouse motion tracking needs asking again.
    /// Curses may re-send its own mouse mode (1000) on the next read, which some terminals (tmux)
    /// take as "clicks only"; so the motion mode is asked for again after that read too.
    public func resumeAfterStop() {
        writeRaw(mouseSequence)
        reassertMouse = true
        invalidate()
    }

    /// Stops the process as Ctrl-Z does in a shell (curses' own SIGTSTP handler leaves and
    /// restores the screen); returns once continued.
    public func suspend() {
        writeRaw(MouseTracking.disableSequence)
        raise(SIGTSTP)
        _ = takeResumed()  // resumed here; the run loop need not do it again on SIGCONT's flag
        resumeAfterStop()
    }

    /// The quit signal (SIGINT, SIGTERM, SIGHUP) received, if any: the caller should leave.
    public var quitSignal: Int32? {
        SignalGuard.pendingQuit == 0 ? nil : SignalGuard.pendingQuit
    }

    /// True once after the process was continued from a stop.
    public func takeResumed() -> Bool {
        guard SignalGuard.resumed != 0 else { return false }
        SignalGuard.resumed = 0
        return true
    }

    /// True when the terminal is gone (hung up, closed) even though no SIGHUP came — a read
    /// would then return at once forever. Checked after a read that returned nothing.
    public var isHungUp: Bool {
        var descriptor = pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Rings the terminal bell (or flashes, where the terminal prefers).
    public func bell() {
        beep()
    }

    /// Waits up to `milliseconds` (negative: forever) for a key or mouse report; empty on time-out.
    /// A mouse report may come with more that arrived with it, oldest first.
    public func read(timeout milliseconds: Int32) -> [TerminalInput] {
        wtimeout(ce_stdscr(), milliseconds)
        var character: wint_t = 0
        let status = wget_wch(ce_stdscr(), &character)
        if reassertMouse {
            reassertMouse = false
            writeRaw(mouseSequence)
        }
        guard let first = InputDecoder.decode(status: status, character: character) else { return [] }
        if case .mouse = first { return [first] + InputDecoder.queuedMouseEvents() }
        return [first]
    }

    /// Leaves curses and puts the terminal back as it was. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        writeRaw(MouseTracking.disableSequence)
        endwin()
        delscreen(screen)
        if ownsTTY { fclose(input) }
    }

    /// Writes bytes straight to the terminal, after curses has flushed its own.
    private func writeRaw(_ text: String) {
        guard !text.isEmpty else { return }
        fflush(output)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(outputDescriptor, base + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    /// A terminfo string capability, or nil when the terminal lacks it.
    static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name) else { return nil }
        if Int(bitPattern: value) == -1 { return nil }
        return String(cString: value)
    }
}
