import EditorKit
import Glibc

/// What the run loop needs of a terminal: draw, ring, wait, suspend. `TerminalSession` is the
/// screen; `LineTerminal` the line mode (`--accessible`), which reads typed lines and says what
/// they did instead of drawing frames; the loop's tests drive recording ones (docs/ARCHITECTURE.md,
/// "The run loop").
package protocol LoopTerminal: AnyObject {
    /// The size now (read after a `.resize` input).
    var size: ScreenSize { get }
    /// False when the next frame must be drawn whole (after a resize or a resume).
    var isShowingAFrame: Bool { get }
    func present(_ frame: Frame)
    func bell()
    /// Sleeps until input, a signal, one of `descriptors` ready, or `milliseconds` (nil: no limit).
    func read(timeout milliseconds: Int32?, watching descriptors: [Int32]) -> TerminalWake
    /// Hands the terminal back until the shell continues the program; false when it cannot
    /// stop (no job control, e.g. inside a shell's `$(…)`), and nothing happened.
    func suspend() -> Bool
    /// Lets the terminal take the frame just written before the save's work: gives up the rest
    /// of this process's time slice (`sched_yield`).
    func yieldToTheTerminal()

    // The line mode's parts; a screen has none (the defaults below).

    /// False for a terminal that shows no frames: the loop makes none for it.
    var showsFrames: Bool { get }
    /// A typed line (`TerminalInput.line`) applied to the editor; the effects for the loop.
    func interpret(_ line: String, editor: inout Editor) -> [Effect]
    /// What the loop did that a terminal without frames must say in words (the frame shows it).
    func hear(_ news: LoopNews, editor: Editor)
}

/// What the loop tells its terminal besides frames (`LoopTerminal.hear`).
package enum LoopNews: Equatable, Sendable {
    /// A save was refused (a read-only file, a running VDR), saying why: the board is back to
    /// the file's.
    case saveRefused(String)
    /// The turn's inputs are done and saved.
    case turnDone
    /// The file's news was read: reloaded, or found not valid (the editor's notice says which).
    case fileNews
}

extension LoopTerminal {
    /// The terminal emulator that reads the frame (and the kernel's pty work that hands it
    /// over) waits for a CPU. Without this, on a busy machine it waited for the save's encoding
    /// of the whole file (a few ms at 10,000 channels) before it could draw the frame written
    /// before it (docs/PERFORMANCE.md, "Key-to-screen, item move").
    package func yieldToTheTerminal() { sched_yield() }

    package var showsFrames: Bool { true }
    package func interpret(_ line: String, editor: inout Editor) -> [Effect] { [] }
    package func hear(_ news: LoopNews, editor: Editor) {}
}

extension TerminalSession: LoopTerminal {}
