import ChannelCore
import ChannelStore

/// The result of an accepted pick session, as bytes for its file descriptor.
package enum PickOutput {
    /// `print0` (`--print0`): each id followed by NUL, as `xargs -0` reads it.
    package static func text(_ chosen: [Channel], format: PickRequest.Format, print0: Bool = false) -> String {
        switch format {
        case .lines:
            return chosen.map { $0.id + (print0 ? "\u{0}" : "\n") }.joined()
        case .tsv:
            return chosen.map { TabSeparated.line([$0.id], name: $0.name) }.joined()
        case .json:
            // The channels file's own writer: one JSON for `list --json` and pick.
            return String(decoding: ChannelFileEncoder.array(chosen), as: UTF8.self) + "\n"
        case .dialog(let output):
            return output.text(chosen.map(\.id))
        }
    }
}
