/// What follows an option on the command line: how many words it takes, what `--help` shows
/// for them, what the completions offer, and what the reader accepts.
package enum OptionValueKind: Hashable, Sendable {
    /// Nothing: a switch.
    case flag
    /// One word of any text (`--title TEXT`, `--before ID`); `placeholder` is what the help shows.
    case text(Phrase)
    /// A file's path (the completions offer files); never empty.
    case path
    /// A whole number (`--from N`, `--min N`); its range is checked by the option's reader.
    case number
    /// One of these words (`--layout auto|grid|list`); any other is refused with the row's
    /// `unknownValue`.
    case choice([String])
    /// A host name with an optional port (`--svdrp HOST[:PORT]`; the completions offer hosts).
    case host
    /// Two words (dialog's `--begin Y X`).
    case pair

    /// How many words follow the option.
    package var count: Int {
        switch self {
        case .flag: return 0
        case .pair: return 2
        case .text, .path, .number, .choice, .host: return 1
        }
    }
}
