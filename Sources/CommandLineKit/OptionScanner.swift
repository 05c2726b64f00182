/// Reads a command line a word at a time for every parser (`Options.parse`, `pick`, dialog's
/// and whiptail's forms): `--name=value` cut in two, and an option's values taken inline or
/// from the words that follow. Which words are options, and how many values each takes, is
/// `OptionTable`'s.
package struct OptionScanner {
    /// The words not read yet (dialog's box takes its words from here).
    package var rest: ArraySlice<String>

    package init(_ arguments: [String]) {
        rest = arguments[...]
    }

    /// The next word; nil at the end.
    package mutating func next() -> String? {
        rest.popFirst()
    }

    /// `--name=value` as its name and its inline value; any other word as it is, with none.
    package static func split(_ word: String) -> (name: String, inline: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The value of the option just read: `inline` when it had one, else the next word;
    /// `missing` when the words have run out.
    package mutating func value(inline: String? = nil, missing: @autoclosure () -> UsageError) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = rest.popFirst() else { throw missing() }
        return next
    }

    /// Steps over the words an option takes as its values (the pre-scan that finds `pick`).
    package mutating func skipValues(of option: OptionSpec) {
        rest = rest.dropFirst(option.values)
    }
}
