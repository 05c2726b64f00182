import ChannelCore

/// Parts of the lists, for long ones (issue 40.1, 40.2): `where X`, `list mine`, `list add`,
/// `list WORDS`, and the greeting's summary. A receiver's bouquet or a provider's playlist holds
/// thousands of entries; a session read them all before its first prompt. Every number said is
/// the one `list` gives the entry now, and is remembered as heard.
extension LineSession {
    /// Up to this many entries the greeting reads both lists whole (the bundled catalog's 30);
    /// past it, a summary (`summary`).
    static let wholeListLimit = 30
    /// How many of each list the summary reads.
    static let summaryCount = 5
    /// How many places `where` reads when a name matches several.
    static let whereCount = 10

    /// The greeting's listing: both lists, or a summary when they are long.
    package mutating func opening(_ editor: Editor) -> [String] {
        let board = editor.state.board
        guard board.mine.count + board.available.count > LineSession.wholeListLimit else { return listed(editor) }
        heard = LineSession.numbering(editor.state)
        let text = LineText(editor)
        let state = editor.state
        var lines: [String] = []
        let shown = LineSession.shownAvailable(state)
        for section in Section.allCases {
            let entries: [(number: Int, channel: Channel)] = section.choose(
                mine: board.mine.prefix(LineSession.summaryCount).enumerated().map { ($0.offset + 1, $0.element) },
                available: shown.prefix(LineSession.summaryCount).enumerated().map { (board.mine.count + $0.offset + 1, board.available[$0.element]) })
            let total = section.choose(mine: board.mine.count, available: shown.count)
            lines.append(text.summaryHeading(section, count: total, shown: entries.count))
            lines += entries.map { text.line(number: $0.number, $0.channel, current: $0.channel.id == board.current) }
        }
        lines.append(text.summaryHint(board.mine.count + shown.count))
        return lines
    }

    /// `list`, `list mine`, `list add`, `list WORDS` (`list mine WORDS` searches one list).
    mutating func list(_ operand: String, editor: Editor) -> LineReply {
        let trimmed = operand.trimmingBlanks()
        guard !trimmed.isEmpty else { return LineReply(lines: listed(editor)) }
        let text = LineText(editor)
        // A list's own title names it too (a pick session's "Chosen", or the script's).
        let titles = [(text.mine.lowercased(), Section.mine), (text.available.lowercased(), .available)]
        // In quotes, words to look for even when they name a list (`list "mine"`).
        let quoted = LineName(trimmed)
        var section = quoted.quoted ? nil : words.section(named: trimmed) ?? titles.first { $0.0 == trimmed.lowercased() }?.1
        var search = section == nil ? quoted.text : ""
        if section == nil, !quoted.quoted, let blank = trimmed.firstIndex(where: \.isWhitespace),
           let first = words.section(named: String(trimmed[..<blank])) {
            section = first
            search = trimmed[blank...].trimmingBlanks()
        }
        let state = editor.state
        heard = LineSession.numbering(state)
        let terms = search.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let sections = section.map { [$0] } ?? Section.allCases
        let shown = LineSession.shownAvailable(state)
        var lines: [String] = []
        for part in sections {
            let numbered: [(number: Int, channel: Channel)] = part.choose(
                mine: state.board.mine.enumerated().map { ($0.offset + 1, $0.element) },
                available: shown.enumerated().map { (state.board.mine.count + $0.offset + 1, state.board.available[$0.element]) })
            let matching = terms.isEmpty ? numbered : numbered.filter { LineSession.holds($0.channel, terms, state) }
            if terms.isEmpty {
                lines.append(part == .mine ? text.mineHeading(matching.count)
                    : text.availableHeading(shown: matching.count, of: state.board.available.count, filter: state.filter))
            } else if !matching.isEmpty {
                lines.append(text.searchHeading(part, matching: matching.count, of: numbered.count, search: search))
            } else {
                continue
            }
            lines += matching.map { text.line(number: $0.number, $0.channel, current: $0.channel.id == state.board.current) }
        }
        if lines.isEmpty { lines.append(text.nothingMatches(search, in: section)) }
        return LineReply(lines: lines)
    }

    /// True when every term is in the channel's name, id or detail (group, tags), ignoring case.
    static func holds(_ channel: Channel, _ terms: [String], _ state: EditorState) -> Bool {
        let name = channel.name.lowercased()
        let id = channel.id.lowercased()
        let detail = state.details?.detail(for: channel.id)?.lowercased() ?? ""
        return terms.allSatisfy { name.containsBytes(of: $0) || id.containsBytes(of: $0) || detail.containsBytes(of: $0) }
    }

    /// `where X`: the list X is in and its place there ("Tech is in My Channels, place 3 of 5.");
    /// every place when X names several.
    mutating func whereIs(_ name: String, editor: Editor) -> LineReply {
        let text = LineText(editor)
        let state = editor.state
        let found = LineSession.resolve(name, in: .mine, editor, heard: heard, words: words) { text.command(.where, $0) }
        switch found {
        case .refused(let refusal): return LineReply.refusal(refusal)
        case .found(let place):
            hear([place], state)
            return LineReply(lines: [text.whereIs(place, state: state)])
        case .ambiguous(_, let places):
            let ordered = places.sorted { ($0.section.rawValue, $0.index) < ($1.section.rawValue, $1.index) }
            let said = Array(ordered.prefix(LineSession.whereCount))
            hear(Set(said), state)
            var lines = [text.whereMatches(LineName(name).text, count: ordered.count)]
            lines += said.map { text.whereIs($0, state: state, numbered: true) }
            if ordered.count > said.count { lines.append(text.whereMore(ordered.count - said.count, search: LineName(name).text)) }
            return LineReply(lines: lines)
        }
    }

    /// The numbers of `places` were just said: they are what the user heard for them now.
    mutating func hear(_ places: Set<Place>, _ state: EditorState) {
        let numbering = LineSession.numbering(state)
        guard var told = heard else { return }
        for (index, entry) in numbering.enumerated() where index < told.count {
            if let place = LineSession.numbered(index + 1, state), places.contains(place) { told[index] = entry }
        }
        heard = told
    }
}
