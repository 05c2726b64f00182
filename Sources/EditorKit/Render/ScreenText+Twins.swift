import ChannelCore

/// What tells same-named entries apart, in words (issue 40.3): the status row, the accessible
/// session's sentences and `list` say the same.
extension ScreenText {
    /// "group Movies", "host b.example", "2 of 3 alike" (a feed's detail is its tags); `tr` fills
    /// a msgid with one argument, `ordinal` the last part.
    static func twinParts(_ traits: TwinTraits, kind: ListKind, tr: (String, String) -> String,
                          ordinal: (Int, Int) -> String) -> [String] {
        var parts: [String] = []
        if let detail = traits.detail {
            // Translators: what tells same-named entries apart: a playlist entry's group, a feed's tags, a URL's host.
            parts.append(kind == .feeds ? tr("tags %s", MessageText.escaped(detail)) : tr("group %s", MessageText.escaped(detail)))
        }
        if let host = traits.host { parts.append(tr("host %s", MessageText.escaped(host))) }
        // Translators: the last part of an entry's URL ("URL ending 2.ts"), which tells twins on one host apart.
        if let ending = traits.ending { parts.append(tr("URL ending %s", MessageText.escaped(ending))) }
        // Translators: which of several entries alike in name (and group, host) this one is, in list order.
        if let (index, count) = traits.ordinal { parts.append(ordinal(index, count)) }
        return parts
    }

    /// The same for the screen's status row: "host b.example · 2 of 3 alike".
    func twinWords(_ traits: TwinTraits) -> [String] {
        ScreenText.twinParts(traits, kind: kind, tr: { msgid, argument in tr(msgid, argument) },
                             ordinal: { tr("%d of %d alike", $0, $1) })
    }
}
