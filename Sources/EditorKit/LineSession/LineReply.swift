/// What an accessible session says to one line, and what the run loop must do about it.
package struct LineReply: Hashable, Sendable {
    /// Plain lines to print, each one sentence (a listing: one line a channel). No control
    /// character: names are escaped (`MessageText.escaped`).
    package var lines: [String]
    /// The editor's effects of the actions the line applied (saves, quit, the end of a pick
    /// session), for the run loop, as the screen's loop carries them out. Never `.bell`: a
    /// refusal is a sentence.
    package var effects: [Effect]

    /// True when the line was refused (an unknown command, a move a locked channel forbids):
    /// commands read from a file or a pipe then end with status 1, as `ed`'s do.
    package var isRefusal = false

    package init(lines: [String], effects: [Effect] = []) {
        self.lines = lines
        self.effects = effects
    }

    /// A refused line: its one sentence says why.
    package static func refusal(_ sentence: String) -> LineReply {
        var reply = LineReply(lines: [sentence])
        reply.isRefusal = true
        return reply
    }

    /// True when the session ends with this reply (quit, open, OK, Cancel).
    package var ends: Bool {
        effects.contains { effect in
            switch effect {
            case .quit, .finishPick: return true
            default: return false
            }
        }
    }
}
