/// How dialog (1.3) prints a buildlist's result, learnt by running it (see the end-to-end test
/// `DialogComparisonTests`): the chosen tags in the order shown, joined by a space, with no
/// separator after the last. `--separate-output`: joined by a newline, never quoted.
/// Otherwise a tag is quoted when it is empty or holds whitespace or a shell-special character,
/// and inside the quotes those characters (but spaces and tabs) get a backslash:
/// `a "c d" "e\\f" "x\$y"`. `--single-quoted` quotes with `'` and escapes only `'`, `\` and
/// newline. `--output-separator` replaces the separator.
package struct DialogOutput: Equatable {
    var separate = false
    var singleQuoted = false
    /// `--separator` / `--output-separator`; nil: a newline (`--separate-output`) or a space.
    var separator: String?

    package init(separate: Bool = false, singleQuoted: Bool = false, separator: String? = nil) {
        self.separate = separate
        self.singleQuoted = singleQuoted
        self.separator = separator
    }

    /// Characters that make dialog quote a tag, beside its quote character.
    private static let special: Set<Character> = [
        "\n", "\\", "[", "]", "{", "}", "?", "*", ";", "`", "~", "#", "$", "^", "&", "(", ")", "|", "<", ">",
    ]

    /// The result for these tags, byte for byte as dialog writes it.
    package func text(_ tags: [String]) -> String {
        let joiner = separator ?? (separate ? "\n" : " ")
        if separate { return tags.joined(separator: joiner) }
        return tags.map(quoted).joined(separator: joiner)
    }

    /// One tag as dialog quotes it: quoted when empty or holding a space, a tab, the quote
    /// character or a special character.
    func quoted(_ tag: String) -> String {
        let quote: Character = singleQuoted ? "'" : "\""
        let needsQuotes = tag.isEmpty || tag.contains {
            $0 == " " || $0 == "\t" || $0 == quote || DialogOutput.special.contains($0)
        }
        guard needsQuotes else { return tag }
        var result = String(quote)
        for character in tag {
            let escaped = character == quote
                || (singleQuoted ? character == "\\" || character == "\n" : DialogOutput.special.contains(character))
            if escaped { result.append("\\") }
            result.append(character)
        }
        result.append(quote)
        return result
    }
}
