import ChannelCore

/// Which channel a command's X names: the number `list` shows, an id, a name, or a piece of
/// one (README "Accessible mode").
extension LineSession {
    enum Found: Equatable {
        case found(Place)
        /// Why nothing (or more than one thing) was found, as a sentence.
        case refused(String)
    }

    /// Finds `name`: a number names the line `list` shows with it (refused when it named another
    /// channel in what was last listed: `saying` makes the command that names that one);
    /// otherwise an exact id, then
    /// an exact name (ignoring case), then a name or id that contains it — looked for in
    /// `section` first (the one the command works on), then in the other, so that "add Tech"
    /// when Tech is already added says so.
    func find(_ name: String, in section: Section, _ editor: Editor, saying: (String) -> String) -> Found {
        let text = LineText(editor)
        let state = editor.state
        guard !name.isEmpty else { return .refused(text.needsName) }
        if name.allSatisfy({ $0.isASCII && $0.isNumber }) {
            let number = Int(name) ?? Int.max
            let mine = state.board.mine.count
            let shown = LineSession.shownAvailable(state)
            let place: Place
            if number >= 1, number <= mine {
                place = Place(.mine, number - 1)
            } else if number > mine, number - mine <= shown.count {
                place = Place(.available, shown[number - mine - 1])
            } else {
                return .refused(text.noNumber(number, last: mine + shown.count))
            }
            if let refusal = shifted(number, now: state.board.channel(at: place)!, editor, saying: saying) {
                return .refused(refusal)
            }
            return .found(place)
        }
        let other = section.other
        for rule in Rule.allCases {
            for searched in [section, other] {
                let matches = LineSession.matches(name, rule: rule, in: state.board.channels(in: searched))
                if matches.count == 1 { return .found(Place(searched, matches[0])) }
                if matches.count > 1 {
                    let places = matches.map { Place(searched, $0) }
                    return .refused(text.ambiguous(name, places: places, state: state))
                }
            }
        }
        return .refused(text.notFound(name))
    }

    /// Why `number` is refused when it names another channel than in the last listing (the
    /// list changed since: an add, a remove, a reload), nil when it names the same one or was
    /// not listed. Says what it was, what it is now, and the command that names the old one
    /// (by name when only it has that name, else by id).
    private func shifted(_ number: Int, now: Channel, _ editor: Editor, saying: (String) -> String) -> String? {
        guard let heard, number <= heard.count, heard[number - 1].id != now.id else { return nil }
        let was = heard[number - 1]
        let board = editor.state.board
        let named = LineSession.matches(was.name, rule: .name, in: board.mine).count
            + LineSession.matches(was.name, rule: .name, in: board.available).count
        let text = LineText(editor)
        return text.numberShifted(
            number, was: MessageText.escaped(was.name), now: text.name(channel: now),
            say: saying(MessageText.escaped(named == 1 ? was.name : was.id)))
    }

    /// How closely a name must match, tried in this order.
    enum Rule: CaseIterable {
        case id, name, part
    }

    static func matches(_ wanted: String, rule: Rule, in channels: [Channel]) -> [Int] {
        let lowered = wanted.lowercased()
        return channels.indices.filter { index in
            let channel = channels[index]
            switch rule {
            case .id: return channel.id == wanted
            case .name: return channel.name.lowercased() == lowered
            case .part: return channel.name.lowercased().containsBytes(of: lowered) || channel.id.lowercased().containsBytes(of: lowered)
            }
        }
    }
}
