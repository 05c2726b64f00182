import ChannelCore
import Localization

/// Every sentence of the accessible session, in the session's language (the English texts are
/// msgids of po/channel-editor.pot). Names are escaped: no control character is ever printed.
/// A pick session says the titles it was given instead of My Channels and Add Channels.
struct LineText {
    let screen: ScreenText
    let picking: Bool
    /// A playlist entry's group, a feed's tags (what the screen's status row shows).
    let details: ChannelDetails?
    /// What tells same-named entries apart, found on the first name that needs it.
    private let twins: TwinBox

    init(_ editor: Editor) {
        screen = editor.text
        picking = editor.state.pick != nil
        details = editor.state.details
        twins = TwinBox(board: editor.state.board, details: editor.state.details, names: editor.sharedNames)
    }

    /// The board's twins, found only when a name is said: a sentence's one or two names by a
    /// scan of the names (the screen says one after every change, at 100,000 entries too); a
    /// listing's many by a table made once.
    private final class TwinBox {
        let board: Board
        let details: ChannelDetails?
        /// Which names are known to be their own (`Editor.prepareAfterFrame`): no scan.
        let names: SharedNames
        private var table: TwinNames?
        private var asked = 0
        init(board: Board, details: ChannelDetails?, names: SharedNames) {
            self.board = board
            self.details = details
            self.names = names
        }

        func traits(of channel: Channel) -> TwinTraits? {
            if names.isOwn(channel) { return nil }
            asked += 1
            if table == nil, asked > 4 { table = TwinNames(board: board, details: details) }
            if let table { return table.traits(of: channel) }
            return TwinNames(of: channel, in: board, details: details).traits(of: channel)
        }
    }

    func tr(_ msgid: String) -> String { screen.tr(msgid) }
    func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(screen.translation.tr(msgid), arguments.map(\.description))
    }

    /// What the user typed, in the language's quotes ("tech", 「科技」, “科技”): escaped and cut as
    /// `MessageText.quoted` does; a Taiwanese reader saw "靖天" beside 「說明」 (issue 40.5).
    func quoted(_ text: String) -> String {
        let plain = MessageText.quoted(text)
        // Translators: the quotes around a word the user typed (Traditional Chinese: 「%s」, Simplified: “%s”).
        return tr("\"%s\"", String(plain.dropFirst().dropLast()))
    }

    var mine: String { screen.mineSectionTitle }
    var available: String { screen.availableSectionTitle }
    func sectionTitle(_ section: Section) -> String { section == .mine ? mine : available }

    /// A channel's whole name, made safe to print (`MessageText.escaped`); an entry whose name
    /// another has too says what tells it apart ("Star Movies (host b.example)", issue 40.3).
    func name(channel: Channel) -> String {
        let name = MessageText.escaped(channel.name)
        guard let traits = twins.traits(of: channel) else { return name }
        return told(name, traits)
    }

    /// `name` with what tells it from its twins, in brackets.
    func told(_ name: String, _ traits: TwinTraits) -> String {
        let parts = ScreenText.twinParts(traits, kind: screen.kind, tr: { msgid, argument in self.tr(msgid, argument) },
                                         ordinal: { self.tr("%d of %d alike", $0, $1) })
        guard !parts.isEmpty else { return name }
        // Translators: a name and what tells it from others of the same name ("Star Movies (host b.example, 2 of 3 alike)").
        return tr("%1$s (%2$s)", name, parts.dropFirst().reduce(parts[0]) { tr("%1$s, %2$s", $0, $1) })
    }

    // MARK: The listing

    func mineHeading(_ count: Int) -> String {
        // Translators: the accessible session's listing; %s is My Channels (or a pick session's title), %d how many.
        count == 0 ? tr("%s: none.", mine) : tr("%s, %d:", mine, count)
    }

    func availableHeading(shown: Int, of total: Int, filter: String?) -> String {
        if let filter, !filter.isEmpty {
            if shown == 0 {
                // Translators: the accessible session's listing when the filter hides all of Add Channels: its title, the filter, how many there are; "filter" is the command.
                return tr("%s, filter %s: none of %d match; filter alone shows all.", available, quoted(filter), total)
            }
            // Translators: the accessible session's listing: Add Channels' title, the filter, how many match of how many.
            return tr("%s, filter %s: %d of %d:", available, quoted(filter), shown, total)
        }
        return total == 0 ? tr("%s: none.", available) : tr("%s, %d:", available, total)
    }

    /// "3. Tech, locked, current"; a playlist entry with its group, a feed with its tags
    /// ("4. CCTV-1, News": the filter matches them, so a listing says them).
    func line(number: Int, _ channel: Channel, current: Bool) -> String {
        var line = "\(number). " + name(channel: channel)
        if let detail = details?.detail(for: channel.id), !detail.isEmpty, twins.traits(of: channel)?.detail == nil {
            line = tr("%1$s, %2$s", line, MessageText.escaped(detail))
        }
        // Translators: marks after a channel's name in the accessible session's listing.
        // Translators: a listing line and one mark after it ("3. Tech, locked"); Chinese puts "，".
        if channel.locked { line = tr("%1$s, %2$s", line, tr("locked")) }
        if current { line = tr("%1$s, %2$s", line, tr("current")) }
        return line
    }

    // MARK: What changed

    func added(_ name: String, place: Place?, board: Board) -> String {
        // Translators: %s is a name, then My Channels' title; %d the place and how many there are.
        tr("%s added to %s, place %d of %d.", name, mine, (place?.index ?? 0) + 1, board.mine.count)
    }

    /// `place`: where it went (a pick session puts an item back in its input place, not first).
    func removed(_ name: String, place: Place?) -> String {
        // Translators: %s is a name, then Add Channels' title.
        guard let place, place.index > 0 else { return tr("%s removed: it is first in %s now.", name, available) }
        // Translators: a pick session: the item went back to its place among the others; %s is a name, then the title.
        return tr("%s removed: it is back in %s.", name, available)
    }

    /// The screen's status row, when `added` does not fit it.
    func addedBrief(_ name: String, place: Place?, board: Board) -> String {
        // Translators: the status row's short form of "%s added to My Channels, place %d of %d.".
        tr("%s added, place %d of %d.", name, (place?.index ?? 0) + 1, board.mine.count)
    }

    /// The screen's status row, when `removed` does not fit it.
    func removedBrief(_ name: String) -> String {
        // Translators: the status row's short form of "%s removed: it is first in Add Channels now.".
        tr("%s removed.", name)
    }

    /// The short form of `whereNow` on My Channels ("Tech, place 3 of 9"); nil elsewhere.
    func whereNowBrief(_ name: String, place: Place, board: Board) -> String? {
        guard place.section == .mine else { return nil }
        // Translators: the status row's short form of "%s is at place %d of %d in My Channels".
        return tr("%s, place %d of %d", name, place.index + 1, board.mine.count)
    }

    func moved(_ name: String, to place: Place?, board: Board) -> String {
        tr("%s moved to place %d of %d.", name, (place?.index ?? 0) + 1, board.mine.count)
    }

    /// Where a channel is now, after an undo or a redo.
    func whereNow(_ name: String, place: Place, board: Board) -> String {
        guard place.section == .mine else { return tr("%s is in %s", name, available) }
        return tr("%s is at place %d of %d in %s", name, place.index + 1, board.mine.count, mine)
    }

    func undone(_ whereNow: String) -> String { tr("Undone: %s.", whereNow) }
    func redone(_ whereNow: String) -> String { tr("Redone: %s.", whereNow) }
    func opened(_ name: String) -> String {
        switch screen.kind {
        case .channels: return tr("Opened %s; the session ends.", name)
        // Translators: opening a feed prints its URL on standard output and ends the session.
        case .feeds: return tr("The URL of %s is printed; the session ends.", name)
        case .services, .bouquets: return tr("The id of %s is printed; the session ends.", name)
        }
    }

    func filtered(_ filter: String, shown: Int, of total: Int) -> String {
        if shown == 0 {
            // Translators: the filter text, how many Add Channels has, its title; "filter" is the command.
            return tr("Filter %s: none of the %d in %s match; filter alone shows all.", quoted(filter), total, available)
        }
        // Translators: the filter text, how many of Add Channels match, of how many, Add Channels' title.
        return tr("Filter %s: %d of %d in %s match.", quoted(filter), shown, total, available)
    }

    func filterCleared(_ total: Int) -> String { tr("No filter: %s shows all %d.", available, total) }
    func counts(mine count: Int, available others: Int) -> String {
        // Translators: after a reload in the accessible session: My Channels' title, how many, Add Channels' title, how many.
        tr("Now %s has %d and %s has %d; list shows them.", mine, count, available, others)
    }

    var ended: String { tr("Session ended.") }
    var cancelled: String { tr("Cancelled: nothing chosen.") }
    var quitDropsChoice: String { tr("quit again cancels and drops your choice; ok prints it.") }
    func accepted(_ count: Int) -> String { tr("Accepted: %d chosen.", count) }

    // MARK: Refusals (each says why)

    func unknownCommand(_ word: String, near: String) -> String {
        // Translators: the accessible session; %1$s is the word typed, %2$s the command it is near.
        tr("Unknown command %1$s: did you mean %2$s? help lists the commands.", quoted(word), near)
    }

    func unknownCommand(_ word: String) -> String {
        tr("Unknown command %s: help lists the commands.", quoted(word))
    }

    func numberShifted(_ number: Int, was: String, now: String, say: String) -> String {
        // Translators: the accessible session; %d is a number the user took from an older
        // listing, the first %s the channel it named then, the second the one it names now, the
        // last the command that names the first by name (as "remove Finance").
        tr("%d was %s when you last listed; it is now %s. Say %s, or list again.", number, was, now, say)
    }

    func numberMovedAway(_ number: Int, was: String, now: String, section: String) -> String {
        // Translators: the accessible session; as above, where the channel the number named then
        // is now in the other list (%4$s), where this command cannot act on it.
        tr("%1$d was %2$s when you last listed; it is now %3$s, and %2$s is in %4$s now. List again.", number, was, now, section)
    }

    func numberGone(_ number: Int, was: String, now: String) -> String {
        // Translators: the accessible session; as above, where the channel the number named then
        // is no longer in either list (a change on disk took it away).
        tr("%1$d was %2$s when you last listed; it is now %3$s, and %2$s is gone. List again.", number, was, now)
    }

    /// A command as the user would type it: its word in the session's language, then `name`.
    func command(_ verb: LineWords.Verb, _ name: String) -> String {
        LineWords.word(verb, translation: screen.translation) + " " + name
    }

    /// `move X before Y` (after) in the session's words ("移动 X 到 Y 之前").
    func move(_ name: String, relativeTo other: String, after: Bool) -> String {
        // Translators: the operand of the accessible session's "move X before Y": X, then Y (a Chinese
        // session says "X 到 Y 之前"); the word must be one of those given for "before".
        let operand = after ? tr("%1$s after %2$s", name, other) : tr("%1$s before %2$s", name, other)
        return command(.move, operand)
    }

    /// `move NAME to PLACE` in the session's words.
    func move(_ name: String, to place: LinePlace) -> String {
        command(.move, name) + " " + LineWords.placeWords(place, translation: screen.translation)
    }

    var needsName: String { tr("Which one? Give a name, an id or the number list shows.") }
    var moveNeedsPlace: String { tr("Where to? Say move, a name and a place: move Tech to 2.") }
    /// `move X` with no place, X found: `example` is a command that moves it.
    func whereTo(count: Int, example: String) -> String {
        let ends = LineWords.endWords(translation: screen.translation)
        // Translators: the accessible session's move without a place; %2$s and %3$s are the
        // words for the first and the last place, %4$s a command that moves the channel.
        return tr("Where to? Give a place from 1 to %1$d, %2$s or %3$s: %4$s.", count, ends.first, ends.last, example)
    }
    /// `move X to WORD` where WORD is no place.
    func notAPlace(_ word: String, count: Int, example: String) -> String {
        let ends = LineWords.endWords(translation: screen.translation)
        // Translators: the accessible session; %1$s is the word typed after "to", %3$s and %4$s
        // the words for the first and the last place, %5$s a command that moves the channel.
        return tr("%1$s is not a place: give one from 1 to %2$d, %3$s or %4$s: %5$s.",
                  quoted(word), count, ends.first, ends.last, example)
    }
    /// `move X` where X is in Add Channels: `add` is the command that adds it.
    func moveOnlyMine(_ name: String, add: String) -> String {
        // Translators: the accessible session; %1$s is a name, %2$s Add Channels' title, %3$s My
        // Channels' title, %4$s the command that adds it ("add Music").
        tr("%1$s is in %2$s: only %3$s can be reordered. Say %4$s first, then move it.", name, available, mine, add)
    }
    /// `move X before Y` where Y is in Add Channels.
    func notInMine(_ name: String) -> String {
        // Translators: the accessible session; %1$s is a name, %2$s My Channels' title.
        tr("%1$s is not in %2$s: give a place there.", name, mine)
    }

    /// `remove X` where X is in Add Channels already.
    func alreadyOut(_ name: String) -> String {
        tr("%s is already in %s.", name, available)
    }
    /// `open X` where X is in Add Channels: `add` is the command that adds it.
    func openOnlyMine(_ name: String, add: String) -> String {
        // Translators: the accessible session; %1$s is a name, %2$s My Channels' title, %3$s the
        // command that adds it ("add Music").
        tr("%1$s is not in %2$s: say %3$s first, then open it.", name, mine, add)
    }
    /// A refusal of the editor's (the screen's status row has no full stop), as a sentence.
    func sentence(_ notice: String) -> String {
        guard let last = notice.last, !".。!！?？:：".contains(last) else { return notice }
        // Translators: a sentence made of a message without its full stop (the screen's status
        // row's "Top is locked"), as the accessible session says it.
        return tr("%s.", notice)
    }
    func placeOutOfRange(_ count: Int) -> String {
        count == 0 ? tr("%s is empty: nothing to move.", mine) : tr("There is no such place: give one from 1 to %d.", count)
    }
    func noNumber(_ number: Int, last: Int, filter: String?) -> String {
        if let filter, !filter.isEmpty {
            // Translators: the accessible session; a filter hides some of Add Channels, so the
            // numbers are those of its matches; %s is the filter; "filter" is the command.
            return last == 0 ? tr("There is no number %d while the filter %s is on: it hides them all; filter alone shows all.", number, quoted(filter))
                : tr("There is no number %d while the filter %s is on: list numbers its matches from 1 to %d; filter alone shows all.", number, quoted(filter), last)
        }
        return last == 0 ? tr("There is no number %d: both lists are empty.", number)
            : tr("There is no number %d: list numbers them from 1 to %d.", number, last)
    }

    /// A number that is also another channel's exact name or id (README "Accessible mode").
    func numberOrName(_ word: String, number: String, other: String, byID: Bool, say: String, sayOther: String) -> String {
        // Translators: the accessible session; %1$s is what was typed (digits), %2$s the channel
        // list shows with that number, %3$s another channel; %4$s and %5$s commands that name each.
        byID ? tr("%1$s could be number %1$s, %2$s, or the one whose id is %1$s, %3$s: say %4$s for the first, %5$s for the second.",
                  word, quoted(number), quoted(other), say, sayOther)
            // Translators: as above, where the other channel is called by the digits.
            : tr("%1$s could be number %1$s, %2$s, or the one called %1$s, %3$s: say %4$s for the first, %5$s for the second.",
                 word, quoted(number), quoted(other), say, sayOther)
    }

    /// A number the last listing gave to a channel it no longer names, and another channel's name or id.
    func heardOrName(_ word: String, was: String, other: String, say: String, sayOther: String) -> String {
        // Translators: the accessible session; %1$s is what was typed (digits), %2$s the channel
        // it was the number of in the last listing, %3$s the channel called so (or with that
        // id); %4$s and %5$s commands that name each.
        tr("%1$s was %2$s when you last listed, and %3$s is called %1$s: say %4$s for the first, %5$s for the second.",
           word, quoted(was), quoted(other), say, sayOther)
    }

    func notFound(_ name: String) -> String {
        tr("Nothing is called %s: list shows every name and number.", quoted(name))
    }
    func ambiguous(_ name: String, places: [Place], state: EditorState) -> String {
        let shown = LineSession.shownAvailable(state)
        let named = places.prefix(5).map { place -> String in
            let channel = state.board.channel(at: place)!
            let number = place.section.choose(
                mine: place.index + 1, available: shown.firstIndex(of: place.index).map { state.board.mine.count + $0 + 1 })
            return number.map { "\($0). " } .map { $0 + self.name(channel: channel) } ?? self.name(channel: channel)
        }
        let list = named.joined(separator: "; ") + (places.count > 5 ? "; …" : "")
        return tr("%s matches %d: %s. Give the number or the whole name.", quoted(name), places.count, list)
    }
    func lockedPlaces(_ locked: Int, name: String) -> String {
        locked == 1 ? tr("Place 1 holds a locked channel: %s can go to place 2 or later.", name)
            : tr("Places 1 to %d hold locked channels: %s can go to place %d or later.", locked, name, locked + 1)
    }
    func alreadyAt(_ name: String, place: Int, count: Int) -> String {
        tr("%s is already at place %d of %d.", name, place, count)
    }
    func alreadyIn(_ name: String) -> String { tr("%s is already in %s.", name, mine) }
    var nothingToOpen: String { tr("Nothing to open here: ok accepts the list, cancel leaves.") }
    var onlyInPick: String { tr("ok and cancel end a pick session; quit ends this one.") }
    var filterUnusable: String { tr("That filter holds nothing that can be typed.") }

    var openHelp: String {
        switch screen.kind {
        case .channels: return tr("open X: make X the current channel and leave.")
        case .feeds: return tr("open X: print the URL of X and leave.")
        case .services, .bouquets: return tr("open X: print the id of X and leave.")
        }
    }

    // MARK: Parts of long lists (LineSession+Where)

    /// The summary's heading of one list: its title, how many, how many are read here.
    func summaryHeading(_ section: Section, count: Int, shown: Int) -> String {
        let title = sectionTitle(section)
        if count == 0 { return tr("%s: none.", title) }
        // Translators: the greeting of a long list in the accessible session: a list's title, how many it holds, how many of them follow.
        return shown < count ? tr("%1$s, %2$d; the first %3$d:", title, count, shown) : tr("%s, %d:", title, count)
    }

    /// The summary's last line: how to hear more.
    func summaryHint(_ total: Int) -> String {
        // Translators: the greeting of a long list: %d is how many entries both lists hold; list, list mine, list add, where are commands.
        tr("list reads all %d; list mine or list add reads one list, list WORDS the entries that hold the words, where X the place of X.", total)
    }

    /// `list WORDS`: a list's title, how many match of how many, the words.
    func searchHeading(_ section: Section, matching: Int, of total: Int, search: String) -> String {
        // Translators: the accessible session's "list WORDS": a list's title, how many of its entries hold the words, of how many, the words.
        tr("%1$s, %2$d of %3$d hold %4$s:", sectionTitle(section), matching, total, quoted(search))
    }

    func nothingMatches(_ search: String, in section: Section?) -> String {
        guard let section else { return tr("No entry holds %s; list reads all.", quoted(search)) }
        return tr("No entry of %1$s holds %2$s; list reads all.", sectionTitle(section), quoted(search))
    }

    /// `where X`: "Tech is in My Channels, place 3 of 5."; `numbered`: the list's number first.
    func whereIs(_ place: Place, state: EditorState, numbered: Bool = false) -> String {
        let board = state.board
        let channel = board.channel(at: place)!
        let named = name(channel: channel)
        let sentence: String
        switch place.section {
        case .mine:
            // Translators: the accessible session's "where X": a name, My Channels' title, its place, how many.
            sentence = tr("%1$s is in %2$s, place %3$d of %4$d.", named, mine, place.index + 1, board.mine.count)
        case .available:
            let shown = LineSession.shownAvailable(state)
            if let index = shown.firstIndex(of: place.index) {
                // Translators: as above in Add Channels, where %5$d is the number list gives it.
                sentence = tr("%1$s is in %2$s, place %3$d of %4$d; list numbers it %5$d.", named, available,
                              place.index + 1, board.available.count, board.mine.count + index + 1)
            } else {
                // Translators: "where X" for a channel the filter hides; %3$s is the filter; "filter" is the command.
                sentence = tr("%1$s is in %2$s, hidden by the filter %3$s; filter alone shows all.", named, available,
                              quoted(state.filter ?? ""))
            }
        }
        guard numbered, let number = LineSession.number(of: place, state) else { return sentence }
        return "\(number). " + sentence
    }

    /// `where X` when X names several: how many, before a line for each.
    func whereMatches(_ name: String, count: Int) -> String {
        tr("%s matches %d:", quoted(name), count)
    }

    func whereMore(_ count: Int, search: String) -> String {
        // Translators: after the first places "where X" reads; %2$s is a command that reads all of them.
        tr("%1$d more; %2$s reads them all.", count, LineWords.word(.list, translation: screen.translation) + " " + search)
    }

    // MARK: Help

    /// Each command the session takes with its other words ("remove rm, x"), in help's order.
    func shortForms(picking: Bool) -> String {
        let words = LineWords(translation: screen.translation)
        let verbs: [LineWords.Verb] = [.list, .where, .add, .remove, .move, .filter, .undo, .redo]
            + (picking ? [.accept, .cancel, .quit] : [.open, .quit]) + [.help]
        return verbs.compactMap { verb -> String? in
            let others = words.otherWords(verb, translation: screen.translation)
            guard !others.isEmpty else { return nil }
            return LineWords.word(verb, translation: screen.translation) + " " + others.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    func help(picking: Bool) -> [String] {
        var lines = [
            tr("Commands, one a line (X: a name, an id or the number list shows):"),
            // Translators: the accessible session's help: how digits are read; "3" is typed with its quotes.
            tr("Digits are the number list shows, or a name when no line has that number; a number that is also another's name is refused; \"3\" in quotes is always a name or an id."),
            tr("list: both lists, numbered."),
            // Translators: the accessible session's help; "mine", "add" are the words of "list mine", "list add".
            tr("list mine, list add: one list; list WORDS: the entries whose name, id, group or tags hold the words."),
            tr("where X: the list X is in and its place there."),
            tr("add X: to the end of %s.", mine),
            tr("remove X: back to %s.", available),
            tr("move X to N: to place N of %s; first and last work too, and move X before Y, move X after Y.", mine),
            tr("filter TEXT: show only the matches in %s; filter alone shows all.", available),
            tr("undo, redo: the last change, or the one undone."),
        ]
        if picking {
            lines += [tr("ok: accept the chosen list and leave."), tr("cancel or quit: leave, nothing chosen (quit asks first once the choice changed).")]
        } else {
            lines += [openHelp, tr("quit: leave; every change is saved already.")]
        }
        lines.append(tr("help: this list."))
        // Translators: %s lists each command with its other words: "list l, ls; add a; …".
        lines.append(tr("Short forms: %s.", shortForms(picking: picking)))
        return lines
    }
}
