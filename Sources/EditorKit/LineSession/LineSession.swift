import ChannelCore
import Localization

/// The accessible mode's interpreter (README "Accessible mode"): one typed line in, plain
/// sentences out, for screen readers, braille displays, a pipe, `TERM=dumb`.
///
/// It drives the same `Editor` the screen does, with the same `Action`s: it focuses the
/// channel a command names, then applies what the key would (Enter adds, `x` removes, `[`/`]`
/// nudges, `u` undoes), so the refusals, the undo history and the saves are the screen's. The
/// effects go back to the run loop (the executable's Accessible/), which saves and reloads as
/// the screen's loop does. Pure: no I/O here.
package struct LineSession: Sendable {
    package let words: LineWords
    /// Each number as the last listing printed it (`list`, a filter's matches, the greeting, and
    /// the numbers a sentence about an ambiguous name said):
    /// the channel's id and name. Numbers shift with every change; a number that names another
    /// channel now than the one the user heard is refused, not acted on (LineSession+Find).
    /// nil until something was listed.
    var heard: [(id: String, name: String)]?

    package init(translation: Translation) {
        words = LineWords(translation: translation)
    }

    /// The reply to one line.
    package mutating func reply(to line: String, editor: inout Editor) -> LineReply {
        var reply = interpret(line, editor: &editor)
        reply.effects.removeAll { $0 == .bell }
        return reply
    }

    private mutating func interpret(_ line: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        switch LineCommand.parse(line, words: words) {
        case .empty: return LineReply(lines: [])
        case .unknown(let word):
            // A typo ("ad Tech") gets the command it is near (as the command line's do).
            let near = NearestWord.nearest(to: word, among: words.commandWords(picking: editor.state.pick != nil))
            return LineReply.refusal(near.map { text.unknownCommand(word, near: $0) } ?? text.unknownCommand(word))
        case .list(let operand): return list(operand, editor: editor)
        case .where(let name): return whereIs(name, editor: editor)
        case .help: return LineReply(lines: text.help(picking: editor.state.pick != nil))
        case .add(let name): return add(name, editor: &editor)
        case .remove(let name): return remove(name, editor: &editor)
        case .move(let name, let place, let whole): return move(name, to: place, whole: whole, editor: &editor)
        case .open(let name): return open(name, editor: &editor)
        case .filter(let filter): return self.filter(filter, editor: &editor)
        case .undo: return step(.undo, editor: &editor)
        case .redo: return step(.redo, editor: &editor)
        case .quit:
            // A pick whose choice changed: a quit meant as "saved" (the editor's) must not drop
            // the choice silently; it says so once, and the next quit cancels (as the screen's q).
            if editor.state.pick != nil, editor.state.history.canUndo, !editor.state.exitWarned {
                editor.state.exitWarned = true
                return LineReply(lines: [text.quitDropsChoice])
            }
            var effects = apply(.quit, editor: &editor)
            // A typed quit is deliberate, and the failed save had its own line: no second ask.
            if effects.isEmpty, editor.state.exitWarned { effects = apply(.quit, editor: &editor) }
            return LineReply(lines: [editor.state.pick != nil ? text.cancelled : text.ended], effects: effects)
        case .accept:
            guard editor.state.pick != nil else { return LineReply.refusal(text.onlyInPick) }
            let effects = apply(.accept, editor: &editor)
            // --min, --max: a choice they refuse is said so; the session goes on.
            if let refusal = LineSession.refusal(effects, editor) { return LineReply.refusal(refusal) }
            return LineReply(lines: [text.accepted(editor.state.board.mine.count)], effects: effects)
        case .cancel:
            guard editor.state.pick != nil else { return LineReply.refusal(text.onlyInPick) }
            return LineReply(lines: [text.cancelled], effects: apply(.quit, editor: &editor))
        }
    }

    /// `listing`, remembered as what the user last heard the numbers name.
    /// What a pick session asks, for the greeting: `--title` and dialog's TEXT (a line each),
    /// then how many may be chosen; nothing outside a pick session.
    package static func question(_ editor: Editor) -> [String] {
        guard let pick = editor.state.pick else { return [] }
        var lines: [String] = []
        if let title = pick.prompt, !title.isEmpty { lines.append(MessageText.escaped(title)) }
        if let text = pick.boxText {
            lines += text.split(separator: "\n").map { MessageText.escaped(String($0)) }.filter { !$0.isEmpty }
        }
        if let limits = ScreenText(editor.state).limitsSentence { lines.append(limits) }
        return lines
    }

    package mutating func listed(_ editor: Editor) -> [String] {
        heard = LineSession.numbering(editor.state)
        return listing(editor)
    }

    /// Every number the commands take, in order: My Channels, then the shown Add Channels.
    static func numbering(_ state: EditorState) -> [(id: String, name: String)] {
        state.board.mine.map { ($0.id, $0.name) }
            + shownAvailable(state).map { (state.board.available[$0].id, state.board.available[$0].name) }
    }

    /// Both lists, numbered as the commands take them: My Channels from 1, then the shown Add
    /// Channels (after a filter: its matches) going on from there.
    package func listing(_ editor: Editor) -> [String] {
        let text = LineText(editor)
        let state = editor.state
        var lines = [text.mineHeading(state.board.mine.count)]
        for (index, channel) in state.board.mine.enumerated() {
            lines.append(text.line(number: index + 1, channel, current: channel.id == state.board.current))
        }
        let shown = LineSession.shownAvailable(state)
        lines.append(text.availableHeading(shown: shown.count, of: state.board.available.count, filter: state.filter))
        for (number, index) in shown.enumerated() {
            lines.append(text.line(number: state.board.mine.count + number + 1, state.board.available[index], current: false))
        }
        return lines
    }

    /// One of the editor's notices (a reload, a save refused), as a sentence: with its full stop.
    package func sentence(_ notice: String, _ editor: Editor) -> String {
        LineText(editor).sentence(notice)
    }

    /// After a change on disk: how many each list holds now (`list` says which).
    package func counts(_ editor: Editor) -> String {
        LineText(editor).counts(mine: editor.state.board.mine.count, available: editor.state.board.available.count)
    }

    /// The Add Channels indices `list` shows (those matching the filter).
    static func shownAvailable(_ state: EditorState) -> [Int] {
        state.board.available.indices.filter { state.matchesFilter(state.board.available[$0]) }
    }

    // MARK: Commands

    private mutating func add(_ name: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        let place: Place
        switch find(name, in: .available, editor, saying: { text.command(.add, $0) }) {
        case .refused(let refusal), .ambiguous(let refusal, _): return LineReply.refusal(refusal)
        case .found(let found): place = found
        }
        let channel = editor.state.board.channel(at: place)!
        guard place.section == .available else { return LineReply(lines: [text.alreadyIn(text.name(channel: channel))]) }
        return change(focusing: place, .activate, editor: &editor) { editor in
            text.added(text.name(channel: channel), place: editor.state.board.place(of: channel.id), board: editor.state.board)
        }
    }

    private mutating func remove(_ name: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        switch find(name, in: .mine, editor, saying: { text.command(.remove, $0) }) {
        case .refused(let refusal), .ambiguous(let refusal, _): return LineReply.refusal(refusal)
        case .found(let place):
            let channel = editor.state.board.channel(at: place)!
            // Already out of My Channels: so already, as an add of one in it (no refusal).
            guard place.section == .mine else { return LineReply(lines: [text.alreadyOut(text.name(channel: channel))]) }
            return change(focusing: place, .removeFocused, editor: &editor) { editor in
                text.removed(text.name(channel: channel), place: editor.state.board.place(of: channel.id))
            }
        }
    }

    private mutating func move(_ name: String, to wanted: LinePlace?, whole: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        let board = editor.state.board
        var wanted = wanted
        var name = name
        // "move Radio 1": the whole line names Radio 1 and no place was given (not Radio to 1).
        if wanted != nil, !LineName(name).quoted,
           LineSession.exact(LineName(name).text, in: .mine, board).isEmpty,
           !LineSession.exact(LineName(whole).text, in: .mine, board).isEmpty {
            name = whole
            wanted = nil
        }
        // "move Autos before Tech", "after 5": the place is Tech's (as the command line's
        // --before and --after), when the whole line names no channel itself.
        if let (moved, relative, after) = words.relative(whole),
           LineSession.exact(LineName(whole).text, in: .mine, board).isEmpty {
            // A suggested command keeps the other half ("move Tech after 5"), in the session's words.
            switch (find(moved, in: .mine, editor, saying: { text.move($0, relativeTo: relative, after: after) }),
                    find(relative, in: .mine, editor, saying: { text.move(moved, relativeTo: $0, after: after) })) {
            case (.refused(let refusal), _), (.ambiguous(let refusal, _), _), (_, .refused(let refusal)), (_, .ambiguous(let refusal, _)):
                return LineReply.refusal(refusal)
            case (.found(let from), .found(let to)):
                guard to.section == .mine else {
                    let other = board.channel(at: to)!
                    return LineReply.refusal(text.notInMine(text.name(channel: other)))
                }
                let final = from.section == .mine && from.index < to.index ? to.index - (after ? 0 : 1) : to.index + (after ? 1 : 0)
                name = moved
                wanted = .number(final + 1)
            }
        }
        // A suggested command moves to the place asked for, or (none, or no place) to the last.
        var suggested = wanted ?? .last
        if case .other = suggested { suggested = .last }
        let saying = { [suggested] (x: String) in text.move(x, to: suggested) }
        if wanted == nil, LineName(name).text.isEmpty { return LineReply.refusal(text.moveNeedsPlace) }
        let place: Place
        switch find(name, in: .mine, editor, saying: saying) {
        case .refused(let refusal), .ambiguous(let refusal, _): return LineReply.refusal(refusal)
        case .found(let found): place = found
        }
        let channel = board.channel(at: place)!
        guard place.section == .mine else {
            let add = LineSession.sayable(channel, in: .available, editor, words: words) { text.command(.add, $0) }
            return LineReply.refusal(text.moveOnlyMine(text.name(channel: channel), add: add))
        }
        let count = board.mine.count
        let before = editor
        let words = self.words
        let example = { (place: LinePlace) in
            LineSession.sayable(channel, in: .mine, before, words: words) { text.move($0, to: place) }
        }
        let locked = board.lockedCount
        let target: Int
        switch wanted {
        case nil: return LineReply.refusal(text.whereTo(count: count, example: example(.last)))
        case .other(let word): return LineReply.refusal(text.notAPlace(word, count: count, example: example(.last)))
        case .number(let number): target = number
        // First is right after the locked channels, as the command line's move has it.
        case .first: target = channel.locked ? 1 : min(locked + 1, count)
        case .last: target = count
        }
        guard (1...count).contains(target) else { return LineReply.refusal(text.placeOutOfRange(count)) }
        // The screen's nudge stops behind the locked channels; a place asked for by number
        // that a locked channel holds is refused instead, saying which places are free.
        if !channel.locked, target <= locked {
            return LineReply.refusal(text.lockedPlaces(locked, name: text.name(channel: channel)))
        }
        // Where it is already: nothing to do, as the script's move says (not a refusal).
        if target == place.index + 1 {
            return LineReply(lines: [text.alreadyAt(text.name(channel: channel), place: target, count: count)])
        }
        return change(focusing: place, .nudge(by: target - 1 - place.index), editor: &editor) { editor in
            text.moved(text.name(channel: channel), to: editor.state.board.place(of: channel.id), board: editor.state.board)
        }
    }

    private mutating func open(_ name: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        guard editor.state.pick == nil else { return LineReply.refusal(text.nothingToOpen) }
        switch find(name, in: .mine, editor, saying: { text.command(.open, $0) }) {
        case .refused(let refusal), .ambiguous(let refusal, _): return LineReply.refusal(refusal)
        case .found(let place):
            let channel = editor.state.board.channel(at: place)!
            guard place.section == .mine else {
                let add = LineSession.sayable(channel, in: .available, editor, words: words) { text.command(.add, $0) }
                return LineReply.refusal(text.openOnlyMine(text.name(channel: channel), add: add))
            }
            // The screen asks before an open (its first Enter only says what the next one does);
            // a typed `open X` already says it, so it is the ask and its answer at once.
            editor.state.focus = place
            _ = apply(.activate, editor: &editor)
            return change(focusing: place, .activate, editor: &editor) { _ in text.opened(text.name(channel: channel)) }
        }
    }

    private mutating func filter(_ filter: String, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        var effects = apply(.clearFilter, editor: &editor)
        guard !filter.isEmpty else {
            return LineReply(lines: [text.filterCleared(editor.state.board.available.count)], effects: effects)
        }
        effects += apply([.startFilter] + filter.map { Action.typeFilter($0) }, editor: &editor)
        let state = editor.state
        guard let kept = state.filter, !kept.isEmpty else {
            _ = apply(.clearFilter, editor: &editor)
            return LineReply(lines: [text.filterUnusable], effects: effects)
        }
        let shown = LineSession.shownAvailable(state)
        heard = LineSession.numbering(state)
        var lines = [text.filtered(kept, shown: shown.count, of: state.board.available.count)]
        for (number, index) in shown.enumerated() {
            lines.append(text.line(number: state.board.mine.count + number + 1, state.board.available[index], current: false))
        }
        return LineReply(lines: lines, effects: effects)
    }

    private func step(_ action: Action, editor: inout Editor) -> LineReply {
        let text = LineText(editor)
        let effects = apply(action, editor: &editor)
        if let refusal = LineSession.refusal(effects, editor) { return LineReply.refusal(refusal) }
        // The channel the step moved, from its save: the focus may have left it for a cell the
        // filter shows (a channel put back among the hidden ones).
        let moved = effects.lazy.compactMap { effect -> String? in
            if case .save(_, change: .move(let id, _, _, _, _)?) = effect { return id }
            return nil
        }.first
        let board = editor.state.board
        guard let id = moved ?? editor.state.focus.flatMap({ board.channel(at: $0)?.id }),
              let place = board.place(of: id), let channel = board.channel(at: place) else {
            return LineReply(lines: [], effects: effects)
        }
        let whereNow = text.whereNow(text.name(channel: channel), place: place, board: board)
        return LineReply(lines: [action == .undo ? text.undone(whereNow) : text.redone(whereNow)], effects: effects)
    }

    // MARK: Applying

    /// Focuses `place`, applies `action`; the reply is the editor's refusal when it refused,
    /// else `sentence` of the editor after it.
    private func change(focusing place: Place, _ action: Action, editor: inout Editor,
                        sentence: (Editor) -> String) -> LineReply {
        editor.state.focus = place
        let effects = apply(action, editor: &editor)
        if let refusal = LineSession.refusal(effects, editor) { return LineReply.refusal(refusal) }
        return LineReply(lines: [sentence(editor)], effects: effects)
    }

    private func apply(_ action: Action, editor: inout Editor) -> [Effect] {
        apply([action], editor: &editor)
    }

    /// The editor's effects; a refusal rings (`Effect.bell`), which `refusal` turns into its
    /// sentence and a reply never carries.
    private func apply(_ actions: [Action], editor: inout Editor) -> [Effect] {
        editor.apply(actions)
    }

    /// The notice of a refused action (the screen's status row, which says why), or nil.
    static func refusal(_ effects: [Effect], _ editor: Editor) -> String? {
        guard effects.contains(.bell) else { return nil }
        return LineText(editor).sentence(editor.state.notice?.text ?? "")
    }
}
