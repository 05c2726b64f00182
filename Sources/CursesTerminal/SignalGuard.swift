import CNCursesW
import Glibc

/// Signal handling for the screen. Quit signals (INT, TERM, HUP) only set a flag: the run loop
/// sees it within one read timeout and leaves through the normal, complete restore path.
/// Crashes (a Swift trap is SIGILL/SIGTRAP, plus SEGV, BUS, FPE, ABRT) cannot go back to the
/// loop, so their handler restores the terminal with async-signal-safe calls only — `write` of
/// bytes prepared in advance and `tcsetattr` — then re-raises the signal.
enum SignalGuard {
    /// The quit signal received, or 0.
    nonisolated(unsafe) static var pendingQuit: Int32 = 0
    /// Set when the process was continued after a stop (Ctrl-Z, then fg).
    nonisolated(unsafe) static var resumed: Int32 = 0

    // What the crash handler needs, prepared before any signal can arrive.
    nonisolated(unsafe) private static var ttyDescriptor: Int32 = -1
    nonisolated(unsafe) private static var savedTermios = termios()
    nonisolated(unsafe) private static var hasSavedTermios = false
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var restoreCount = 0

    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Remembers how to put the terminal back (its termios from before curses, and the bytes
    /// that turn mouse tracking off and leave the alternate screen).
    static func prepare(descriptor: Int32, restoreSequence: [UInt8]) {
        ttyDescriptor = descriptor
        hasSavedTermios = tcgetattr(descriptor, &savedTermios) == 0
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        buffer.initialize(from: restoreSequence, count: restoreSequence.count)
        restoreBytes = buffer
        restoreCount = restoreSequence.count
    }

    /// Installs the handlers (after curses has installed its own, so these win for quit signals;
    /// curses keeps SIGTSTP and SIGWINCH).
    static func install() {
        for signal in quitSignals { handle(signal, with: onQuit) }
        handle(SIGCONT, with: onContinue)
        for signal in crashSignals { handle(signal, with: onCrash, resetAfterUse: true) }
        // A mask inherited with these blocked (some launchers, tmux panes) would keep them
        // pending forever: the editor could then not be stopped or hung up.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in quitSignals + [SIGCONT] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void, resetAfterUse: Bool = false) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a blocked read returns at once so the loop notices the flag.
        action.sa_flags = resetAfterUse ? Int32(bitPattern: UInt32(SA_RESETHAND)) : 0
        sigaction(signal, &action, nil)
    }

    /// Writes the restore bytes and the saved terminal modes; safe inside a signal handler.
    static func restoreTerminalNow() {
        guard ttyDescriptor >= 0 else { return }
        if let bytes = restoreBytes, restoreCount > 0 { _ = write(ttyDescriptor, bytes, restoreCount) }
        if hasSavedTermios { tcsetattr(ttyDescriptor, TCSANOW, &savedTermios) }
    }
}

private func onQuit(_ signal: Int32) {
    SignalGuard.pendingQuit = signal
}

private func onContinue(_ signal: Int32) {
    SignalGuard.resumed = 1
}

private func onCrash(_ signal: Int32) {
    SignalGuard.restoreTerminalNow()
    raise(signal)
}
