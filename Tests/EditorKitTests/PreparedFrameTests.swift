import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The work the loop does after each frame (`Editor.prepareAfterFrame`, issue 33 item 7: which
/// names are shared, the footer's hints of the state on screen) changes no frame: each key's
/// frame, made with what was prepared after the frame before, is the frame made without.
@Suite("The work after the frame changes no frame")
struct PreparedFrameTests {
    /// As the loop does it: the key, its frame (checked against the frame made with nothing
    /// prepared), then the work after the frame.
    @discardableResult
    func step(_ key: Key, _ editor: inout Editor, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        _ = editor.handle(.key(key), now: 0)
        let frame = editor.frame()
        #expect(frame == editor.unpreparedFrame(), "after \(key)", sourceLocation: sourceLocation)
        editor.prepareAfterFrame()
        return FrameText.lines(of: frame)
    }

    /// A rename that gives another entry's name to this one: the other one's twin is told on
    /// the status row as before (a reload or a rename forgets which names are shared).
    @Test func aRenameToAnothersNameMakesItsTwinToldAgain() {
        let board = SampleBoards.valid {
            try Board(mine: [Channel(id: "http://a.example/1", name: "Alpha"), Channel(id: "http://b.example/2", name: "Beta")], available: [])
        }
        let details = ChannelDetails(lookup: { _ in nil }, editableFields: Set(EntryEdit.Field.allCases), fieldText: { _, _ in nil })
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24), details: details)
        state.mode = .edit
        var editor = TestEditor.editor(state)
        editor.prepareAfterFrame()
        step(.right, &editor)
        #expect(editor.sharedNames.isOwn(Channel(id: "x", name: "BETA")), "known after the frame: Beta is its own")
        step(.left, &editor)
        step(.character("r"), &editor)
        step(.control("u"), &editor)
        for character in "Beta" { step(.character(character), &editor) }
        step(.enter, &editor)
        let lines = step(.right, &editor)
        #expect(lines[22].contains("b.example"), "the twin's host: \(lines[22])")
    }

    /// The footer's hints change with the mode, the filter and whether it matches, the focused
    /// channel's section and lock, and the help: each frame's are the state's own.
    @Test func theFootersHintsFollowEveryChangeTheyDependOn() {
        let board = SampleBoards.make(mine: ["!top", "tech", "news"], available: ["sport", "music"])
        var state = EditorState(board: board, size: ScreenSize(columns: 80, rows: 24))
        state.focus = Place(.mine, 0)
        var editor = TestEditor.editor(state)
        editor.prepareAfterFrame()
        let browse = step(.right, &editor)[23]
        let edit = step(.character("e"), &editor)[23]
        #expect(browse != edit, "e edit became e done")
        step(.left, &editor)
        step(.right, &editor)
        step(.character("]"), &editor)
        step(.down, &editor)
        step(.character("/"), &editor)
        for character in "mus" { step(.character(character), &editor) }
        step(.character("x"), &editor)
        step(.enter, &editor)
        step(.escape, &editor)
        step(.character("?"), &editor)
        step(.escape, &editor)
        step(.character("e"), &editor)
    }
}
