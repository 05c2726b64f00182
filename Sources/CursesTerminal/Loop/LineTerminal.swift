import ChannelCore
import EditorKit
import Localization

/// The line mode's terminal (README "Accessible mode"): `EditorLoop` runs it as it runs the
/// screen, with the same saves and reloads. It reads one typed line a wake (`LineIO`), lets the
/// pure interpreter (`LineSession`) apply it to the editor, and says in sentences what the screen
/// would draw: the reply once the turn's save is done (a save refused is said instead of the
/// change), and each reload. No frames, no bell, no escape sequence.
package final class LineTerminal: LoopTerminal {
    private let lines: any LineIO
    private let translation: Translation
    private var session: LineSession
    /// A pick session ends with ok or cancel: the end of the input cancels.
    private let picking: Bool
    /// True once a command from a file or a pipe was refused: the session's exit status is 1.
    package private(set) var refusedFromAScript = false
    /// The reply to the turn's line, said when the turn is done.
    private var reply: [String]?
    /// The notice after the line, before its save: one the save put there is said too.
    private var noticeBefore: String?
    /// Why the turn's save was refused, if it was.
    private var saveRefusal: String?
    /// Once after each answer: a wake that says nothing asks nothing again.
    private var prompted = false

    package init(lines: any LineIO, translation: Translation, picking: Bool) {
        self.lines = lines
        self.translation = translation
        session = LineSession(translation: translation)
        self.picking = picking
    }

    /// The greeting: how the session works, a pick's question, `extra` (the read-only warning),
    /// and a long list's summary.
    package func greet(_ editor: Editor, extra: [String] = []) {
        // A pick session ends with ok or cancel; its quit cancels, so it is not the way out offered.
        var greeting = [picking ? tr("Accessible mode: one command a line; help lists them, ok gives your choice, cancel leaves.")
                                : tr("Accessible mode: one command a line; help lists them, quit leaves.")]
        // The script's question and its limits, read out first as the screen shows them first.
        greeting += LineSession.question(editor)
        greeting += extra.map { session.sentence($0, editor) }
        // A long list starts with a summary (its counts, the first few, how to hear more).
        lines.write(greeting + session.opening(editor))
    }

    // MARK: LoopTerminal

    package var size: ScreenSize { ScreenSize(columns: 80, rows: 24) }
    package var isShowingAFrame: Bool { true }
    package var showsFrames: Bool { false }
    package func present(_ frame: Frame) {}
    package func bell() {}
    package func suspend() -> Bool { true }
    package func yieldToTheTerminal() {}

    /// The next line as a wake's one input; the watch's readiness and time-outs as the screen's
    /// wake has them. A line too long to be a command is answered here, as an empty wake.
    package func read(timeout milliseconds: Int32?, watching descriptors: [Int32]) -> TerminalWake {
        if !prompted { lines.prompt() }
        prompted = true
        switch lines.next(watching: descriptors, timeout: milliseconds) {
        case .watched: return TerminalWake(ready: descriptors)
        case .idle: return TerminalWake()
        case .end:
            if lines.isTerminal { lines.write([""]) }  // Ctrl-D leaves the cursor after the prompt
            // The end of the input: quit, or in a pick cancel (a quit there may ask first, and
            // nothing could answer it).
            prompted = false
            return TerminalWake(inputs: [.line(LineWords.word(picking ? .cancel : .quit, translation: .english))])
        case .line(let text):
            prompted = false
            return TerminalWake(inputs: [.line(text)])
        case .tooLong:
            // Issue 39 item 11: a 10 MB line took 18 s; now read and dropped as it comes.
            lines.write([tr("That line is longer than %d KiB, so it was not read as a command; nothing changed.", LineWake.limit >> 10)])
            if !lines.isTerminal { refusedFromAScript = true }
            prompted = false
            return TerminalWake()
        }
    }

    package func interpret(_ line: String, editor: inout Editor) -> [Effect] {
        let answer = session.reply(to: line, editor: &editor)
        if answer.isRefusal, !lines.isTerminal { refusedFromAScript = true }
        reply = (reply ?? []) + answer.lines
        noticeBefore = editor.state.notice?.text
        return answer.effects
    }

    package func hear(_ news: LoopNews, editor: Editor) {
        switch news {
        case .saveRefused(let why):
            saveRefusal = why
        case .turnDone:
            guard let said = reply else { return }
            reply = nil
            if let why = saveRefusal {
                // Not saved, so not done: one sentence that says so, not the change's sentence
                // then its undoing (a newcomer heard "Food added" first).
                saveRefusal = nil
                lines.write([session.sentence(why, editor)])
                if !lines.isTerminal { refusedFromAScript = true }
                return
            }
            lines.write(said)
            // What the save had to say: a merge with a change on disk, a failure.
            if let now = editor.state.notice?.text, now != noticeBefore { lines.write([session.sentence(now, editor)]) }
        case .fileNews:
            guard let notice = editor.state.notice?.text else { return }
            if lines.isTerminal, prompted { lines.write([""]) }  // past the prompt
            lines.write([session.sentence(notice, editor), session.counts(editor)])
            prompted = false
        }
    }

    private func tr(_ msgid: String) -> String { translation.tr(msgid) }
    private func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(translation.tr(msgid), arguments.map(\.description))
    }
}
