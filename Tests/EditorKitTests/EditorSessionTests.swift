import ChannelCore
import TestSupport
import Testing
import EditorKit

/// Events through the input machine and the reducer together, as the run loop drives them.
@Suite("Editor sessions")
struct EditorSessionTests {
    func mine(_ editor: Editor) -> [String] { Fixture.ids(editor.state.board.mine) }


    @Test func pressOnCellThreeMoveOverOneAndFiveRelease() throws {
        let board = Fixture.plainBoard(mine: 7, available: 2)
        var editor = Fixture.editor(board)
        let original = mine(editor)
        var effects: [Effect] = []
        let start = try TestEditor.point(of: "m3", in: editor)
        effects += editor.handle(.press(.left, column: start.column, row: start.row), now: 0)
        #expect(editor.state.drag == nil)
        // Over cell 1: the channel goes to index 1, the rest shift (remove then insert).
        let one = try TestEditor.point(of: Place(.mine, 1), in: editor)
        effects += editor.handle(.motion(column: one.column, row: one.row), now: 0.1)
        #expect(editor.state.mode == .edit)
        #expect(editor.state.drag?.id == "m3")
        #expect(mine(editor) == ["m0", "m3", "m1", "m2", "m4", "m5", "m6"])
        // Over cell 5 (as laid out now): to index 5.
        let five = try TestEditor.point(of: Place(.mine, 5), in: editor)
        effects += editor.handle(.motion(column: five.column, row: five.row), now: 0.2)
        #expect(mine(editor) == ["m0", "m1", "m2", "m4", "m5", "m3", "m6"])
        #expect(effects.isEmpty)
        effects += editor.handle(.release(column: five.column, row: five.row), now: 0.3)
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == ["m0", "m1", "m2", "m4", "m5", "m3", "m6"])
        #expect(editor.state.history.past.count == 1)
        #expect(editor.state.drag == nil)
        // One undo restores the order from before the drag.
        #expect(editor.handle(.key(.character("u")), now: 1).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == original)
        #expect(editor.handle(.key(.control("r")), now: 2).count == 1)
        #expect(mine(editor) == ["m0", "m1", "m2", "m4", "m5", "m3", "m6"])
    }

    @Test func dragToAddChannelsAndEscCancel() throws {
        var editor = Fixture.editor()
        let c = try TestEditor.point(of: "c", in: editor)
        _ = editor.handle(.press(.left, column: c.column, row: c.row), now: 0)
        _ = editor.handle(.motion(column: c.column, row: c.row + 1), now: 0.1)
        _ = editor.handle(.motion(column: 3, row: 5), now: 0.2)
        #expect(editor.handle(.release(column: 3, row: 5), now: 0.3).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "f"])
        #expect(editor.state.board.available.first?.id == "c")

        var cancelled = Fixture.editor()
        let b = try TestEditor.point(of: "b", in: cancelled)
        _ = cancelled.handle(.press(.left, column: b.column, row: b.row), now: 0)
        let e = try TestEditor.point(of: "e", in: cancelled)
        _ = cancelled.handle(.motion(column: e.column, row: e.row), now: 0.1)
        #expect(mine(cancelled) == ["top", "a", "c", "d", "e", "b", "f"])
        #expect(cancelled.handle(.key(.escape), now: 0.2) == [])
        #expect(mine(cancelled) == ["top", "a", "b", "c", "d", "e", "f"])
        // The button is still down: moving on and releasing does nothing more.
        #expect(cancelled.handle(.motion(column: 3, row: 5), now: 0.3) == [])
        #expect(cancelled.handle(.release(column: 3, row: 5), now: 0.4) == [])
        #expect(mine(cancelled) == ["top", "a", "b", "c", "d", "e", "f"])
        #expect(!cancelled.state.history.canUndo)
    }

    @Test func aLostReleaseKeepsTheLiveOrderAndTheNextPressOnlyPutsItDown() throws {
        var editor = Fixture.editor()
        let b = try TestEditor.point(of: "b", in: editor)
        _ = editor.handle(.press(.left, column: b.column, row: b.row), now: 0)
        let d = try TestEditor.point(of: "d", in: editor)
        _ = editor.handle(.motion(column: d.column, row: d.row), now: 0.1)
        // No release; the next click puts `b` down and does nothing else (one click, one change).
        let effects = editor.handle(.click(.left, column: 2, row: 5), now: 2)
        #expect(mine(editor) == ["top", "a", "c", "d", "b", "e", "f"])
        #expect(effects.withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.history.past.count == 1)
        #expect(editor.state.drag == nil)
        // The click after that is an ordinary tap again: it adds `s1`.
        _ = editor.handle(.click(.left, column: 2, row: 5), now: 3)
        #expect(mine(editor) == ["top", "a", "c", "d", "b", "e", "f", "s1"])
    }

    @Test func aLongPressEntersEditModeAndDoesNotOpenOrRemove() throws {
        var editor = Fixture.editor()
        let c = try TestEditor.point(of: "c", in: editor)
        let held = InputMachine.longPressDelay
        _ = editor.handle(.press(.left, column: c.column, row: c.row), now: 0)
        #expect(editor.input.deadline == held)
        #expect(editor.handle(.tick, now: held) == [])
        #expect(editor.state.mode == .edit)
        #expect(editor.handle(.release(column: c.column, row: c.row), now: 2 * held) == [])
        #expect(mine(editor) == ["top", "a", "b", "c", "d", "e", "f"])
        // A quick tap in edit mode removes.
        _ = editor.handle(.click(.left, column: c.column, row: c.row), now: 4 * held)
        #expect(mine(editor) == ["top", "a", "b", "d", "e", "f"])
    }

    @Test func tapsThroughTheMachine() throws {
        var editor = Fixture.editor()
        let button = editor.layout().editButtonColumn
        _ = editor.handle(.click(.left, column: button, row: 0), now: 0)
        #expect(editor.state.mode == .edit)
        _ = editor.handle(.click(.left, column: button + 2, row: 0), now: 1)
        #expect(editor.state.mode == .browse)
        let s3 = try TestEditor.point(of: "s3", in: editor)
        #expect(editor.handle(.click(.left, column: s3.column, row: s3.row), now: 2).count == 1)
        #expect(mine(editor).last == "s3")
        let a = try TestEditor.point(of: "a", in: editor)
        #expect(editor.handle(.click(.left, column: a.column, row: a.row), now: 3) == [], "asks first")
        #expect(editor.handle(.click(.left, column: a.column, row: a.row), now: 4).last == .quit(output: "a"))
    }

    @Test func autoscrollDuringADragReachesTheEnd() throws {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 60, available: 0), columns: 40, rows: 10)
        let start = try TestEditor.point(of: "m5", in: editor)
        _ = editor.handle(.press(.left, column: start.column, row: start.row), now: 0)
        let bottom = editor.state.viewportHeight - 1
        _ = editor.handle(.motion(column: start.column, row: bottom), now: 0.1)
        #expect(editor.state.scrollTop == 1)
        var now = 0.1
        while editor.input.wantsTick, now < 100 {
            now = editor.input.deadline ?? now
            _ = editor.handle(.tick, now: now)
            Fixture.checkInvariants(editor)
        }
        #expect(editor.state.scrollTop == editor.layout().height - editor.state.viewportHeight)
        #expect(editor.state.drag?.id == "m5")
        // The last rows are Add Channels (empty: its area, its header), a blank row, then the last
        // row of My Channels (`m58`, `m59`); released after them, the channel goes to the end.
        #expect(editor.state.hit(column: 38, row: bottom, layout: editor.layout()) == .sectionArea(.available))
        _ = editor.handle(.motion(column: 38, row: bottom - 3), now: now + 0.1)
        #expect(editor.handle(.release(column: 38, row: bottom - 3), now: now + 0.2).withoutChanges == [.save(editor.state.board, change: nil)])
        #expect(editor.state.board.mine.last?.id == "m5")
        #expect(editor.state.history.past.count == 1)
    }

    @Test func theWheelScrollsThroughTheMachine() {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 60, available: 0), columns: 40, rows: 10)
        _ = editor.handle(.wheel(.down, column: 3, row: 3), now: 0)
        #expect(editor.state.scrollTop == 3)
        _ = editor.handle(.wheel(.up, column: 3, row: 3), now: 0)
        _ = editor.handle(.wheel(.up, column: 3, row: 3), now: 0)
        #expect(editor.state.scrollTop == 0)
    }

    // MARK: Everything total

    static let keys: [Key] = [
        .character("e"), .character(" "), .character("x"), .character("["), .character("]"), .character("u"),
        .character("/"), .character("?"), .character("h"), .character("j"), .character("k"), .character("l"),
        .character("s"), .character("财"), .enter, .escape, .tab, .backTab, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .backspace, .delete, .control("r"), .character("z"),
    ]

    static func randomEvent(_ rng: inout SeededGenerator, editor: Editor) -> InputEvent {
        let size = editor.state.size
        func coordinate(_ limit: Int) -> Int {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: return [Int.min, -1, Int.max, limit, limit + 1].randomElement(using: &rng) ?? 0
            default: return Int.random(in: 0...max(0, limit), using: &rng)
            }
        }
        let column = coordinate(size.columns)
        let row = coordinate(size.rows)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25: return .key(keys.randomElement(using: &rng) ?? .enter)
        case 25..<40: return .press(Int.random(in: 0..<10, using: &rng) == 0 ? .right : .left, column: column, row: row)
        case 40..<65: return .motion(column: column, row: row)
        case 65..<78: return .release(column: column, row: row)
        case 78..<85: return .click(.left, column: column, row: row)
        case 85..<90: return .wheel(Bool.random(using: &rng) ? .up : .down, column: column, row: row)
        case 90..<93:
            let sizes = [(0, 0), (1, 1), (24, 8), (30, 10), (40, 24), (80, 24), (12, 40), (Int.max, Int.min)]
            let (c, r) = sizes.randomElement(using: &rng) ?? (40, 24)
            return .resize(columns: c, rows: r)
        default: return .tick
        }
    }

    static let boards: [Board] = [
        Fixture.board(),
        Board(),
        Fixture.plainBoard(mine: 0, available: 5),
        Fixture.plainBoard(mine: 5, available: 0),
        Fixture.plainBoard(mine: 40, available: 30),
        SampleBoards.valid { try Board(mine: [Fixture.channel("l1", locked: true), Fixture.channel("l2", locked: true)], available: []) },
    ]

    /// Random sessions: no trap, every invariant after every event, and the board on screen when
    /// nothing is lifted is always the board last saved (saves happen exactly on committed
    /// changes; a lifted cell's live order is never saved).
    @Test(arguments: Array(0..<boards.count))
    func randomSessionsKeepEveryPromise(boardIndex: Int) {
        for seed in UInt64(1)...UInt64(12) {
            let board = EditorSessionTests.boards[boardIndex]
            var rng = SeededGenerator(seed: seed &* 7919 &+ UInt64(boardIndex))
            var editor = Fixture.editor(board, columns: 40, rows: 12)
            let ids = Set(board.allChannels.map(\.id))
            var saved = board
            var now = 0.0
            for step in 0..<300 {
                let event = EditorSessionTests.randomEvent(&rng, editor: editor)
                now += [0, 0.01, 0.1, 0.3, 0.6].randomElement(using: &rng) ?? 0
                let effects = editor.handle(event, now: now)
                Fixture.checkInvariants(editor)
                for case .save(let stored, _) in effects { saved = stored }
                if effects.contains(where: { if case .save = $0 { return true } else { return false } }) {
                    #expect(editor.state.drag == nil, "saved while lifted (seed \(seed), step \(step))")
                }
                if editor.state.drag == nil {
                    #expect(editor.state.board.mine == saved.mine && editor.state.board.available == saved.available,
                            "unsaved change after \(event) (seed \(seed), step \(step))")
                }
                #expect(Set(editor.state.board.allChannels.map(\.id)) == ids)
                if effects.contains(where: { if case .quit = $0 { return true } else { return false } }) {
                    editor = Fixture.editor(editor.state.board, columns: 40, rows: 12)
                    saved = editor.state.board
                }
            }
        }
    }
}

/// Rules found by trying the editor as a newcomer.
struct EditorNewcomerTests {
    private func mine(_ editor: Editor) -> [String] { editor.state.board.mine.map(\.id) }

    @Test func keysDoNothingWhileTheScreenIsTooSmall() {
        var editor = Fixture.editor()
        _ = editor.handle(.resize(columns: 20, rows: 5), now: 0)
        let before = editor.state.board
        for key in [Key.enter, .character("e"), .character("x"), .character("]"), .character("u"), .tab] {
            let effects = editor.handle(.key(key), now: 1)
            #expect(!effects.contains { if case .save = $0 { return true } else { return false } }, "\(key) saved")
            #expect(!effects.contains { if case .quit = $0 { return true } else { return false } }, "\(key) quit")
        }
        #expect(editor.state.board == before)
        #expect(editor.state.mode == .browse)
        #expect(editor.handle(.key(.character("q")), now: 2) == [.quit(output: nil)], "q still quits")
    }

    @Test func aDropBelowTheLastAddChannelsRowRemoves() throws {
        var editor = Fixture.editor()
        let layout = editor.layout()
        let b = try #require(layout.box(at: Place(.mine, 2)))
        let below = layout.height + 1
        #expect(below < editor.state.viewportHeight, "the fixture leaves empty rows below the content")
        _ = editor.handle(.press(.left, column: b.column + 1, row: b.row), now: 0)
        _ = editor.handle(.motion(column: b.column + 1, row: below), now: 0.1)
        #expect(editor.state.drag?.overAddChannels == true)
        #expect(Keymap.hints(for: editor.state) == Keymap.mouseDragRemoveHints, "the footer says the release removes")
        let removed = editor.state.board.mine[2].id
        _ = editor.handle(.release(column: b.column + 1, row: below), now: 0.2)
        #expect(editor.state.board.available.first?.id == removed)
        #expect(!mine(editor).contains(removed))
    }
}

extension EditorNewcomerTests {
    @Test func addingTheLastFilterMatchKeepsTheFocusInAddChannels() throws {
        var editor = Fixture.editor()
        let target = try #require(editor.state.board.available.last)
        _ = editor.handle(.key(.character("/")), now: 0)
        for character in target.name { _ = editor.handle(.key(.character(character)), now: 0) }
        let matches = editor.layout().available.count
        try #require(matches == 1, "the fixture's last name matches only itself")
        _ = editor.handle(.key(.enter), now: 1)
        #expect(editor.state.board.mine.last?.id == target.id)
        #expect(editor.state.filter == target.name, "the filter stays until Esc")
        let effects = editor.handle(.key(.enter), now: 2)
        #expect(!effects.contains { if case .quit = $0 { return true } else { return false } },
                "the next Enter does not open the channel just added")
        #expect(editor.state.filter == target.name)
        _ = editor.handle(.key(.escape), now: 3)
        #expect(editor.state.filter == nil, "Esc clears it")
    }
}
