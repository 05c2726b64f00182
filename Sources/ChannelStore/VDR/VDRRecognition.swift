/// Which files are VDR's channels.conf (README "VDR"): one named `channels.conf` (VDR's own
/// name, `/etc/vdr/channels.conf`), or one whose first lines VDR reads as channels — a copy or a
/// scan's result under any other name.
enum VDRRecognition {
    /// True for a channels.conf by name or by content.
    static func claims(path: String, name: String) -> Bool {
        name == "channels.conf" || looksLikeChannels(FileRange.read(path, 0..<sample) ?? [])
    }

    static let sample = 4096

    /// True when every whole line of `bytes` VDR reads (blank lines aside) and one at least is
    /// a channel line.
    static func looksLikeChannels(_ bytes: [UInt8]) -> Bool {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.count >= sample { lines.removeLast() }  // cut off by the sample
        var channels = 0
        for line in lines {
            let text = line.last == 0x0D ? line.dropLast() : line
            do {
                if case .channel? = try VDRLine.read(text) { channels += 1 }
            } catch {
                return false
            }
        }
        return channels > 0
    }
}
