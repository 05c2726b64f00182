/// Writes feeds as an OPML 2.0 document (`list --output opml`): one `outline` per feed, in
/// order, with `text` and `title` (the name) and `xmlUrl`, as feed readers import it
/// (`newsboat -i`). Every attribute is escaped; characters XML 1.0 cannot hold at all (C0
/// controls other than tab, line feed and carriage return, U+FFFE, U+FFFF) become U+FFFD.
package enum OPMLWriter {
    package static func document(_ feeds: [(url: String, name: String)]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">\n"
        text += "  <head>\n    <title>channel-editor</title>\n  </head>\n  <body>\n"
        for feed in feeds {
            text += "    <outline type=\"rss\" text=\"" + escaped(feed.name) + "\" title=\"" + escaped(feed.name)
            text += "\" xmlUrl=\"" + escaped(feed.url) + "\"/>\n"
        }
        return text + "  </body>\n</opml>\n"
    }

    /// An attribute value between double quotes.
    package static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            // Written as references: a literal one would be read back as a space.
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
