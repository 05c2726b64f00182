import ChannelCore
import Localization

/// Why loading, saving, locking or locating a channel file failed.
///
/// Every error renders as one line, `<path>: <location>: <problem>`; the location is left out
/// when the problem is about the whole file (and the path when there is no file to name).
/// User data (paths, ids, keys) is escaped so that the line never holds a control character.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is, so that the caller can pick an exit status.
    public enum Kind: Hashable, Sendable {
        /// The file exists but does not parse or does not validate (EX_DATAERR).
        case invalidData
        /// The operating system refused a read, write, rename, ... (EX_IOERR / EX_CANTCREAT).
        case system
        /// Another channel-editor has held the lock on this file for too long (EX_TEMPFAIL).
        case locked
        /// The file is read-only (mode 0400, say): it is not changed without `--force` (EX_IOERR).
        case readOnly
        /// No home folder, no catalog, ...: the set-up is incomplete (EX_CONFIG).
        case configuration
        /// The running program that keeps the list (VDR, through SVDRP) refused the change,
        /// said in its words: nothing of it was made (exit status 1, as a refused request).
        case refused
    }

    /// The file the error is about, as given (may be empty when there is none).
    let path: String
    /// Where in the file: `line 3, column 12` or `mine[2].id (line 5, column 10)`; nil for the whole file.
    package let location: String?
    /// What is wrong, in a few words.
    package let problem: String
    /// What kind of failure this is.
    public let kind: Kind

    /// The problem as a msgid and its arguments, said in the user's language (`message(in:)`);
    /// nil for the few that stay English.
    let problemMessage: Message?
    /// The location as a message (`line %d, column %d`), nil when there is none or it stays English.
    let locationMessage: Message?

    package init(path: String, location: String? = nil, problem: String, kind: Kind) {
        self.path = path
        self.location = location
        self.problem = problem
        self.kind = kind
        problemMessage = nil
        locationMessage = nil
    }

    /// An error said in the user's language: `Message.tr("cannot write: %s", ...)`, at a place
    /// in the file (`Message.tr("line %d, column %d", ...)`) or about the whole file.
    init(path: String, location: Message? = nil, problem: Message, kind: Kind) {
        self.path = path
        self.location = location?.english
        self.problem = problem.english
        self.kind = kind
        problemMessage = problem
        locationMessage = location
    }

    /// Bad data found at the very start of the file (an empty file, a file that is not JSON,
    /// or not an object with a channels file's keys): most likely not a channels file at all.
    public var isAtStartOfData: Bool {
        kind == .invalidData && (problemMessage == .tr("file is empty") || locationMessage == .tr("line %d, column %d", 1, 1))
    }

    /// The file the error is about, as given (empty when there is none).
    public var filePath: String { path }

    /// A catalog file that is not there (deleted or moved since it was named).
    public var isMissingCatalog: Bool { problemMessage == .tr("catalog not found") }

    /// The problem in a language (English when it has no msgid).
    public func problem(in translation: Translation) -> String {
        problemMessage?.text(in: translation) ?? problem
    }

    /// The location in a language (English when it has no msgid).
    func location(in translation: Translation) -> String? {
        locationMessage?.text(in: translation) ?? location
    }

    /// `message` in a language: the same line with the location and the problem translated.
    public func message(in translation: Translation) -> String {
        Self.joined([Self.nonEmpty(path), Self.nonEmpty(location(in: translation)), problem(in: translation)],
                    in: translation)
    }

    /// The location and the problem without the path (`mine[2].id (line 5, column 10): empty
    /// id`), for a place that names the file already; escaped like `message`.
    public func placeAndProblem(in translation: Translation) -> String {
        Self.joined([Self.nonEmpty(location(in: translation)), problem(in: translation)], in: translation)
    }

    /// Equal when they say the same (the message is the problem's source, not another fact).
    public static func == (left: StoreError, right: StoreError) -> Bool {
        left.path == right.path && left.location == right.location && left.problem == right.problem && left.kind == right.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(location)
        hasher.combine(problem)
        hasher.combine(kind)
    }

    /// The one-line message: `<path>: <location>: <problem>`.
    package var message: String { line(location: location, problem: problem) }

    private func line(location: String?, problem: String) -> String {
        Self.joined([Self.nonEmpty(path), Self.nonEmpty(location), problem])
    }

    /// The one home of the line's shape: the parts there are (nil: left out), escaped, joined
    /// with `: `.
    private static func joined(_ parts: [String?], in translation: Translation? = nil) -> String {
        let escaped = parts.compactMap { $0.map(MessageText.escaped) }
        guard let translation, let first = escaped.first else { return escaped.joined(separator: ": ") }
        // The language's "%s: %s" (full-width in Chinese): one kind of colon in a line (issue 22.11).
        return escaped.dropFirst().reduce(first) { MessageFormat.fill(translation.tr("%s: %s"), [$0, $1]) }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var description: String { message }
}
