/// One refused part of a request: `cannot add "x": no channel with that id`.
struct ScriptProblem: Equatable {
    /// What was asked, already quoted: `add "x"`, `move "x" to position 3`.
    let request: String
    /// Why not, in a few words.
    let reason: String

    init(_ verb: String, _ id: String, detail: String = "", _ reason: String) {
        request = verb + " " + ScriptText.quoted(id) + detail
        self.reason = reason
    }

    /// The line for stderr, after the program name and the file's path.
    var text: String { "cannot \(request): \(reason)" }
}
