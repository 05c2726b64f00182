/// gettext's c-format placeholders, the subset the messages use: `%s` and `%d` take the
/// arguments in order, `%1$s` names one (so a translation may reorder them), `%%` is a percent
/// sign. Any other `%` is kept as it is.
public enum MessageFormat {
    /// One placeholder: which argument (0-based) and its conversion (`s` or `d`).
    package struct Directive: Hashable, Sendable, Comparable {
        var argument: Int
        var conversion: Character

        package init(argument: Int, conversion: Character) {
            self.argument = argument
            self.conversion = conversion
        }

        package static func < (left: Directive, right: Directive) -> Bool {
            (left.argument, String(left.conversion)) < (right.argument, String(right.conversion))
        }
    }

    /// The text with each placeholder replaced by its argument (a missing one by nothing).
    public static func fill(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        scan(format, text: { result.append($0) }, directive: { directive in
            if let directive {
                if directive.argument < arguments.count { result += arguments[directive.argument] }
            } else {
                result.append("%")
            }
        }, nextArgument: &next)
        return result
    }

    /// The placeholders in order of appearance; what the completeness check compares.
    package static func directives(in format: String) -> [Directive] {
        var found: [Directive] = []
        var next = 0
        scan(format, text: { _ in }, directive: { if let directive = $0 { found.append(directive) } }, nextArgument: &next)
        return found
    }

    /// Walks the text: plain characters to `text`, each placeholder to `directive`
    /// (nil for `%%`).
    private static func scan(
        _ format: String, text: (Character) -> Void, directive: (Directive?) -> Void, nextArgument: inout Int
    ) {
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                text(character)
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                directive(nil)
                index += 2
                continue
            }
            // %N$s: digits, then `$`.
            var cursor = index + 1
            var digits = 0
            while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
                digits = digits * 10 + digit
                cursor += 1
            }
            var argument: Int?
            if cursor > index + 1 {
                if cursor < characters.count, characters[cursor] == "$", digits > 0 {
                    argument = digits - 1
                    cursor += 1
                } else {
                    cursor = index + 1
                }
            }
            guard cursor < characters.count, characters[cursor] == "s" || characters[cursor] == "d" else {
                text(character)
                index += 1
                continue
            }
            if argument == nil {
                argument = nextArgument
                nextArgument += 1
            }
            directive(Directive(argument: argument ?? 0, conversion: characters[cursor]))
            index = cursor + 1
        }
    }
}
