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

    /// The output `--output` asks for (nil: lines or JSON), refused as a usage error when the
    /// file's format gives none such (`FormatDriver.listOutputs`): a playlist's URL lines come
    /// from a playlist, a feed's outline from a feed list; from any other file they would be
    /// ids that no player or reader can use.
    static func output(_ options: Options, format: FileFormat) throws(Failure) -> ListOutput? {
        let asked: (ListOutput, String)
        if options.listAsPlaylist {
            asked = (.playlist, tr("--output m3u lists a playlist (a .m3u or .m3u8 file, or --format m3u)"))
        } else if options.listAsOPML {
            asked = (.opml, tr("--output opml lists a newsboat urls file (or --format newsboat)"))
        } else {
            return nil
        }
        guard format.driver.listOutputs.contains(asked.0) else { throw Failure(message: asked.1, status: ExitStatus.usage) }
        return asked.0
    }
}
