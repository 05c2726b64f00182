import ChannelCore
import EditorKit
import Localization
import Testing
import TestSupport

/// The accessible mode's interpreter (`LineSession`): each command applied to a real `Editor`
/// through the screen's actions, the sentence it answers with, the effects for the run loop,
/// and every refusal saying why (README "Accessible mode").
@Suite struct AccessibleSessionTests {
    /// My Channels: Top (locked, current), News, Tech, Sport; Add Channels: Music, Movies, 财经.
    static func board() -> Board {
        let mine = [Channel(id: "top", name: "Top", locked: true), Channel(id: "news", name: "News"),
                    Channel(id: "tech", name: "Tech"), Channel(id: "sport", name: "Sport")]
        let available = [Channel(id: "music", name: "Music"), Channel(id: "movies", name: "Movies"),
                         Channel(id: "fin", name: "财经")]
        return SampleBoards.valid { try Board(mine: mine, available: available, current: "top") }
    }

    static func editor(translation: Translation = .english, pick: PickSession? = nil) -> Editor {
        let state = EditorState(board: board(), size: ScreenSize(columns: 80, rows: 24), hasMouse: false,
                                translation: translation, pick: pick)
        return TestEditor.editor(state)
    }

    /// Runs `line`, returns the reply.
    static func say(_ line: String, _ editor: inout Editor, translation: Translation = .english) -> LineReply {
        var session = LineSession(translation: translation)
        return session.reply(to: line, editor: &editor)
    }

    static func saves(_ reply: LineReply) -> Int {
        reply.effects.filter { if case .save = $0 { true } else { false } }.count
    }

    static func mine(_ editor: Editor) -> [String] { editor.state.board.mine.map(\.id) }

    @Test func listNumbersBothListsWithTheirMarks() {
        var editor = Self.editor()
        let reply = Self.say("list", &editor)
        #expect(reply.lines == [
            "My Channels, 4:", "1. Top, locked, current", "2. News", "3. Tech", "4. Sport",
            "Add Channels, 3:", "5. Music", "6. Movies", "7. 财经",
        ])
        #expect(reply.effects.isEmpty)
    }

    @Test func addRemoveMoveUndoRedoSayWhatChangedAndSave() {
        var editor = Self.editor()
        var reply = Self.say("add Music", &editor)
        #expect(reply.lines == ["Music added to My Channels, place 5 of 5."])
        #expect(Self.saves(reply) == 1)
        #expect(Self.mine(editor) == ["top", "news", "tech", "sport", "music"])

        reply = Self.say("move music to 2", &editor)
        #expect(reply.lines == ["Music moved to place 2 of 5."])
        #expect(Self.saves(reply) == 1)
        #expect(Self.mine(editor) == ["top", "music", "news", "tech", "sport"])

        reply = Self.say("remove 3", &editor)  // the number list shows: News
        #expect(reply.lines == ["News removed: it is first in Add Channels now."])
        #expect(editor.state.board.available.first?.id == "news")

        reply = Self.say("undo", &editor)
        #expect(reply.lines == ["Undone: News is at place 3 of 5 in My Channels."])
        #expect(Self.saves(reply) == 1)
        reply = Self.say("redo", &editor)
        #expect(reply.lines == ["Redone: News is in Add Channels."])
        reply = Self.say("u", &editor)
        reply = Self.say("u", &editor)
        #expect(reply.lines == ["Undone: Music is at place 5 of 5 in My Channels."])
        reply = Self.say("undo", &editor)
        #expect(reply.lines == ["Undone: Music is in Add Channels."])
        #expect(Self.mine(editor) == ["top", "news", "tech", "sport"])
    }

    @Test func aChannelIsNamedByNumberIdNameOrAPartOfOne() {
        var editor = Self.editor()
        #expect(Self.say("add 7", &editor).lines == ["财经 added to My Channels, place 5 of 5."])
        _ = Self.say("undo", &editor)
        #expect(Self.say("add fin", &editor).lines == ["财经 added to My Channels, place 5 of 5."])
        _ = Self.say("undo", &editor)
        #expect(Self.say("add MUS", &editor).lines == ["Music added to My Channels, place 5 of 5."])
        #expect(Self.say("remove   spo  ", &editor).lines == ["Sport removed: it is first in Add Channels now."])
    }

    @Test func everyRefusalSaysWhyAndChangesNothing() {
        var editor = Self.editor()
        let cases: [(String, String)] = [
            ("undo", "Nothing to undo."),
            ("redo", "Nothing to redo."),
            ("remove Top", "Top is locked."),
            ("move Top to 3", "Top is locked."),
            ("move Tech to 1", "Place 1 holds a locked channel: Tech can go to place 2 or later."),
            ("move News to 2", "News is already at place 2 of 4."),
            ("move Sport to 4", "Sport is already at place 4 of 4."),
            ("move Tech to 9", "There is no such place: give one from 1 to 4."),
            ("move Tech", "Where to? Give a place from 1 to 4, first or last: move Tech to last."),
            ("move", "Where to? Say move, a name and a place: move Tech to 2."),
            ("move Music to 2", "Music is in Add Channels: only My Channels can be reordered. Say add Music first, then move it."),
            ("remove Music", "Music is already in Add Channels."),
            ("add Tech", "Tech is already in My Channels."),
            ("open Music", "Music is not in My Channels: say add Music first, then open it."),
            ("add", "Which one? Give a name, an id or the number list shows."),
            ("add 99", "There is no number 99: list numbers them from 1 to 7."),
            ("add Nothing", "Nothing is called \"Nothing\": list shows every name and number."),
            ("add M", "\"M\" matches 2: 5. Music; 6. Movies. Give the number or the whole name."),
            ("dance", "Unknown command \"dance\": help lists the commands."),
            ("listen", "Unknown command \"listen\": did you mean list? help lists the commands."),
            // A typo gets the command it is near (a ninth newcomer's "ad Tech").
            ("ad Tech", "Unknown command \"ad\": did you mean add? help lists the commands."),
            ("mvoe Tech to 2", "Unknown command \"mvoe\": did you mean move? help lists the commands."),
            ("ok", "ok and cancel end a pick session; quit ends this one."),
            ("cancel", "ok and cancel end a pick session; quit ends this one."),
        ]
        for (line, sentence) in cases {
            let before = editor.state.board
            let reply = Self.say(line, &editor)
            #expect(reply.lines == [sentence], "\(line)")
            #expect(reply.effects.isEmpty, "\(line): no save, no bell")
            // Asking for what is so already is no failure (as `add` of an added channel by command).
            let alreadySo = sentence.contains("already")
            #expect(reply.isRefusal == !alreadySo, "\(line): counted for the exit status of a script")
            #expect(editor.state.board == before, "\(line)")
        }
        #expect(Self.say("   ", &editor).lines.isEmpty)
        #expect(!Self.say("list", &editor).isRefusal && !Self.say("help", &editor).isRefusal)
    }

    @Test func undoAndRedoNameTheChannelTheyMovedWhileAFilterHidesIt() {
        // A newcomer's report: with a filter on, the sentence named the cell the focus went to.
        var editor = Self.editor()
        _ = Self.say("remove Tech", &editor)
        _ = Self.say("filter mo", &editor)
        #expect(Self.say("undo", &editor).lines == ["Undone: Tech is at place 3 of 4 in My Channels."])
        #expect(Self.say("redo", &editor).lines == ["Redone: Tech is in Add Channels."])
    }

    @Test func filterNarrowsTheListAndFilterAloneClearsIt() {
        var editor = Self.editor()
        #expect(Self.say("filter mo", &editor).lines == ["Filter \"mo\": 1 of 3 in Add Channels match.", "5. Movies"])
        #expect(Self.say("list", &editor).lines.suffix(2) == ["Add Channels, filter \"mo\": 1 of 3:", "5. Movies"])
        // Numbers follow what list shows now.
        #expect(Self.say("add 5", &editor).lines == ["Movies added to My Channels, place 5 of 5."])
        #expect(Self.say("filter", &editor).lines == ["No filter: Add Channels shows all 2."])
        #expect(Self.say("list", &editor).lines.suffix(3) == ["Add Channels, 2:", "6. Music", "7. 财经"])
    }

    @Test func openSavesAndEnds() {
        var editor = Self.editor()
        let reply = Self.say("open tech", &editor)
        #expect(reply.lines == ["Opened Tech; the session ends."])
        #expect(reply.ends)
        #expect(reply.effects.contains(.quit(output: "tech")))
        #expect(Self.saves(reply) == 1)
    }

    /// `move X to first` / `to last`, as the command line's move takes them (a newcomer was
    /// told "Where to?"): first is right after the locked channels; Chinese words too.
    @Test func moveTakesFirstAndLast() {
        var editor = Self.editor()
        #expect(Self.say("move Tech to last", &editor).lines == ["Tech moved to place 4 of 4."])
        #expect(Self.mine(editor) == ["top", "news", "sport", "tech"])
        #expect(Self.say("move tech first", &editor).lines == ["Tech moved to place 2 of 4."])
        #expect(Self.mine(editor) == ["top", "tech", "news", "sport"])
        #expect(Self.say("move Sport to LAST", &editor).lines == ["Sport is already at place 4 of 4."])
        // A name that ends in the letters of "last" is a name, not a place.
        #expect(Self.say("move Breakfast", &editor).lines == ["Nothing is called \"Breakfast\": list shows every name and number."])
        let translation = Translation(language: .simplifiedChinese, messages: [
            "move / m / mv": "移动", "to": "到", "first": "最前 / 第一", "last": "最后 / 末尾",
        ])
        var chinese = Self.editor(translation: translation)
        _ = Self.say("移动News到最后", &chinese, translation: translation)
        #expect(Self.mine(chinese) == ["top", "tech", "sport", "news"])
        _ = Self.say("移动 news 到 第一", &chinese, translation: translation)
        #expect(Self.mine(chinese) == ["top", "news", "tech", "sport"])
    }

    /// Numbers shift after every change, and the list is not printed again: a number that now
    /// names another channel than in the last listing is refused, saying what it was and what
    /// it is now; one that names the same channel acts (a newcomer removed the wrong channel).
    @Test func aNumberThatShiftedSinceTheLastListingIsRefused() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 1 Top, 2 News, 3 Tech, 4 Sport; 5 Music, 6 Movies, 7 财经
        _ = session.reply(to: "add Movies", editor: &editor)  // 5 Movies now, 6 Music
        // 2 is still News: it acts.
        var reply = session.reply(to: "remove 2", editor: &editor)
        #expect(reply.lines == ["News removed: it is first in Add Channels now."])
        #expect(Self.mine(editor) == ["top", "tech", "sport", "movies"])
        // 3 was Tech; it is Sport now: refused, nothing changed.
        reply = session.reply(to: "remove 3", editor: &editor)
        #expect(reply.lines == ["3 was Tech when you last listed; it is now Sport. Say remove Tech, or list again."])
        #expect(reply.isRefusal && reply.effects.isEmpty)
        #expect(Self.mine(editor) == ["top", "tech", "sport", "movies"])
        reply = session.reply(to: "move 6 to last", editor: &editor)
        #expect(reply.lines == ["6 was Movies when you last listed; it is now Music. Say move Movies to last, or list again."])
        // After list, the numbers are the new ones.
        _ = session.reply(to: "list", editor: &editor)
        #expect(session.reply(to: "remove 3", editor: &editor).lines == ["Sport removed: it is first in Add Channels now."])
        // A filter's listing counts as a listing.
        _ = session.reply(to: "filter Mu", editor: &editor)
        #expect(session.reply(to: "add 4", editor: &editor).lines == ["Music added to My Channels, place 4 of 4."])
    }

    @Test func quitEnds() {
        var editor = Self.editor()
        let reply = Self.say("q", &editor)
        #expect(reply.lines == ["Session ended."])
        #expect(reply.effects == [.quit(output: nil)])
    }

    @Test func helpListsTheCommands() {
        var editor = Self.editor()
        let lines = Self.say("help", &editor).lines
        #expect(lines.count == 14)
        #expect(lines.contains("where X: the list X is in and its place there."))
        #expect(lines[1].hasSuffix("\"3\" in quotes is always a name or an id."))
        #expect(lines.contains("move X to N: to place N of My Channels; first and last work too, and move X before Y, move X after Y."))
        // The short forms, from the words the session takes (README "Accessible mode").
        #expect(lines.last == "Short forms: list l, ls; where w; add a; remove rm, x; move m, mv; filter f; undo u; redo r; "
            + "open o; quit q, exit; help h, ?.")
        var pick = Self.editor(pick: PickSession())
        #expect(Self.say("?", &pick).lines.contains("ok: accept the chosen list and leave."))
    }

    @Test func aPickSessionEndsWithOKOrCancelAndUsesItsTitles() {
        var editor = Self.editor(pick: PickSession(mineTitle: "Chosen", availableTitle: "Left"))
        #expect(Self.say("add Music", &editor).lines == ["Music added to Chosen, place 5 of 5."])
        #expect(Self.say("open Music", &editor).lines == ["Nothing to open here: ok accepts the list, cancel leaves."])
        let reply = Self.say("ok", &editor)
        #expect(reply.lines == ["Accepted: 5 chosen."])
        #expect(reply.effects == [.finishPick(.accepted(editor.state.board))])
        var other = Self.editor(pick: PickSession())
        #expect(Self.say("cancel", &other).effects == [.finishPick(.cancelled(byEscape: false))])
        #expect(Self.say("quit", &other).lines == ["Cancelled: nothing chosen."])
    }

    /// In a pick, quit is the editor's "saved": after a change it must not drop the choice
    /// silently. It says so once; the next quit cancels. Unchanged, it cancels at once.
    @Test func aPickQuitAsksOnceAfterTheChoiceChanged() {
        var editor = Self.editor(pick: PickSession())
        _ = Self.say("add Music", &editor)
        var reply = Self.say("quit", &editor)
        #expect(reply.lines == ["quit again cancels and drops your choice; ok prints it."])
        #expect(reply.effects.isEmpty)
        #expect(Self.mine(editor) == ["top", "news", "tech", "sport", "music"])
        reply = Self.say("quit", &editor)
        #expect(reply.lines == ["Cancelled: nothing chosen."])
        #expect(reply.effects == [.finishPick(.cancelled(byEscape: false))])
        // A change in between: it asks again.
        var again = Self.editor(pick: PickSession())
        _ = Self.say("add Music", &again)
        _ = Self.say("quit", &again)
        _ = Self.say("remove Music", &again)
        #expect(Self.say("quit", &again).effects.isEmpty)
        // cancel is asked for by name: at once.
        var cancelled = Self.editor(pick: PickSession())
        _ = Self.say("add Music", &cancelled)
        #expect(Self.say("cancel", &cancelled).effects == [.finishPick(.cancelled(byEscape: false))])
    }

    @Test func theSessionsLanguageHasItsOwnWordsAndEnglishStillWorks() {
        let translation = Translation(language: .simplifiedChinese, messages: [
            "add / a": "添加 / 新增", "move / m / mv": "移动", "to": "到", "undo / u": "撤销",
            "%s added to %s, place %d of %d.": "%s 已添加到%s，第 %d 位，共 %d 个。",
            "My Channels": "我的频道",
        ])
        var editor = Self.editor(translation: translation)
        #expect(Self.say("添加 Music", &editor, translation: translation).lines == ["Music 已添加到我的频道，第 5 位，共 5 个。"])
        #expect(Self.say("新增财经", &editor, translation: translation).lines == ["财经 已添加到我的频道，第 6 位，共 6 个。"])
        _ = Self.say("移动财经到2", &editor, translation: translation)
        #expect(Self.mine(editor) == ["top", "fin", "news", "tech", "sport", "music"])
        _ = Self.say("移动 Music 到 3", &editor, translation: translation)
        #expect(Self.mine(editor) == ["top", "fin", "music", "news", "tech", "sport"])
        _ = Self.say("撤销", &editor, translation: translation)
        _ = Self.say("move tech to 2", &editor, translation: translation)
        #expect(Self.mine(editor) == ["top", "tech", "fin", "news", "sport", "music"])
    }

    @Test func namesAreEscapedNeverPrintedRaw() {
        let board = SampleBoards.valid { try Board(mine: [Channel(id: "x", name: "Evil\u{1B}[2J")], available: []) }
        var editor = TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24)))
        let lines = Self.say("list", &editor).lines + Self.say("filter \u{1B}x", &editor).lines
            + Self.say("\u{1B}[A", &editor).lines
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(lines.contains("1. Evil\\u001b[2J"))
    }
}
