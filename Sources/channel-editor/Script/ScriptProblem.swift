import ChannelCore

/// One refused part of a request: `cannot add "x": no channel with that id`, in the run's
/// language (the id stays as typed, quoted and escaped).
struct ScriptProblem: Error, Equatable {
    /// What was asked.
    enum Request: Equatable {
        case add, remove, open
        case move(toPosition: Int)
        /// `move ID --before OTHER` (or `--after`): the other channel could not be used.
        case moveNextTo(String, before: Bool)
    }

    let request: Request
    /// The id, already quoted.
    let quotedID: String
    /// Why not, in a few words (already translated).
    let reason: String

    init(_ request: Request, _ id: String, _ reason: String) {
        self.request = request
        quotedID = MessageText.quoted(id)
        self.reason = reason
    }

    /// The line for stderr, after the program name and the file's path.
    var text: String {
        switch request {
        case .add: return tr("cannot add %s: %s", quotedID, reason)
        case .remove: return tr("cannot remove %s: %s", quotedID, reason)
        case .open: return tr("cannot open %s: %s", quotedID, reason)
        case .move(let position): return tr("cannot move %s to position %d: %s", quotedID, position, reason)
        case .moveNextTo(let other, let before):
            let quotedOther = MessageText.quoted(other)
            return before ? tr("cannot move %s before %s: %s", quotedID, quotedOther, reason)
                : tr("cannot move %s after %s: %s", quotedID, quotedOther, reason)
        }
    }
}
