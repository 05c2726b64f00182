import ChannelCore
import ChannelStore
import EditorKit

/// The plain `list` output: one line per channel, My Channels then Add Channels, five fields
/// separated by tabs:
///
///     SECTION  POSITION  ID  FLAGS  NAME
///
/// SECTION is `mine` or `available` (the file's keys); POSITION counts from 1 within the
/// section (what `move` takes); FLAGS is `-` or a comma-separated list of `locked` and
/// `current`, and for an entry whose name another has too, what tells it apart (issue 40.3):
/// `group=…` (a feed's `tags=…`), `host=…`, `ending=…` (the URL's last part), `alike=2/3` (`ListFormat.twinFlags`); ID is as it
/// is, so that it can be given back to `add`, `move`, ... (a playlist's
/// URL line may hold a control character or a bidi mark: escaped, with a backslash that would
/// start an escape doubled, `MessageText.id`; commands read it back, `MessageText.unescapedId`);
/// NAME, last, has backslashes and control characters escaped (`MessageText.field`).
enum ListFormat {
    static func lines(_ board: Board, details: ChannelDetails? = nil, kind: ListKind = .channels) -> String {
        var text = ""
        text.reserveCapacity((board.mine.count + board.available.count) * 40)
        let twins = TwinNames(board: board, details: details)
        for section in Section.allCases {
            let name = section.choose(mine: "mine", available: "available")
            for (index, channel) in board.channels(in: section).enumerated() {
                var flags: [String] = []
                if channel.locked { flags.append("locked") }
                if channel.id == board.current { flags.append("current") }
                if !twins.isEmpty, let traits = twins.traits(of: channel) { flags += twinFlags(traits, kind: kind) }
                let flagsField = flags.isEmpty ? "-" : flags.joined(separator: ",")
                text += TabSeparated.line([name, String(index + 1), MessageText.id(channel.id), flagsField], name: channel.name)
            }
        }
        return text
    }

    /// What tells a twin apart, as flags: a value's `\`, control characters and commas escaped
    /// (`\u002c`), so FLAGS stays one comma-separated field.
    static func twinFlags(_ traits: TwinTraits, kind: ListKind) -> [String] {
        func value(_ text: String) -> String {
            var escaped = ""
            for character in MessageText.field(text) { escaped += character == "," ? "\\u002c" : String(character) }
            return escaped
        }
        var flags: [String] = []
        if let detail = traits.detail { flags.append((kind == .feeds ? "tags=" : "group=") + value(detail)) }
        if let host = traits.host { flags.append("host=" + value(host)) }
        if let ending = traits.ending { flags.append("ending=" + value(ending)) }
        if let (index, count) = traits.ordinal { flags.append("alike=\(index)/\(count)") }
        return flags
    }

    /// `list --output m3u`: My Channels as a playlist. A playlist's entries come out as the file
    /// has them, after its `#EXTM3U` line; a JSON file's channels as `#EXTINF:-1,NAME` and the id
    /// on the next line. Every line ends as the file's lines do (`\r\n` or `\n`), as a save
    /// writes them: a catalog's entry too.
    static func playlist(_ board: Board, store: ChannelFileStore) -> [UInt8] {
        let file = store.rememberedDocument as? PlaylistDocument ?? .empty
        return file.listing(board.mine.map { channel in
            store.document(holding: channel.id)?.entry(id: channel.id)
                ?? Array("#EXTINF:-1,\(MessageText.field(channel.name))\n\(channel.id)\n".utf8)
        })
    }
}
