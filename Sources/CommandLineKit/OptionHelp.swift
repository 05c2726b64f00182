import EditorKit
import Localization

/// The option lists of `--help` and of each command's help, made from `OptionTable`'s rows:
/// `  -f, --file PATH   help`, the help's further lines under its first (at column 20), in
/// the reader's language (a Chinese placeholder or help counts two columns a character).
package enum OptionHelp {
    /// Where the help starts.
    static let column = 20

    /// The lines for `rows` that have a help line, in their order.
    package static func lines(_ rows: [OptionSpec], in translation: Translation) -> [String] {
        rows.flatMap { spec in
            spec.help.map { entry(left: left(spec, in: translation), help: $0.text(in: translation)) } ?? []
        }
    }

    /// One entry: `left`, then `help`'s lines in the help column (below `left` when it is too wide).
    package static func entry(left: String, help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = String(repeating: " ", count: column)
        let width = UnicodeWidth.width(of: left)
        guard width <= column else { return [left] + lines.map { indent + $0 } }
        let first = left + String(repeating: " ", count: max(2, column - width)) + (lines.first ?? "")
        return [first] + lines.dropFirst().map { indent + $0 }
    }

    /// `  -f, --file PATH`, `      --force`.
    package static func left(_ spec: OptionSpec, in translation: Translation) -> String {
        let names = (spec.alias.map { "  \($0), " } ?? "      ") + spec.name
        return placeholder(spec, in: translation).map { names + " " + $0 } ?? names
    }

    /// What the help shows for the option's value (`PATH`, `auto|grid|list`); nil for a switch.
    package static func placeholder(_ spec: OptionSpec, in translation: Translation) -> String? {
        if let placeholder = spec.placeholder { return placeholder.text(in: translation) }
        switch spec.kind {
        case .flag: return nil
        case .text(let phrase): return phrase.text(in: translation)
        case .path: return translation.tr("PATH")
        case .number: return "N"
        case .choice(let words): return words.joined(separator: "|")
        case .host: return translation.tr("HOST[:PORT]")
        case .pair: return "Y X"
        }
    }
}
