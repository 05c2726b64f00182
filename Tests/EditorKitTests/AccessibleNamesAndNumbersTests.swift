import ChannelCore
import EditorKit
import Localization
import Testing
import TestSupport

/// The accessible mode's X when names read as numbers (a newcomer's report, README "Accessible
/// mode"): digits are the number `list` shows, unless no line has it and a channel is called so
/// (or has it as its id); a number that is also another channel's name is refused as ambiguous;
/// a quoted X is always a name or an id; and every command a sentence suggests does what it says.
@Suite struct AccessibleNamesAndNumbersTests {
    /// My Channels: Top (locked), 24 News, 2, 3, Channel 5; Add Channels: Radio 1, Tech.
    static func board() -> Board {
        let mine = [Channel(id: "top", name: "Top", locked: true), Channel(id: "n24", name: "24 News"),
                    Channel(id: "two", name: "2"), Channel(id: "three", name: "3"), Channel(id: "c5", name: "Channel 5")]
        let available = [Channel(id: "r1", name: "Radio 1"), Channel(id: "tech", name: "Tech")]
        return SampleBoards.valid { try Board(mine: mine, available: available, current: "top") }
    }

    static func editor(_ board: Board = board(), pick: PickSession? = nil, translation: Translation = .english) -> Editor {
        TestEditor.editor(EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), hasMouse: false,
                                      translation: translation, pick: pick))
    }

    static func mine(_ editor: Editor) -> [String] { editor.state.board.mine.map(\.id) }

    /// The newcomer's trap: the command the shifted-number refusal suggested named a channel
    /// called "3" bare, which then read as number 3 and removed the channel called "2".
    @Test func theSuggestedCommandQuotesANameThatReadsAsANumberAndDoesWhatItSays() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 1 Top, 2 24 News, 3 "2", 4 "3", 5 Channel 5; 6 Radio 1, 7 Tech
        _ = session.reply(to: "move Channel 5 to 4", editor: &editor)  // 4 Channel 5 now, 5 "3"
        var reply = session.reply(to: "x 4", editor: &editor)
        #expect(reply.lines == ["4 was 3 when you last listed; it is now Channel 5. Say remove \"3\", or list again."])
        #expect(reply.isRefusal && Self.mine(editor) == ["top", "n24", "two", "c5", "three"])
        reply = session.reply(to: "remove \"3\"", editor: &editor)
        #expect(reply.lines == ["3 removed: it is first in Add Channels now."])
        #expect(Self.mine(editor) == ["top", "n24", "two", "c5"])
    }

    /// A ninth newcomer followed a suggestion that was then refused: a number from the last
    /// listing whose channel has since moved to the other list is not suggested for a command
    /// that cannot act on it there; the sentence says where it is.
    @Test func aShiftedNumberNeverSuggestsACommandThatWouldBeRefused() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 4. "3", 5. Channel 5
        _ = session.reply(to: "remove 4", editor: &editor)  // "3" goes to Add Channels; 4. is Channel 5 now
        let reply = session.reply(to: "remove 4", editor: &editor)
        #expect(reply.lines == ["4 was 3 when you last listed; it is now Channel 5, and 3 is in Add Channels now. List again."])
        #expect(reply.isRefusal && Self.mine(editor) == ["top", "n24", "two", "c5"])
    }

    /// Digits that are the number of a channel the command cannot act on (`add 2`: "24 News" is
    /// already in My Channels) and the name of one it can (an Add Channels item called "2") mean
    /// that one: no ambiguity, and no suggestion of an add that would say "already".
    @Test func aNumberInTheOtherListGivesWayToANameInThisOne() {
        let mine = [Channel(id: "top", name: "Top", locked: true), Channel(id: "n24", name: "24 News")]
        let available = [Channel(id: "two", name: "2"), Channel(id: "tech", name: "Tech")]
        let board = SampleBoards.valid { try Board(mine: mine, available: available) }
        var session = LineSession(translation: .english)
        var editor = Self.editor(board)
        _ = session.reply(to: "list", editor: &editor)  // 1. Top, 2. 24 News; 3. "2", 4. Tech
        #expect(session.reply(to: "add 2", editor: &editor).lines == ["2 added to My Channels, place 3 of 3."])
        #expect(Self.mine(editor) == ["top", "n24", "two"])
    }

    /// A sentence that says numbers ("\"n\" matches 2: 2. 24 News; 4. Channel 5. Give the number
    /// …") is what the user heard last for those numbers: giving one of them then works, and is
    /// not refused as shifted since the last listing.
    @Test func theNumbersAnAmbiguousNameListsAreTheOnesHeard() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 2. 24 News, 4. "3", 5. Channel 5
        _ = session.reply(to: "move Channel 5 to 4", editor: &editor)
        #expect(session.reply(to: "remove n", editor: &editor).lines
            == ["\"n\" matches 2: 2. 24 News; 4. Channel 5. Give the number or the whole name."])
        #expect(session.reply(to: "remove 4", editor: &editor).lines == ["Channel 5 removed: it is first in Add Channels now."])
        // A number it did not say is still the listing's: 5 was Channel 5 there and is now too
        // (first in Add Channels), which is out of My Channels already.
        #expect(session.reply(to: "remove 5", editor: &editor).lines == ["Channel 5 is already in Add Channels."])
        #expect(Self.mine(editor) == ["top", "n24", "two", "three"])
    }

    /// A Chinese input method in full-width mode types ２ and ＂: they are digits and quotes too.
    @Test func fullWidthDigitsAndQuotesAreDigitsAndQuotes() {
        let translation = Translation(language: .simplifiedChinese, messages: [
            "move / m / mv": "移动", "to": "到", "remove / rm / x": "移除",
        ])
        var editor = Self.editor(translation: translation)
        var session = LineSession(translation: translation)
        #expect(session.reply(to: "移动 Channel 5 到 ２", editor: &editor).lines == ["Channel 5 moved to place 2 of 5."])
        #expect(session.reply(to: "移除 ＂3＂", editor: &editor).lines == ["3 removed: it is first in Add Channels now."])
        _ = session.reply(to: "list", editor: &editor)  // 1 Top, 2 Channel 5, 3 24 News, 4 "2"
        #expect(session.reply(to: "移除 ４", editor: &editor).lines == ["2 removed: it is first in Add Channels now."])
        #expect(Self.mine(editor) == ["top", "c5", "n24"])
    }

    /// A number whose channel a change on disk took away: no command is suggested for it (it
    /// would find nothing, or another channel), only to list again.
    @Test func aShiftedNumberWhoseChannelIsGoneSaysListAgain() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 4. "3"
        var board = editor.state.board
        board = SampleBoards.valid {
            try Board(mine: board.mine.filter { $0.id != "three" }, available: board.available, current: "top")
        }
        _ = editor.apply(.reloaded(board, notice: "Reloaded: changed on disk"))
        let reply = session.reply(to: "remove 4", editor: &editor)
        #expect(reply.lines == ["4 was 3 when you last listed; it is now Channel 5, and 3 is gone. List again."])
        #expect(reply.isRefusal && Self.mine(editor) == ["top", "n24", "two", "c5"])
    }

    /// Digits that no line has now, but that the last listing gave to a channel still there,
    /// and that are another channel's name: refused, saying how to name each.
    @Test func aNumberHeardForOneChannelAndTheNameOfAnotherIsAmbiguous() {
        let start = SampleBoards.valid {
            try Board(mine: [Channel(id: "top", name: "Top"), Channel(id: "five", name: "5"), Channel(id: "a", name: "Alpha")],
                      available: [Channel(id: "b", name: "Beta"), Channel(id: "c", name: "Gamma")])
        }
        var session = LineSession(translation: .english)
        var editor = Self.editor(start)
        _ = session.reply(to: "list", editor: &editor)  // 5. Gamma
        let later = SampleBoards.valid { try Board(mine: start.mine, available: [Channel(id: "c", name: "Gamma")]) }
        _ = editor.apply(.reloaded(later, notice: "Reloaded: changed on disk"))  // 4. Gamma, no 5
        let reply = session.reply(to: "add 5", editor: &editor)
        #expect(reply.lines == ["5 was \"Gamma\" when you last listed, and \"5\" is called 5: say add Gamma for the first, add \"5\" for the second."])
        #expect(reply.isRefusal && editor.state.board.mine.count == 3)
        #expect(session.reply(to: "add Gamma", editor: &editor).lines == ["Gamma added to My Channels, place 4 of 4."])
    }

    /// ok in a pick with --min or --max that the choice does not meet is refused, saying why,
    /// not answered "Accepted" while the session goes on.
    @Test func okThatTheChoiceDoesNotMeetIsRefused() {
        var editor = Self.editor(pick: PickSession(minimum: 6))
        var reply = Self.say("ok", &editor)
        #expect(reply.lines == ["Choose at least 6 (5 chosen)."])
        #expect(reply.isRefusal && reply.effects.isEmpty && !reply.ends)
        var most = Self.editor(pick: PickSession(maximum: 4))
        reply = Self.say("ok", &most)
        #expect(reply.lines == ["Choose at most 4 (5 chosen)."])
        #expect(reply.isRefusal && !reply.ends)
        _ = Self.say("remove Channel 5", &most)
        #expect(Self.say("ok", &most).lines == ["Accepted: 4 chosen."])
    }

    /// Quotes make an X a name or an id, never a number: ASCII ones and a Chinese input
    /// method's; in move too, before the place.
    @Test func aQuotedWordIsANameOrAnIdNeverANumber() {
        var editor = Self.editor()
        #expect(Self.say("move \"3\" to 2", &editor).lines == ["3 moved to place 2 of 5."])
        #expect(Self.mine(editor) == ["top", "three", "n24", "two", "c5"])
        #expect(Self.say("remove 「2」", &editor).lines == ["2 removed: it is first in Add Channels now."])
        #expect(Self.mine(editor) == ["top", "three", "n24", "c5"])
        #expect(Self.say("add “2”", &editor).lines == ["2 added to My Channels, place 5 of 5."])
        #expect(Self.say("move \"2\" 3", &editor).lines == ["2 moved to place 3 of 5."])
        #expect(Self.say("add \"\"", &editor).lines == ["Which one? Give a name, an id or the number list shows."])
    }

    /// Digits with no line of that number but a channel called so (or with that id): that channel.
    /// Digits that are a number and another channel's name: refused, saying how to name each.
    @Test func digitsAreANumberANameOrAmbiguous() {
        // pick's items 1, 2, 10, alpha (printf '1\n2\n10\nalpha\n' | channel-editor pick --accessible).
        let items = SampleBoards.valid {
            try Board(mine: [], available: ["1", "2", "10", "alpha"].map { Channel(id: $0, name: $0) })
        }
        var pick = Self.editor(items, pick: PickSession())
        var session = LineSession(translation: .english)
        _ = session.listed(pick)  // the greeting: 1. 1, 2. 2, 3. 10, 4. alpha
        // No number 10; the item called 10: it.
        #expect(session.reply(to: "add 10", editor: &pick).lines == ["10 added to Chosen, place 1 of 1."])
        _ = session.reply(to: "list", editor: &pick)  // 1. 10; 2. 1, 3. 2, 4. alpha
        // Number 1 is "10", already chosen, and the item called 1 is not: add takes that one
        // (the number's would only say "already"; a newcomer was told to add what was in).
        var reply = session.reply(to: "add 1", editor: &pick)
        #expect(reply.lines == ["1 added to Chosen, place 2 of 2."])
        #expect(Self.mine(pick) == ["10", "1"])
        // Number 1 is "10" and another chosen item is called 1: refused, each named so that it works.
        _ = session.reply(to: "list", editor: &pick)  // 1. 10, 2. 1; 3. 2, 4. alpha
        reply = session.reply(to: "remove 1", editor: &pick)
        #expect(reply.lines == ["1 could be number 1, \"10\", or the one called 1, \"1\": say remove \"10\" for the first, remove \"1\" for the second."])
        #expect(reply.isRefusal && reply.effects.isEmpty)
        #expect(session.reply(to: "remove \"1\"", editor: &pick).lines == ["1 removed: it is first in Available now."])
        _ = session.reply(to: "undo", editor: &pick)
        _ = session.reply(to: "undo", editor: &pick)
        _ = session.reply(to: "undo", editor: &pick)
        _ = session.reply(to: "list", editor: &pick)  // 1. 1, 2. 2, 3. 10, 4. alpha
        // Both meanings the same item: done.
        #expect(session.reply(to: "add 2", editor: &pick).lines == ["2 added to Chosen, place 1 of 1."])

        // The channel editor: "add 3" meant the channel called 3 (in Add Channels), and number
        // 3 is a My Channels one: the one called 3, not "already in My Channels" (which counts
        // as done).
        var editor = Self.editor()
        _ = Self.say("remove \"3\"", &editor)  // 1 Top, 2 24 News, 3 "2", 4 Channel 5; 5 "3", 6 Radio 1, 7 Tech
        reply = Self.say("add 3", &editor)
        #expect(reply.lines == ["3 added to My Channels, place 5 of 5."])
        // Both in My Channels: "remove 3" could be number 3 ("2") or the one called 3.
        _ = Self.say("list", &editor)  // 1 Top, 2 24 News, 3 "2", 4 Channel 5, 5 "3"
        reply = Self.say("remove 3", &editor)
        #expect(reply.lines == ["3 could be number 3, \"2\", or the one called 3, \"3\": say remove \"2\" for the first, remove \"3\" for the second."])
        #expect(reply.isRefusal)
        // A channel whose id is 1 (its name another): reached by its id, quoted.
        let byID = SampleBoards.valid {
            try Board(mine: [Channel(id: "top", name: "Top")], available: [Channel(id: "1", name: "BBC One")])
        }
        var ids = Self.editor(byID)
        #expect(Self.say("add \"1\"", &ids).lines == ["BBC One added to My Channels, place 2 of 2."])
        // Number 1 is Top, in My Channels: add takes the one whose id is 1.
        ids = Self.editor(byID)
        #expect(Self.say("add 1", &ids).lines == ["BBC One added to My Channels, place 2 of 2."])
        // Both in My Channels: refused, each named.
        _ = Self.say("list", &ids)
        reply = Self.say("remove 1", &ids)
        #expect(reply.lines == ["1 could be number 1, \"Top\", or the one whose id is 1, \"BBC One\": say remove Top for the first, remove BBC One for the second."])
        // No number 7 here, and a channel whose id is 7: it.
        let seven = SampleBoards.valid {
            try Board(mine: [Channel(id: "top", name: "Top")], available: [Channel(id: "7", name: "BBC One")])
        }
        var sevens = Self.editor(seven)
        #expect(Self.say("add 7", &sevens).lines == ["BBC One added to My Channels, place 2 of 2."])
    }

    /// A filter numbers its matches on from My Channels: a number of the whole listing is
    /// refused saying so, and how to clear the filter.
    @Test func aNumberPastTheFiltersMatchesSaysTheFilterIsOn() {
        var session = LineSession(translation: .english)
        var editor = Self.editor()
        _ = session.reply(to: "list", editor: &editor)  // 7. Tech
        #expect(session.reply(to: "filter tec", editor: &editor).lines == ["Filter \"tec\": 1 of 2 in Add Channels match.", "6. Tech"])
        let reply = session.reply(to: "add 7", editor: &editor)
        #expect(reply.lines == ["There is no number 7 while the filter \"tec\" is on: list numbers its matches from 1 to 6; filter alone shows all."])
        #expect(reply.isRefusal)
        // After adding the only match, the filter still applies: list says it hides them all, and how to clear it.
        _ = session.reply(to: "add 6", editor: &editor)
        #expect(session.reply(to: "list", editor: &editor).lines.last == "Add Channels, filter \"tec\": none of 1 match; filter alone shows all.")
        #expect(session.reply(to: "filter zzz", editor: &editor).lines == ["Filter \"zzz\": none of the 1 in Add Channels match; filter alone shows all."])
    }

    /// move, remove and open of an Add Channels channel say how (add it first, by a command
    /// that works); the editor's refusals are sentences with a full stop.
    @Test func aRefusalSaysHowAndEndsWithAFullStop() {
        var editor = Self.editor()
        let cases: [(String, String)] = [
            ("move Tech to 2", "Tech is in Add Channels: only My Channels can be reordered. Say add Tech first, then move it."),
            ("open Radio 1", "Radio 1 is not in My Channels: say add Radio 1 first, then open it."),
            ("remove Top", "Top is locked."),
            ("undo", "Nothing to undo."),
        ]
        for (line, sentence) in cases {
            let reply = Self.say(line, &editor)
            #expect(reply.lines == [sentence], "\(line)")
            #expect(reply.isRefusal, "\(line)")
        }
        #expect(Self.mine(editor) == ["top", "n24", "two", "three", "c5"])
        // remove of one already out of My Channels is so already, as add of one in it: no
        // refusal (a ninth newcomer's script ended 1 on it, 0 on the add).
        let out = Self.say("remove Tech", &editor)
        #expect(out.lines == ["Tech is already in Add Channels."] && !out.isRefusal)
        let inside = Self.say("add 24 News", &editor)
        #expect(inside.lines == ["24 News is already in My Channels."] && !inside.isRefusal)
    }

    /// move with a word that is no place, or with none after a name that ends in a number:
    /// refused, saying which places there are, with a command that works.
    @Test func moveSaysWhichPlacesThereAre() {
        var editor = Self.editor()
        let cases: [(String, String)] = [
            ("move Channel 5 to end", "\"end\" is not a place: give one from 1 to 5, first or last: move Channel 5 to last."),
            // Not Channel to place 5: the whole name, and no place.
            ("move Channel 5", "Where to? Give a place from 1 to 5, first or last: move Channel 5 to last."),
            ("move 5 to the end", "\"the end\" is not a place: give one from 1 to 5, first or last: move Channel 5 to last."),
            ("move \"3\" to top", "\"top\" is not a place: give one from 1 to 5, first or last: move \"3\" to last."),
            ("move \"3\"", "Where to? Give a place from 1 to 5, first or last: move \"3\" to last."),
            // A command suggested for another reason moves to a place that is one.
            ("move 3 to end", "3 could be number 3, \"2\", or the one called 3, \"3\": say move \"2\" to last for the first, move \"3\" to last for the second."),
        ]
        for (line, sentence) in cases {
            let reply = Self.say(line, &editor)
            #expect(reply.lines == [sentence], "\(line)")
            #expect(reply.isRefusal && reply.effects.isEmpty, "\(line)")
        }
        #expect(Self.mine(editor) == ["top", "n24", "two", "three", "c5"])
        // The suggested command does it.
        #expect(Self.say("move \"3\" to last", &editor).lines == ["3 moved to place 5 of 5."])
        #expect(Self.say("move Channel 5 to last", &editor).lines == ["Channel 5 moved to place 5 of 5."])
        // A Chinese session's words.
        let translation = Translation(language: .simplifiedChinese, messages: [
            "move / m / mv": "移动", "to": "到", "first": "最前 / 第一", "last": "最后 / 末尾",
        ])
        var chinese = Self.editor(translation: translation)
        var session = LineSession(translation: translation)
        #expect(session.reply(to: "移动 Channel 5 到 尽头", editor: &chinese).lines
            == ["\"尽头\" is not a place: give one from 1 to 5, 最前 or 最后: 移动 Channel 5 到 最后."])
        #expect(session.reply(to: "移动“3”到最后", editor: &chinese).lines == ["3 moved to place 5 of 5."])
    }

    static func say(_ line: String, _ editor: inout Editor) -> LineReply {
        var session = LineSession(translation: .english)
        return session.reply(to: line, editor: &editor)
    }
}

/// `move X before Y`, `move X after Y`, as the command line's --before and --after (a ninth
/// newcomer's "move Autos before Tech" was read as a channel called "Autos before Tech").
@Suite struct AccessibleMoveBeforeAfterTests {
    @Test func beforeAndAfterAnotherChannel() {
        var editor = AccessibleNamesAndNumbersTests.editor()  // Top (locked), 24 News, 2, 3, Channel 5
        #expect(AccessibleNamesAndNumbersTests.say("move Channel 5 before 24 News", &editor).lines == ["Channel 5 moved to place 2 of 5."])
        #expect(AccessibleNamesAndNumbersTests.mine(editor) == ["top", "c5", "n24", "two", "three"])
        #expect(AccessibleNamesAndNumbersTests.say("move Channel 5 after \"3\"", &editor).lines == ["Channel 5 moved to place 5 of 5."])
        #expect(AccessibleNamesAndNumbersTests.say("move 24 News after \"2\"", &editor).lines == ["24 News moved to place 3 of 5."])
        #expect(AccessibleNamesAndNumbersTests.mine(editor) == ["top", "two", "n24", "three", "c5"])
        let locked = AccessibleNamesAndNumbersTests.say("move Channel 5 before Top", &editor)
        #expect(locked.isRefusal && locked.lines == ["Place 1 holds a locked channel: Channel 5 can go to place 2 or later."])
        let outside = AccessibleNamesAndNumbersTests.say("move Channel 5 before Tech", &editor)
        #expect(outside.isRefusal && outside.lines == ["Tech is not in My Channels: give a place there."])
        // Y as the number list shows (a tenth newcomer's "move Tech before 5" was read as a
        // channel called "Tech before").
        #expect(AccessibleNamesAndNumbersTests.say("move Channel 5 before 2", &editor).lines == ["Channel 5 moved to place 2 of 5."])
        #expect(AccessibleNamesAndNumbersTests.mine(editor) == ["top", "c5", "two", "n24", "three"])
        // Digits that are a number and another's name stay ambiguous there too: number 3 is the
        // one called 2, and another is called 3.
        #expect(AccessibleNamesAndNumbersTests.say("move Channel 5 after 3", &editor).isRefusal)
    }
}

/// A pick session's question is read out first in the accessible mode, as the screen shows it
/// first: `--title`, dialog's TEXT line by line, then the limits (a blind newcomer heard none
/// of them, and learned of --max only when ok refused).
@Suite struct AccessibleQuestionTests {
    @Test func theGreetingSaysTheQuestionAndTheLimits() {
        var pick = PickSession(prompt: "Fruit", minimum: 1, maximum: 2)
        pick.boxText = "Choose the fruits\nto buy"
        let board = SampleBoards.valid { try Board(mine: [], available: [Channel(id: "a", name: "Apple")]) }
        let editor = AccessibleNamesAndNumbersTests.editor(board, pick: pick)
        #expect(LineSession.question(editor) == ["Fruit", "Choose the fruits", "to buy", "Choose at least 1 and at most 2."])
        var exactly = pick
        exactly.maximum = 1
        exactly.prompt = nil
        exactly.boxText = nil
        #expect(LineSession.question(AccessibleNamesAndNumbersTests.editor(board, pick: exactly)) == ["Choose exactly 1."])
        #expect(LineSession.question(AccessibleNamesAndNumbersTests.editor(board)).isEmpty, "the channel editor asks nothing")
    }
}

/// A playlist entry's group and a feed's tags are said in a listing, as the screen's status row
/// shows them and the filter matches them (a ninth newcomer's `filter news` listed "2. 1", with
/// nothing saying why it matched).
@Suite struct AccessibleDetailsTests {
    @Test func aListingSaysEachEntrysGroup() {
        let board = SampleBoards.valid {
            try Board(mine: [Channel(id: "http://e/1", name: "1"), Channel(id: "http://e/2", name: "Two")], available: [])
        }
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), hasMouse: false)
        state.details = ChannelDetails { $0 == "http://e/1" ? "News" : nil }
        var editor = TestEditor.editor(state)
        var session = LineSession(translation: .english)
        #expect(session.reply(to: "list", editor: &editor).lines == ["My Channels, 2:", "1. 1, News", "2. Two", "Add Channels: none."])
    }
}
