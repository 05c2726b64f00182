import ChannelCore
import Localization

/// The words an accessible session understands, in English and in the session's language.
///
/// Each verb's words are one msgid, the English words separated by " / " (`"undo / u"`); a
/// translation lists its own the same way (`"撤销 / 撤消"`), and both are understood, so a
/// Chinese session still takes "undo". The translators own the words (po/), not the code.
package struct LineWords: Sendable {
    package enum Verb: CaseIterable, Sendable {
        case list, `where`, add, remove, move, filter, undo, redo, open, help, quit, accept, cancel
    }

    /// Every word with its verb, longest first (so "remove" is tried before "r...").
    private let verbs: [(word: String, verb: Verb)]
    /// Every command word understood (English and the session's language); `picking`: ok and
    /// cancel are words of a pick session only.
    package func commandWords(picking: Bool) -> [String] {
        verbs.filter { picking || ($0.verb != .accept && $0.verb != .cancel) }.map(\.word)
    }

    /// The words between a name and its place in `move X to N` ("to", "到").
    private let connectors: [String]
    /// The words for the first and the last place ("first", "最前"), longest first.
    private let ends: [(word: String, place: LinePlace)]

    package init(translation: Translation) {
        var verbs: [(String, Verb)] = []
        for verb in Verb.allCases {
            for word in LineWords.words(LineWords.list(verb, { $0 })) + LineWords.words(LineWords.list(verb, translation.tr)) {
                verbs.append((word.lowercased(), verb))
            }
        }
        self.verbs = verbs.sorted { $0.0.count > $1.0.count }
        connectors = (LineWords.words(LineWords.connector({ $0 })) + LineWords.words(LineWords.connector(translation.tr)))
            .map { $0.lowercased() }
        var ends: [(String, LinePlace)] = []
        for (place, list) in [(LinePlace.first, LineWords.first), (LinePlace.last, LineWords.last)] {
            for word in LineWords.words(list({ $0 })) + LineWords.words(list(translation.tr)) {
                ends.append((word.lowercased(), place))
            }
        }
        self.ends = ends.sorted { $0.0.count > $1.0.count }
        func both(_ list: ((String) -> String) -> String) -> [String] {
            (LineWords.words(list({ $0 })) + LineWords.words(list(translation.tr))).map { $0.lowercased() }
        }
        // A list's title names it too, in either language, for every kind of list.
        let screens = ListKind.allCases.flatMap { kind in
            [ScreenText(translation: .english, kind: kind), ScreenText(translation: translation, kind: kind)]
        }
        sectionWords = [
            (both(LineWords.mineWords) + screens.map { $0.mineTitle.lowercased() }, .mine),
            (both(LineWords.availableWords) + screens.map { $0.availableTitle.lowercased() }, .available),
        ]
        relativeWords = both(LineWords.before).map { ($0, false) } + both(LineWords.after).map { ($0, true) }
    }

    /// The words after `list` that name one list (`list mine`, `list add`, a list's title).
    private let sectionWords: [(words: [String], section: Section)]
    /// The words of `move X before Y` and `move X after Y` (English and the session's), with
    /// whether they mean after.
    private let relativeWords: [(word: String, after: Bool)]

    /// The list `operand` of `list` names ("mine", "add", "My Channels", "我的頻道"), nil for
    /// other words (a search).
    func section(named operand: String) -> Section? {
        let lowered = operand.trimmingBlanks().lowercased()
        return sectionWords.first { $0.words.contains(lowered) }?.section
    }

    /// `X before Y`, `X after Y` (any of the session's words; a Chinese one ends the line after
    /// the connector: `X 到 Y 之前`): X, Y and whether after; nil when the operand is neither.
    /// The last such word wins, so "Before Sunrise before Tech" works.
    func relative(_ operand: String) -> (String, String, after: Bool)? {
        let characters = Array(operand)
        let lowered = characters.map { Character($0.lowercased()) }
        var best: (start: Int, end: Int, after: Bool)?
        for (text, after) in relativeWords where text.allSatisfy(\.isASCII) {
            let word = Array(" " + text + " ")
            guard lowered.count > word.count else { continue }
            for start in stride(from: lowered.count - word.count, through: 0, by: -1)
            where Array(lowered[start..<(start + word.count)]) == word {
                if start > (best?.start ?? -1) { best = (start, start + word.count, after) }
                break
            }
        }
        if let (start, end, after) = best {
            let moved = String(characters[..<start]).trimmingBlanks()
            let relative = String(characters[end...]).trimmingBlanks()
            if !moved.isEmpty, !relative.isEmpty { return (moved, relative, after) }
        }
        // "汽车 到 科技 之前": the word last, the connector between the names.
        let trimmed = operand.trimmingBlanks()
        for (text, after) in relativeWords.sorted(by: { $0.word.count > $1.word.count })
        where !text.allSatisfy(\.isASCII) && trimmed.lowercased().hasSuffix(text) {
            let head = Array(trimmed.dropLast(text.count))
            let headLowered = head.map { Character($0.lowercased()) }
            for connector in connectors.sorted(by: { $0.count > $1.count }) {
                let word = Array(connector)
                guard headLowered.count > word.count else { continue }
                for start in stride(from: headLowered.count - word.count, through: 1, by: -1)
                where Array(headLowered[start..<(start + word.count)]) == word {
                    let moved = String(head[..<start]).trimmingBlanks()
                    let relative = String(head[(start + word.count)...]).trimmingBlanks()
                    if !moved.isEmpty, !relative.isEmpty { return (moved, relative, after) }
                }
            }
        }
        return nil
    }

    /// A verb's words, through `tr` (the identity for English).
    static func list(_ verb: Verb, _ tr: (String) -> String) -> String {
        switch verb {
        // Translators: the words of a command of the accessible session (channel-editor
        // --accessible), separated by " / ": give those a user of your language types. The
        // English ones are always understood as well.
        case .list: return tr("list / l / ls")
        // Translators: "where NAME" says which list a channel is in and at which place.
        case .where: return tr("where / w")
        case .add: return tr("add / a")
        case .remove: return tr("remove / rm / x")
        case .move: return tr("move / m / mv")
        case .filter: return tr("filter / f")
        case .undo: return tr("undo / u")
        case .redo: return tr("redo / r")
        case .open: return tr("open / o")
        case .help: return tr("help / h / ?")
        case .quit: return tr("quit / q / exit")
        case .accept: return tr("ok / accept")
        case .cancel: return tr("cancel / c")
        }
    }

    /// The words between a name and its place in `move X to N`, through `tr`.
    static func connector(_ tr: (String) -> String) -> String {
        // Translators: the word between a name and a number in the accessible session's
        // "move NAME to NUMBER"; more than one may be given, separated by " / ".
        tr("to")
    }

    /// The words after `list` that read only My Channels (`list mine`), through `tr`.
    static func mineWords(_ tr: (String) -> String) -> String {
        // Translators: the words after "list" in the accessible session that list only the upper
        // list (My Channels); its title is understood too. Separated by " / ".
        tr("mine / my")
    }

    /// The words after `list` that read only Add Channels (`list add`), through `tr`.
    static func availableWords(_ tr: (String) -> String) -> String {
        // Translators: the words after "list" that list only the lower list (Add Channels); its title is understood too.
        tr("add / available / others")
    }

    /// The words of `move X before Y`, through `tr`.
    static func before(_ tr: (String) -> String) -> String {
        // Translators: "move X before Y" in the accessible session. A word of letters stands
        // between the names (move Autos before Tech); a word in a script without spaces ends the
        // line after the connector ("移动 汽车 到 科技 之前"). Separated by " / ".
        tr("before")
    }

    /// The words of `move X after Y`, through `tr`.
    static func after(_ tr: (String) -> String) -> String {
        // Translators: as "before", for "move X after Y".
        tr("after")
    }

    /// The words for the first place of My Channels in `move X to first`, through `tr`.
    static func first(_ tr: (String) -> String) -> String {
        // Translators: the words for "the first place" in the accessible session's "move NAME to
        // first" (right after the locked channels); more than one may be given, separated by " / ".
        tr("first")
    }

    /// The words for the last place of My Channels in `move X to last`, through `tr`.
    static func last(_ tr: (String) -> String) -> String {
        // Translators: the words for "the last place" in the accessible session's "move NAME to
        // last"; more than one may be given, separated by " / ".
        tr("last")
    }

    /// "to 3", "to last" ("到 3", "到 最后"): how a place follows a name in `move`, in the
    /// session's first words.
    static func placeWords(_ place: LinePlace, translation: Translation) -> String {
        let connector = words(LineWords.connector(translation.tr)).first ?? "to"
        switch place {
        case .number(let number): return connector + " " + String(number)
        case .first: return connector + " " + (words(first(translation.tr)).first ?? "first")
        case .last: return connector + " " + (words(last(translation.tr)).first ?? "last")
        case .other(let word): return connector + " " + word
        }
    }

    /// Every word of a verb after the one the help names it by (its short forms and the
    /// English words of a translated session), for the help's list of short forms.
    package func otherWords(_ verb: Verb, translation: Translation) -> [String] {
        let all = LineWords.words(LineWords.list(verb, translation.tr)) + LineWords.words(LineWords.list(verb, { $0 }))
        var seen: Set<String> = []
        return all.filter { seen.insert($0).inserted }.dropFirst().map { $0 }
    }

    /// The first word of a verb's list, as the help names it, in the session's language.
    package static func word(_ verb: Verb, translation: Translation) -> String {
        words(list(verb, translation.tr)).first ?? ""
    }

    private static func words(_ list: String) -> [String] {
        list.split(separator: "/").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }

    /// The words for the first and the last place in the session's language ("first", "最前").
    static func endWords(translation: Translation) -> (first: String, last: String) {
        (words(first(translation.tr)).first ?? "first", words(last(translation.tr)).first ?? "last")
    }

    /// The verb `line` starts with and the rest of the line. A word of letters must end at a
    /// blank (so "listen" is not "list"); a word in a script written without spaces (Chinese)
    /// may run on into its operand ("添加科技").
    func verb(startingLine line: String) -> (Verb, Substring)? {
        let lowered = line.lowercased()
        for (word, verb) in verbs where lowered.hasPrefix(word) {
            // Lowercasing keeps these words' lengths, so the offsets agree.
            let rest = line.dropFirst(word.count)
            if rest.isEmpty || rest.first!.isWhitespace || !word.allSatisfy(\.isASCII) { return (verb, rest) }
        }
        return nil
    }

    /// `X to N` (or `X N`, `X到N`, `X to last`, `X到最后`, `"3" to 2`): the name and the
    /// place, nil when nothing follows the name; `.other` when a word that is no place follows
    /// "to" ("move Tech to end").
    func splitPlace(_ operand: String) -> (String, LinePlace?) {
        // A quoted name ends at its closing quote; what follows is the place.
        if let close = LineName.closingQuote(operand),
           let end = operand.dropFirst().firstIndex(of: close) {
            let head = String(operand[...end])
            let rest = operand[operand.index(after: end)...].trimmingBlanks()
            guard !rest.isEmpty else { return (head, nil) }
            var placeText = rest
            if let connector = leadingConnector(rest) { placeText = String(rest.dropFirst(connector.count)).trimmingBlanks() }
            return (head, place(placeText) ?? .other(placeText))
        }
        let digits = operand.reversed().prefix(while: LineName.isDigit)
        var head: String
        let place: LinePlace
        if !digits.isEmpty {
            head = String(operand.dropLast(digits.count)).trimmingBlanks()
            place = .number(Int(LineName.asciiDigits(String(digits.reversed())) ?? "") ?? Int.max)
        } else {
            let loweredOperand = operand.lowercased()
            // A word of letters must stand alone ("Breakfast" does not end in "last"); a
            // Chinese one may follow the name or "到" directly.
            guard let end = ends.first(where: { end in
                guard loweredOperand.hasSuffix(end.word) else { return false }
                let before = operand.dropLast(end.word.count)
                return !before.trimmingBlanks().isEmpty
                    && (before.last!.isWhitespace || !end.word.allSatisfy(\.isASCII))
            }) else { return otherPlace(operand) }
            head = String(operand.dropLast(end.word.count)).trimmingBlanks()
            place = end.place
        }
        let lowered = head.lowercased()
        for connector in connectors.sorted(by: { $0.count > $1.count }) where lowered.hasSuffix(connector) {
            let before = head.dropLast(connector.count)
            if before.isEmpty || before.last!.isWhitespace || !connector.allSatisfy(\.isASCII) {
                head = before.trimmingBlanks()
                break
            }
        }
        return (head, place)
    }

    /// `X to WORD` where WORD is no place: the name and `.other(WORD)`; the whole operand and
    /// nil when no "to" stands in it.
    private func otherPlace(_ operand: String) -> (String, LinePlace?) {
        let characters = Array(operand)
        let lowered = characters.map { Character($0.lowercased()) }
        for connector in connectors.sorted(by: { $0.count > $1.count }) {
            let word = Array(connector)
            let ascii = connector.allSatisfy(\.isASCII)
            // The last "to" with a name before it and a word after it (a blank either side of an English one).
            var start = characters.count - word.count - 1
            while start >= 1 {
                defer { start -= 1 }
                guard Array(lowered[start..<(start + word.count)]) == word else { continue }
                if ascii, !(characters[start - 1].isWhitespace && characters[start + word.count].isWhitespace) { continue }
                let head = String(characters[..<start]).trimmingBlanks()
                let tail = String(characters[(start + word.count)...]).trimmingBlanks()
                if !head.isEmpty, !tail.isEmpty { return (head, .other(tail)) }
            }
        }
        return (operand, nil)
    }

    /// The connector `text` starts with ("to 2", "到2"), nil when none.
    private func leadingConnector(_ text: String) -> String? {
        let lowered = text.lowercased()
        return connectors.sorted(by: { $0.count > $1.count }).first { connector in
            guard lowered.hasPrefix(connector) else { return false }
            let after = text.dropFirst(connector.count)
            return after.isEmpty || after.first!.isWhitespace || !connector.allSatisfy(\.isASCII)
        }
    }

    /// A place alone: a number, or a word for the first or the last place.
    private func place(_ text: String) -> LinePlace? {
        if let digits = LineName.asciiDigits(text) { return .number(Int(digits) ?? Int.max) }
        return ends.first { $0.word == text.lowercased() }?.place
    }
}
