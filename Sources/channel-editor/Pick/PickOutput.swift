import ChannelCore

/// The result of an accepted pick session, as bytes for its file descriptor.
package enum PickOutput {
    /// `print0` (`--print0`): each id followed by NUL, as `xargs -0` reads it.
    package static func text(_ chosen: [Channel], format: PickRequest.Format, print0: Bool = false) -> String {
        switch format {
        case .lines:
            return chosen.map { $0.id + (print0 ? "\u{0}" : "\n") }.joined()
        case .tsv:
            return chosen.map { $0.id + "\t" + MessageText.field($0.name) + "\n" }.joined()
        case .json:
            guard !chosen.isEmpty else { return "[]\n" }
            let items = chosen.map { "  {" + member("id", $0.id) + ", " + member("name", $0.name) + "}" }
            return "[\n" + items.joined(separator: ",\n") + "\n]\n"
        case .dialog(let output):
            return output.text(chosen.map(\.id))
        }
    }

    /// `"key": "value"`, both JSON strings.
    private static func member(_ key: String, _ value: String) -> String {
        MessageText.json(key) + ": " + MessageText.json(value)
    }
}
