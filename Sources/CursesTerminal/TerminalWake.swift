/// What ended one wait of `TerminalSession.read(timeout:watching:)`: the inputs decoded from
/// the terminal's bytes (and a resize), which of the caller's extra descriptors are ready, and
/// whether a quit signal came or the terminal went away. Empty when the timeout passed.
public struct TerminalWake: Sendable {
    public var inputs: [TerminalInput] = []
    /// The watched descriptors that are readable (or hung up, or in error), in the order given.
    public var ready: [Int32] = []
    /// A signal asking the program to end (SIGINT, SIGTERM, SIGHUP, ...): leave with 128+N.
    public var quitSignal: Int32?
    /// The terminal hung up or closed (no SIGHUP need come): leave.
    public var hungUp = false

    init() {}

    /// A wake as a test's terminal reports it.
    package init(inputs: [TerminalInput] = [], ready: [Int32] = [], quitSignal: Int32? = nil, hungUp: Bool = false) {
        self.inputs = inputs
        self.ready = ready
        self.quitSignal = quitSignal
        self.hungUp = hungUp
    }
}
