import ChannelCore
import ChannelStore

/// The plain `list` output: one line per channel, My Channels then Add Channels, five fields
/// separated by tabs:
///
///     SECTION  POSITION  ID  FLAGS  NAME
///
/// SECTION is `mine` or `available` (the file's keys); POSITION counts from 1 within the
/// section (what `move` takes); FLAGS is `-` or a comma-separated list of `locked` and
/// `current`; ID is as it is, so that it can be given back to `add`, `move`, ... (a playlist's
/// URL line may hold a control character or a bidi mark: escaped, with a backslash that would
/// start an escape doubled, `MessageText.id`; commands read it back, `MessageText.unescapedId`);
/// NAME, last, has backslashes and control characters escaped (`MessageText.field`).
enum ListFormat {
    static func lines(_ board: Board) -> String {
        var text = ""
        text.reserveCapacity((board.mine.count + board.available.count) * 40)
        for section in Section.allCases {
            let name = section.choose(mine: "mine", available: "available")
            for (index, channel) in board.channels(in: section).enumerated() {
                var flags: [String] = []
                if channel.locked { flags.append("locked") }
                if channel.id == board.current { flags.append("current") }
                let flagsField = flags.isEmpty ? "-" : flags.joined(separator: ",")
                text += TabSeparated.line([name, String(index + 1), MessageText.id(channel.id), flagsField], name: channel.name)
            }
        }
        return text
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
