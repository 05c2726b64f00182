import CNCursesW
import EditorKit
import Glibc
import Localization
import SystemIO

/// The terminal while the editor runs (docs/DECISIONS.md, "Input: raw bytes, one
/// decoder; curses only draws"). Curses is set up on the user's terminal (or on /dev/tty when stdout is
/// a pipe, so only the result reaches it) and only draws; the session reads the terminal's
/// bytes itself and decodes them with `ByteDecoder`, sets the private modes itself
/// (`PrivateModes`), and owns every signal (`SignalGuard`). `close()` puts everything back;
/// so do the crash handlers when the process dies.
public final class TerminalSession {
    private let screen: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let ownsTTY: Bool
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let modesOn: String
    private var presenter: Presenter
    private var decoder: ByteDecoder
    /// Inputs made outside a read (a resize noticed on resume), handed out by the next read.
    private var queued: [TerminalInput] = []
    /// Signals that came while the process was stopped, handled by the next read.
    private var deferredSignals: [Int32] = []
    private var closed = false
    private var bellPending = false
    /// A suspend was done since the last read: a burst of Ctrl-Z read at once suspends once.
    private var suspendedSinceRead = false
    /// The terminal's modes before curses, put back by `close` itself (see there why).
    private var shellModes = termios()
    private let hasShellModes: Bool
    /// True when the terminal reports the mouse (it has `kmous`).
    public let hasMouse: Bool
    /// The size the editor lays out for: the terminal's, clamped (`TerminalSize`).
    public private(set) var size: ScreenSize

    /// Checks, without touching the terminal, that `init` has a chance: TERM names a terminal
    /// that can draw, and there is a terminal to draw on. Lets the caller fail before it changes
    /// anything (`--reset`).
    public static func preflight(environment: [String: String]) throws(TerminalError) {
        let term = environment["TERM"] ?? ""
        if term.isEmpty { throw TerminalError(.tr("TERM is not set; run channel-editor in a terminal, or with --accessible for a line-by-line session")) }
        if term == "dumb" { throw TerminalError(.tr("TERM=dumb cannot draw the editor; use a real terminal (e.g. TERM=xterm-256color), or --accessible for a line-by-line session")) }
        if !TerminfoLookup.knows(term, environment: environment) {
            throw TerminalError(.tr("TERM=%s is not a terminal type this system knows; set a known one, or use --accessible for a line-by-line session", term))
        }
        if isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 { return }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw TerminalError(TerminalError.noTerminal) }
        Glibc.close(descriptor)
    }

    /// Opens the terminal. Fails with a one-line message when there is no usable terminal.
    /// `mouse: false` (`--no-mouse`): no mouse reports are asked for, as on a terminal without
    /// `kmous`: the terminal's own selection keeps working, and the screen names keys.
    public init(environment: [String: String], mouse: Bool = true) throws(TerminalError) {
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
                throw TerminalError(TerminalError.noTerminal)
            }
            input = tty
            output = tty
            ownsTTY = true
        }
        inputDescriptor = fileno(input)
        outputDescriptor = fileno(output)
        hasShellModes = tcgetattr(outputDescriptor, &shellModes) == 0
        // Prepared before curses changes the modes, so a crash can put back exactly these.
        let restore = PrivateModes.disableSequence + "\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m"
        SignalGuard.prepare(descriptor: outputDescriptor, restoreSequence: Array(restore.utf8))
        // Before newterm: curses then installs no handler of its own (not even for SIGTSTP).
        SignalGuard.install()
        if let measured = TerminalSize.measure(outputDescriptor) { TerminalSize.publish(measured) }

        guard let screen = newterm(term, output, input) else {
            if ownsTTY { fclose(input) }
            throw TerminalError(.tr("TERM=%s is not a terminal type this system knows; set a known one, or use --accessible for a line-by-line session", term))
        }
        self.screen = screen
        set_term(screen)

        raw()          // Ctrl-C and Ctrl-Z arrive as bytes, so quitting is always the clean path.
        noecho()
        nonl()
        curs_set(0)
        typeahead(-1)  // curses never reads input, so it must not stop drawing when some waits
        // Not keypad(): the terminal stays in its normal cursor-key mode, so there is no
        // keypad mode to undo at exit; the decoder knows both modes' sequences.

        let colour = Theme.wantsColour(environment: environment)
        if colour {
            start_color()
            Theme.installColours()
        }
        presenter = Presenter(theme: Theme(usesColour: colour))

        hasMouse = mouse && TerminalSession.capability("kmous") != nil
        modesOn = PrivateModes.enableSequence(mouse: hasMouse)
        decoder = ByteDecoder(keys: KeySequences(KeySequences.capabilities.compactMap { entry in
            TerminalSession.capability(entry.name).map { (bytes: Array($0.utf8), key: entry.key) }
        }))
        let clamped = TerminalSize.clamp(columns: Int(ce_cols()), rows: Int(ce_lines()))
        size = ScreenSize(columns: clamped.columns, rows: clamped.rows)
        if clamped.columns != Int(ce_cols()) || clamped.rows != Int(ce_lines()) {
            resize_term(Int32(clamped.rows), Int32(clamped.columns))
        }
        refresh()
        writeRaw(modesOn)
    }

    deinit {
        close()
    }

    /// Draws a frame (only what changed), the cursor left on the frame's cursor cell.
    public func present(_ frame: Frame) {
        presenter.present(frame)
    }

    /// False after a resize, a resume or a garbled screen: the next frame is drawn whole, even
    /// one equal to the last.
    public var isShowingAFrame: Bool { presenter.isShowingAFrame }

    /// Redraw everything on the next frame (after a resize or when the screen may be garbled).
    func invalidate() {
        presenter.invalidate()
        clearok(ce_curscr(), true)
    }

    /// Rings the terminal bell (or flashes, where the terminal prefers), once however many
    /// bells a turn asks for: rung when the loop next waits (issue 26.5, a flood of refused keys).
    public func bell() {
        bellPending = true
    }

    /// Sleeps in one `poll` until the terminal sends bytes, a signal comes, one of `descriptors`
    /// (the caller's, such as a file watch) is ready, or `milliseconds` pass (nil: no limit; an
    /// unfinished escape sequence or paste shortens the wait to its own deadline). Returns what
    /// woke it; inputs are in the order the bytes came.
    public func read(timeout milliseconds: Int32?, watching descriptors: [Int32] = []) -> TerminalWake {
        var wake = TerminalWake()
        suspendedSinceRead = false
        if bellPending {
            bellPending = false
            beep()
        }
        if !queued.isEmpty {
            wake.inputs = queued
            queued = []
            return wake
        }
        var entries = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
            + descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let wait = deferredSignals.isEmpty ? waitTime(milliseconds) : 0
        let count = poll(&entries, nfds_t(entries.count), wait)
        let now = MonotonicClock.now()
        // The self-pipe is read only when it woke the poll (or the poll was interrupted).
        let signalled = count < 0 || entries[1].revents != 0
        let signals = deferredSignals + (signalled ? SignalGuard.take() : [])
        deferredSignals = []

        if count > 0, entries[0].revents != 0 {
            // On the stack, not zero-filled: this is the way of every key to the screen.
            let got = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
                let got = Glibc.read(inputDescriptor, buffer.baseAddress, buffer.count)
                if got > 0 { wake.inputs += decoder.feed(Array(buffer[0..<got]), now: now) }
                return got
            }
            if got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN) {
                wake.hungUp = true
            }
        }
        wake.inputs += decoder.expire(now: now)
        if count > 0 {
            wake.ready = zip(descriptors, entries.dropFirst(2)).filter { $0.1.revents != 0 }.map(\.0)
        }

        for signal in signals {
            switch signal {
            case SIGWINCH: if resizeToTerminal() { wake.inputs.append(.resize) }
            case SIGTSTP: suspend()
            case SIGCONT: reassert()
            default: if wake.quitSignal == nil { wake.quitSignal = signal }
            }
        }
        wake.inputs += queued
        queued = []
        return wake
    }

    /// Milliseconds to wait for `poll`: the caller's limit or the decoder's deadline, whichever
    /// comes first; -1 (forever) when there is neither.
    private func waitTime(_ milliseconds: Int32?) -> Int32 {
        var wait = milliseconds.map { max(0, $0) }
        if let deadline = decoder.deadline {
            let until = Int32(max(0, min(60_000, ((deadline - MonotonicClock.now()) * 1000).rounded(.up))))
            wait = min(wait ?? until, until)
        }
        return wait ?? -1
    }

    /// Stops the process as Ctrl-Z does in a shell: modes off, curses' screen left, then the
    /// stop; once continued, everything back and a full redraw.
    @discardableResult
    public func suspend() -> Bool {
        guard !closed, !suspendedSinceRead else { return true }
        // Started with SIGTSTP ignored (no job control, as inside a shell's `$(…)`): nothing
        // could continue a stop; or the kernel discards our stops (an orphaned process group):
        // nothing would stop. The caller says so on the screen.
        guard SignalGuard.canStop, !SignalGuard.stopsAreDiscarded else {
            bell()
            return false
        }
        suspendedSinceRead = true
        writeRaw(PrivateModes.disableSequence)
        endwin()
        SignalGuard.stopProcess()
        // Ctrl-Z pressed again while leaving, and the SIGCONT of `fg`, are this suspend's;
        // anything else waits for the next read.
        deferredSignals += SignalGuard.take().filter { $0 != SIGTSTP && $0 != SIGCONT }
        if let measured = TerminalSize.measure(outputDescriptor) { TerminalSize.publish(measured) }
        refresh()  // back in curses' modes (raw, the alternate screen)
        if resizeToTerminal() { queued.append(.resize) }
        writeRaw(modesOn)
        invalidate()
        return true
    }

    /// Continued after a stop the editor did not make (SIGSTOP): the shell may have reset the
    /// terminal, so set its modes again and redraw.
    private func reassert() {
        reset_prog_mode()
        writeRaw(modesOn)
        if resizeToTerminal() { queued.append(.resize) }
        invalidate()
    }

    /// Tells curses the terminal's (clamped) size; true when it changed.
    private func resizeToTerminal() -> Bool {
        guard let measured = TerminalSize.measure(outputDescriptor) else { return false }
        TerminalSize.publish(measured)
        let changed = measured.columns != Int(ce_cols()) || measured.rows != Int(ce_lines())
            || measured.columns != size.columns || measured.rows != size.rows
        if changed {
            resize_term(Int32(measured.rows), Int32(measured.columns))
            size = ScreenSize(columns: measured.columns, rows: measured.rows)
            invalidate()
        }
        return changed
    }

    /// Before writing a run's result once the screen is closed: a quit signal ends the process
    /// again (one typed since the restore, now). Without a result, a late Ctrl-C is dropped
    /// at exit and the run's status stands (`SignalGuard`).
    public static func deliverLateSignals() {
        SignalGuard.deliverLateSignals()
    }

    /// Leaves curses and puts the terminal back as it was. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        // Clear what the editor drew: invisible where the alternate screen is left next, and
        // where it did not take (GNU screen without altscreen, no smcup) no grid stays behind.
        if let window = ce_stdscr() {
            werase(window)
            wnoutrefresh(window)
            doupdate()
        }
        writeRaw(PrivateModes.disableSequence)
        // endwin leaves the terminal raw (issue 21.1): in the shell's modes a Ctrl-C or Ctrl-Z
        // typed now would make the kernel discard output the terminal has not read yet (no
        // NOFLSH), the alternate screen's exit and the cursor's return among it. The modes go
        // back only after the terminal answered the status request written after them.
        def_shell_mode()
        endwin()
        writeRaw(PrivateModes.statusRequest)
        discardReportsInFlight()
        if hasShellModes { tcsetattr(outputDescriptor, TCSADRAIN, &shellModes) }
        tcflush(inputDescriptor, TCIFLUSH)
        delscreen(screen)
        SignalGuard.forgetTerminal()
        SignalGuard.release()
        if ownsTTY { fclose(input) }
    }

    /// Reads and drops what the terminal sent before it took the modes off (a mouse report of
    /// the last moment, which would otherwise be typed at the shell prompt): up to the answer
    /// to the status request written after the modes and curses' restore, or 100 ms for a
    /// terminal that does not answer. The answer also says the terminal has read the restore.
    private func discardReportsInFlight() {
        let deadline = MonotonicClock.now() + 0.1
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let left = Int32((deadline - MonotonicClock.now()) * 1000)
            guard left > 0 else { return }
            var entry = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, left)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, entry.revents & Int16(POLLIN) != 0 else { return }
            let got = buffer.withUnsafeMutableBytes { Glibc.read(inputDescriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { return }
            seen = Array((seen + buffer[0..<got]).suffix(256))
            if ByteDecoder.find(PrivateModes.statusAnswer, in: seen[...]) != nil { return }
        }
    }

    /// Writes bytes straight to the terminal, after curses has flushed its own.
    private func writeRaw(_ text: String) {
        guard !text.isEmpty else { return }
        fflush(output)
        _ = writeAll(Array(text.utf8), to: outputDescriptor)
    }

    /// A terminfo string capability, or nil when the terminal lacks it.
    static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name) else { return nil }
        if Int(bitPattern: value) == -1 { return nil }
        return String(cString: value)
    }
}
