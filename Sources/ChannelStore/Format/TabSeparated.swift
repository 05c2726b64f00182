import ChannelCore

/// One line of tab-separated output, as `list` and `pick --output tsv` write it: the fields as
/// given (words and ids, never a tab), then the name, last, with `\` and control characters
/// escaped (`MessageText.field`), so that a name never breaks the line or the fields.
package enum TabSeparated {
    package static func line(_ fields: [String], name: String) -> String {
        var line = ""
        for field in fields { line += field + "\t" }
        return line + MessageText.field(name) + "\n"
    }
}
