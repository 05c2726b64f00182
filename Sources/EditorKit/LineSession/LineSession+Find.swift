import ChannelCore

/// Which channel a command's X names: the number `list` shows, an id, a name, or a piece of
/// one (README "Accessible mode").
extension LineSession {
    enum Found: Equatable {
        case found(Place)
        /// Why nothing (or more than one thing) was found, as a sentence.
        case refused(String)
        /// More than one channel matched: the sentence says the numbers `list` shows them with now.
        case ambiguous(String, Set<Place>)
    }

    /// Finds `operand` for a command `saying` makes of an X (`{ "remove " + $0 }`), with the
    /// numbers as the user last heard them. The numbers an ambiguity's sentence says are heard:
    /// giving one of them next names what the sentence said (`.found` or `.refused` only).
    mutating func find(_ operand: String, in section: Section, _ editor: Editor, saying: (String) -> String) -> Found {
        let found = LineSession.resolve(operand, in: section, editor, heard: heard, words: words, saying: saying)
        guard case .ambiguous(let sentence, let places) = found else { return found }
        hear(places, editor.state)
        return .refused(sentence)
    }

    /// Finds `operand`. In quotes it is a name or an id (`byName`). Digits are a number `list`
    /// shows, unless no line has that number and a channel has exactly that id or name: then
    /// that channel. A number refused: when it names another channel than in the last listing
    /// (`heard`); when it is also the exact id or name of another channel (it could mean
    /// either: the sentence says how to name each, which `saying` makes a command of).
    static func resolve(_ operand: String, in section: Section, _ editor: Editor,
                        heard: [(id: String, name: String)]?, words: LineWords, saying: (String) -> String) -> Found {
        let text = LineText(editor)
        let state = editor.state
        let board = state.board
        let name = LineName(operand)
        guard !name.text.isEmpty else { return .refused(text.needsName) }
        guard !name.quoted, LineName.readsAsNumber(name.text) else { return byName(name.text, in: section, state, text) }
        let number = Int(name.text) ?? Int.max
        let named = exact(name.text, in: section, board)
        // Only a channel the command can act on makes the number ambiguous or is worth a
        // suggestion (a suggested "remove Finance" was refused: Finance was in Add Channels).
        let namedHere = named.filter { $0.section == section }
        func say(_ channel: Channel) -> String {
            sayable(channel, in: section, editor, words: words, saying: saying)
        }
        let heardEntry = heard.flatMap { number >= 1 && number <= $0.count ? $0[number - 1] : nil }
        if let current = numbered(number, state) {
            let now = board.channel(at: current)!
            if let heardEntry, heardEntry.id != now.id {
                guard let wasPlace = board.place(of: heardEntry.id), let was = board.channel(at: wasPlace) else {
                    return .refused(text.numberGone(number, was: MessageText.escaped(heardEntry.name), now: text.name(channel: now)))
                }
                guard wasPlace.section == section else {
                    return .refused(text.numberMovedAway(number, was: text.name(channel: was), now: text.name(channel: now),
                                                         section: text.sectionTitle(wasPlace.section)))
                }
                return .refused(text.numberShifted(
                    number, was: text.name(channel: was), now: text.name(channel: now), say: say(was)))
            }
            if namedHere.isEmpty || namedHere == [current] { return .found(current) }
            // The number is of a channel the command cannot act on, the name of one it can.
            if current.section != section, namedHere.count == 1 { return .found(namedHere[0]) }
            guard namedHere.count == 1, let other = board.channel(at: namedHere[0]) else {
                let places = [current] + namedHere.filter { $0 != current }
                return .ambiguous(text.ambiguous(name.text, places: places, state: state), Set(places))
            }
            return .refused(text.numberOrName(name.text, number: text.name(channel: now), other: text.name(channel: other),
                                              byID: other.id == name.text && other.name.lowercased() != name.text.lowercased(), say: say(now), sayOther: say(other)))
        }
        guard !named.isEmpty else {
            return .refused(text.noNumber(number, last: board.mine.count + shownAvailable(state).count, filter: state.filter))
        }
        // A number the last listing gave to another channel, which has none now.
        if let heardEntry, let wasPlace = board.place(of: heardEntry.id), wasPlace.section == section, !named.contains(wasPlace),
           let was = board.channel(at: wasPlace), named.count == 1, let other = board.channel(at: named[0]) {
            return .refused(text.heardOrName(name.text, was: text.name(channel: was), other: text.name(channel: other),
                                             say: say(was), sayOther: say(other)))
        }
        guard named.count == 1 else { return .ambiguous(text.ambiguous(name.text, places: named, state: state), Set(named)) }
        return .found(named[0])
    }

    /// The number `list` shows `place` with now, nil when the filter hides it.
    static func number(of place: Place, _ state: EditorState) -> Int? {
        switch place.section {
        case .mine: return place.index + 1
        case .available: return shownAvailable(state).firstIndex(of: place.index).map { state.board.mine.count + $0 + 1 }
        }
    }

    /// The place of the line `list` shows with `number` now, nil when none has it.
    static func numbered(_ number: Int, _ state: EditorState) -> Place? {
        let mine = state.board.mine.count
        let shown = shownAvailable(state)
        if number >= 1, number <= mine { return Place(.mine, number - 1) }
        if number > mine, number - mine <= shown.count { return Place(.available, shown[number - mine - 1]) }
        return nil
    }

    /// The channels whose id is exactly `name`, else those whose name is (ignoring case): in
    /// `section` first, then in the other.
    static func exact(_ name: String, in section: Section, _ board: Board, fold: TextFold? = nil) -> [Place] {
        for rule in [Rule.id, .name] {
            for searched in [section, section.other] {
                let matches = LineSession.matches(name, rule: rule, in: board.channels(in: searched), fold: fold)
                if !matches.isEmpty { return matches.map { Place(searched, $0) } }
            }
        }
        return []
    }

    /// An exact id, then an exact name (ignoring case), then a name or id that contains it —
    /// looked for in `section` first (the one the command works on), then in the other, so
    /// that "add Tech" when Tech is already added says so.
    static func byName(_ name: String, in section: Section, _ state: EditorState, _ text: LineText) -> Found {
        for rule in Rule.allCases {
            for searched in [section, section.other] {
                // A twin's name with what tells it apart ("Star Movies (host b.example)") names it alone.
                let matches = LineSession.matches(name, rule: rule, in: state.board.channels(in: searched),
                                                  told: rule == .name ? { text.name(channel: $0) } : nil,
                                                  fold: state.fold)
                if matches.count == 1 { return .found(Place(searched, matches[0])) }
                if matches.count > 1 {
                    let places = matches.map { Place(searched, $0) }
                    return .ambiguous(text.ambiguous(name, places: places, state: state), Set(places))
                }
            }
        }
        return .refused(text.notFound(name))
    }

    /// The command `saying` makes of the X that names `channel` whatever the last listing was:
    /// its name, else its id; in quotes when it would read as a number (or not find it bare).
    /// Each is read back as the user would type it and kept only if it finds `channel`, so a
    /// command a sentence suggests does what it says.
    static func sayable(_ channel: Channel, in section: Section, _ editor: Editor, words: LineWords,
                        saying: (String) -> String) -> String {
        let candidates = [channel.name, LineText(editor).name(channel: channel), channel.id].flatMap { raw -> [String] in
            LineName.readsAsNumber(raw) ? ["\"" + raw + "\""] : [raw, "\"" + raw + "\""]
        }
        for candidate in candidates {
            let command = saying(candidate)
            guard let operand = LineCommand.parse(command, words: words).operand,
                  case .found(let place) = resolve(operand, in: section, editor, heard: nil, words: words, saying: saying),
                  editor.state.board.channel(at: place)?.id == channel.id else { continue }
            return saying(MessageText.escaped(candidate))
        }
        return saying(MessageText.escaped("\"" + channel.id + "\""))
    }

    /// How closely a name must match, tried in this order.
    enum Rule: CaseIterable {
        case id, name, part
    }

    /// `fold`: names compared Traditional and Simplified alike too (鳳凰 finds 凤凰中文).
    static func matches(_ wanted: String, rule: Rule, in channels: [Channel], told: ((Channel) -> String)? = nil, fold: TextFold? = nil) -> [Int] {
        let lowered = wanted.lowercased()
        let byName = channels.indices.filter { index in
            let channel = channels[index]
            switch rule {
            case .id: return channel.id == wanted
            case .name: return channel.name.lowercased() == lowered || fold?.equals(channel.name, wanted) == true
            case .part:
                return channel.name.lowercased().containsBytes(of: lowered) || channel.id.lowercased().containsBytes(of: lowered)
                    || fold?.contains(channel.name, wanted) == true
            }
        }
        // Only a name with more after it than a name can be a told one: a twin's, in brackets.
        guard byName.isEmpty, let told, wanted.last == ")" || wanted.last == "）" else { return byName }
        return channels.indices.filter { told(channels[$0]).lowercased() == lowered }
    }
}

extension LineCommand {
    /// The X of a command that takes one (the name of `move`), nil for the others.
    var operand: String? {
        switch self {
        case .add(let name), .remove(let name), .open(let name), .move(let name, _, _): return name
        default: return nil
        }
    }
}
