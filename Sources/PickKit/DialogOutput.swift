/// How dialog (1.3-20230209) and whiptail (0.52.23) print the result of a buildlist or a
/// checklist, byte for byte. The rules, read in their sources and checked by running them
/// (`DialogComparisonTests`), are written out in the README ("dialog's and whiptail's forms").
///
/// dialog: the chosen tags in input order (with `--reorder`, in the chosen list's order).
/// A tag is quoted unless `--separate-output`; `--quoted` quotes there too. The separator is a
/// space, a newline with `--separate-output`, or `--output-separator`/`--separator` (then also
/// in front of the first tag). In a buildlist the separator goes between tags (before a tag
/// only once something is written); in a checklist with `--separate-output` it follows every tag.
/// whiptail: `"tag"` joined by spaces, never escaped; `--separate-output`: `tag` and a newline each.
package struct DialogOutput: Equatable {
    /// Which program's rules.
    package enum Program: Equatable, Sendable {
        case dialog
        case whiptail
    }

    /// Which box: they differ in where `--separate-output` puts the separator.
    package enum Box: Equatable, Sendable {
        case buildlist
        case checklist
        /// At most one tag, unquoted unless `--quoted`, with `--output-separator` in front
        /// (checklist.c, FLAG_RADIO; dialog refuses `--separate-output` here, DialogArguments).
        case radiolist
        /// The focused item's tag alone, unquoted unless `--quoted` (menubox.c).
        case menu

        /// One tag at most: printed as dialog's `dlg_add_string`, not quoted by default.
        package var printsOneTag: Bool { self == .radiolist || self == .menu }
    }

    package var program: Program = .dialog
    package var box: Box = .buildlist
    package var separate = false
    package var singleQuoted = false
    /// `--quoted`: quote under `--separate-output` too.
    package var quoted = false
    /// `--separator` / `--output-separator`; nil: a newline (`--separate-output`) or a space.
    package var separator: String?
    /// `--help-status`: the Help button prints the chosen list after the help.
    package var helpStatus = false
    /// `--help-tags`: with `--item-help`, the Help button prints the tag, not the item help.
    package var helpTags = false

    package init(
        separate: Bool = false, singleQuoted: Bool = false, separator: String? = nil, quoted: Bool = false,
        box: Box = .buildlist, program: Program = .dialog
    ) {
        self.separate = separate
        self.singleQuoted = singleQuoted
        self.separator = separator
        self.quoted = quoted
        self.box = box
        self.program = program
    }

    /// The characters that make dialog quote a tag (beside the quote itself, space and tab) and
    /// that it escapes in double quotes; in single quotes only the quote, `\` and newline.
    private static let special = Set("\n\\[]{}?*;`~#$^&()|<>".unicodeScalars)
    private static let singleSpecial = Set("\n\\".unicodeScalars)

    /// The result for these tags, byte for byte as the program writes it.
    package func text(_ tags: [String]) -> String {
        if program == .whiptail {
            // whiptail's radiolist and menu: the tag, with no newline (whiptail.c).
            if box.printsOneTag { return tags.first ?? "" }
            if separate { return tags.map { $0 + "\n" }.joined() }
            return tags.map { "\"" + $0 + "\"" }.joined(separator: " ")
        }
        return list(tags, after: "")
    }

    /// dialog's list of chosen tags, added to what its result buffer holds already (`result`:
    /// nothing for OK and Extra, the help for Help with `--help-status`).
    package func list(_ tags: [String], after result: String) -> String {
        var result = result
        if box == .menu { return result + (tags.first.map(added) ?? "") }
        for tag in tags where box == .radiolist {
            if separator != nil || !result.isEmpty { result += joiner }
            result += added(tag)
        }
        for tag in tags where box != .radiolist {
            let shown = separate && !quoted ? tag : quote(tag)
            if box == .checklist, separate {
                result += shown + joiner
            } else {
                // dialog's dlg_need_separator: an output separator, or something written already.
                if separator != nil || !result.isEmpty { result += joiner }
                result += shown
            }
        }
        return result
    }

    /// dialog's `dlg_add_string`: quoted only under `--quoted`.
    package func added(_ tag: String) -> String { quoted ? quote(tag) : tag }

    /// dialog's `dlg_add_separator`: the output separator, else a newline or a space.
    package var joiner: String { separator ?? (separate ? "\n" : " ") }

    /// One tag as dialog quotes it: quoted when empty or holding a space, a tab, the quote
    /// character or a special character (a byte-wise test: the special ones are all ASCII).
    package func quote(_ tag: String) -> String {
        let quote: Unicode.Scalar = singleQuoted ? "'" : "\""
        let scalars = tag.unicodeScalars
        let needsQuotes = scalars.isEmpty || scalars.contains {
            $0 == " " || $0 == "\t" || $0 == quote || DialogOutput.special.contains($0)
        }
        guard needsQuotes else { return tag }
        let escaped = singleQuoted ? DialogOutput.singleSpecial : DialogOutput.special
        var result = String.UnicodeScalarView()
        result.append(quote)
        for scalar in scalars {
            if scalar == quote || escaped.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        result.append(quote)
        return String(result)
    }
}
