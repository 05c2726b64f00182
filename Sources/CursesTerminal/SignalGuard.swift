import CNCursesW
import Glibc

/// Every signal the editor handles, owned from before curses starts to the process's end
/// (curses then installs none of its own: it only catches signals whose action is the default).
///
/// - Quit signals (every signal whose default ends the process and that is not a crash:
///   INT, TERM, HUP, QUIT, USR1, USR2, ALRM, XCPU, VTALRM, PROF, STKFLT, IO, PWR, SYS and the
///   realtime ones), SIGWINCH, SIGTSTP and SIGCONT only note the signal and write a byte to a
///   self-pipe, which wakes the one `poll` the run loop sleeps in; the loop then leaves through
///   the normal restore path (128+N), resizes or suspends. A signal that comes while the
///   terminal is being restored at exit is noted and ignored, so it can neither stop the
///   process half-restored nor change the exit status.
/// - SIGPIPE and SIGXFSZ are ignored: a write then fails with an error the caller reports
///   ("Not saved: ...") instead of killing the process with the terminal raw.
/// - Crash signals (a Swift trap is SIGILL/SIGTRAP, plus SEGV, BUS, FPE, ABRT) cannot go back to
///   the loop: their handler restores the terminal with async-signal-safe calls only (`write`
///   of bytes prepared in advance, `tcsetattr`), then re-raises the signal.
///
/// Once the screen is gone (`release`), every handled signal gets back the action it had before
/// `install`, blocked until the run writes its result (`deliverLateSignals`, issue 26.4): a
/// `pick` answer blocked on a full pipe nobody reads then dies on SIGINT or SIGTERM like any
/// filter's, instead of noting the signal and writing on forever; and a Ctrl-C typed after the
/// terminal is back (cooked mode makes it a signal) cannot turn a finished run's status into 130
/// (issue 14.4): with no result to write, it stays pending and goes with the process.
/// SIGPIPE and SIGXFSZ stay ignored, so a closed pipe is still a reported error (74).
enum SignalGuard {
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    static let ignoredSignals: [Int32] = [SIGPIPE, SIGXFSZ]
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU,
                                       SIGVTALRM, SIGPROF, SIGSTKFLT, SIGIO, SIGPWR, SIGSYS]
        + Array(ce_sigrtmin()...ce_sigrtmax())
    static let controlSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// The read end of the self-pipe, for the run loop's `poll`.
    nonisolated(unsafe) static private(set) var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) fileprivate static var wakeWriter: Int32 = -1
    /// One flag per signal number, set by the handler.
    nonisolated(unsafe) fileprivate static let received = UnsafeMutablePointer<Int32>.allocate(capacity: 128)
    /// False when SIGTSTP was ignored at start (no job control): Ctrl-Z then does nothing.
    nonisolated(unsafe) static private(set) var canStop = true
    /// True when the kernel discards this process's stops (issue 26.5): its process group is
    /// orphaned, as a session leader's always is (`xterm -e channel-editor`); learned too from a
    /// stop that came back without a SIGCONT. Ctrl-Z then rings the bell instead of a suspend
    /// and redraw that stop nothing.
    nonisolated(unsafe) static private(set) var stopsAreDiscarded = false
    nonisolated(unsafe) private static var installed = false
    /// True from `release` to `deliverLateSignals`: the quit signals and SIGTSTP are blocked.
    nonisolated(unsafe) private static var lateSignalsBlocked = false
    static let lateSignals: [Int32] = quitSignals + [SIGTSTP]
    /// Each handled signal's action from before the first `install`, for `release`.
    nonisolated(unsafe) private static let inherited = UnsafeMutablePointer<sigaction>.allocate(capacity: 128)
    static var handledSignals: [Int32] { quitSignals + controlSignals + crashSignals }

    // What the crash handler needs, prepared before any signal can arrive.
    nonisolated(unsafe) fileprivate static var ttyDescriptor: Int32 = -1
    nonisolated(unsafe) private static var savedTermios = termios()
    nonisolated(unsafe) private static var hasSavedTermios = false
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var restoreCount = 0

    /// Remembers how to put the terminal back (its termios from before curses, and the bytes
    /// that turn the modes off and leave the alternate screen).
    static func prepare(descriptor: Int32, restoreSequence: [UInt8]) {
        ttyDescriptor = descriptor
        hasSavedTermios = tcgetattr(descriptor, &savedTermios) == 0
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        buffer.initialize(from: restoreSequence, count: restoreSequence.count)
        restoreBytes = buffer
        restoreCount = restoreSequence.count
    }

    /// After the terminal is restored for good: a crash from now on has nothing to put back.
    static func forgetTerminal() {
        ttyDescriptor = -1
    }

    /// Installs every handler (before `newterm`, so curses adds none) and the self-pipe.
    static func install() {
        if !installed {
            installed = true
            received.initialize(repeating: 0, count: 128)
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for end in ends {
                    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                }
                wakeDescriptor = ends[0]
                wakeWriter = ends[1]
            }
            canStop = ce_signal_is_ignored(SIGTSTP) == 0
            stopsAreDiscarded = getsid(0) == getpid()
            inherited.initialize(repeating: sigaction(), count: 128)
            for signal in handledSignals { sigaction(signal, nil, inherited + Int(signal)) }
        }
        for signal in quitSignals + [SIGWINCH, SIGCONT] { handle(signal, with: onSignal) }
        if canStop { handle(SIGTSTP, with: onSignal) }
        for signal in ignoredSignals { ce_signal_set_default(signal, 1) }
        for signal in crashSignals { handle(signal, with: onCrash, resetAfterUse: true) }
        // A mask inherited with these blocked (some launchers, tmux panes) would keep them
        // pending forever: the editor could then not be stopped or hung up.
        mask(quitSignals + controlSignals, SIG_UNBLOCK)
        lateSignalsBlocked = false
    }

    /// After the screen is closed for good: every handled signal's inherited action back (the
    /// default, usually), so nothing the process does from now on can outlive a SIGTERM.
    static func release() {
        guard installed else { return }
        // Blocked first, so none lands between its handler's removal and the block.
        mask(lateSignals, SIG_BLOCK)
        lateSignalsBlocked = true
        for signal in handledSignals { sigaction(signal, inherited + Int(signal), nil) }
    }

    /// Before a result is written after the screen: the signals `release` blocked take their
    /// action again; one that came since (Ctrl-C after the restore) takes it now.
    static func deliverLateSignals() {
        guard lateSignalsBlocked else { return }
        lateSignalsBlocked = false
        mask(lateSignals, SIG_UNBLOCK)
    }

    private static func mask(_ signals: [Int32], _ how: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(how, &set, nil)
    }

    /// The signals received since the last call, lowest number first; empties the self-pipe.
    static func take() -> [Int32] {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        var signals: [Int32] = []
        for signal in 1..<Int32(128) where received[Int(signal)] != 0 {
            received[Int(signal)] = 0
            signals.append(signal)
        }
        return signals
    }

    /// Stops the process as SIGTSTP's default action does, and returns once it is continued.
    /// SIGTSTP is blocked while its action is the default, so a burst of Ctrl-Z (or kill -TSTP)
    /// stops it once; when the process group is orphaned the kernel discards the stop and
    /// this returns at once.
    static func stopProcess() {
        guard canStop else { return }
        var tstp = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        pthread_sigmask(SIG_BLOCK, &tstp, nil)
        ce_signal_set_default(SIGTSTP, 0)
        received[Int(SIGCONT)] = 0
        raise(SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &tstp, nil)  // stopped here until SIGCONT
        handle(SIGTSTP, with: onSignal)
        // A stop that really happened ends with SIGCONT; without one the kernel discarded it.
        if received[Int(SIGCONT)] == 0 { stopsAreDiscarded = true }
    }

    private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, resetAfterUse: Bool = false) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // SA_RESTART: curses' writes are not cut short; the poll is woken by the self-pipe.
        action.sa_flags = Int32(bitPattern: UInt32(SA_RESTART) | (resetAfterUse ? UInt32(SA_RESETHAND) : 0))
        sigaction(signal, &action, nil)
    }

    /// Writes the restore bytes and the saved terminal modes; safe inside a signal handler.
    static func restoreTerminalNow() {
        guard ttyDescriptor >= 0 else { return }
        if let bytes = restoreBytes, restoreCount > 0 { _ = write(ttyDescriptor, bytes, restoreCount) }
        if hasSavedTermios { tcsetattr(ttyDescriptor, TCSANOW, &savedTermios) }
    }
}

private func onSignal(_ signal: Int32) {
    let saved = errno
    if signal > 0, signal < 128 { SignalGuard.received[Int(signal)] = 1 }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(SignalGuard.wakeWriter, &byte, 1)
    errno = saved
}

private func onCrash(_ signal: Int32) {
    SignalGuard.restoreTerminalNow()
    raise(signal)
}
