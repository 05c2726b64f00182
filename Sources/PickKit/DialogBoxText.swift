/// dialog's and whiptail's TEXT as those programs show it (PickSession.boxText): the two
/// characters `\n` are a line break (dialog: unless `--no-nl-expand`), tabs are spaces. In
/// dialog, when TEXT has a `\n`, a real newline is a space (`--cr-wrap` keeps it) and one just
/// after a `\n` (blanks between) is dropped, so `"a\n\` + newline + `b"` breaks once.
/// Written from dialog's documented behaviour (dialog(1), "--no-nl-expand", "--cr-wrap").
package enum DialogBoxText {
    package static func expanded(_ text: String, expandsNewlines: Bool = true, keepsNewlines: Bool = false) -> String {
        let tabless = text.replacingTabs()
        guard expandsNewlines, zip(tabless, tabless.dropFirst()).contains(where: { $0 == "\\" && $1 == "n" }) else { return tabless }
        var result = ""
        var characters = Substring(tabless)
        while let character = characters.popFirst() {
            if character == "\\", characters.first == "n" {
                characters.removeFirst()
                result.append("\n")
                // A real newline right after `\n` (blanks between) is the same break.
                let rest = characters.drop { $0 == " " }
                if rest.first == "\n" { characters = rest.dropFirst() }
            } else if character == "\n" {
                result.append(keepsNewlines ? "\n" : " ")
            } else {
                result.append(character)
            }
        }
        return result
    }
}

private extension String {
    func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }
}
