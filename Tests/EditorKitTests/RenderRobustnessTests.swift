import ChannelCore
import EditorKit
import Synchronization
import Testing
import TestSupport

/// `render` never traps and always makes a sound frame (see `FrameChecks`): any size, any
/// scroll, a focus or drag naming nothing, any text, a stale layout. And it only visits what is
/// on screen.
@Suite struct RenderRobustnessTests {
    private let width = TestWidth.wcwidth

    private func frame(
        _ state: EditorState, metrics: LayoutMetrics = .standard, layoutBoard: Board? = nil,
        help: [KeyHint]? = RenderSamples.keymapHelp
    ) -> Frame {
        let labels = LabelBook(maker: LabelMaker(maxWidth: metrics.maxLabelWidth, widthOf: width))
        var layoutState = state
        if let layoutBoard { layoutState.board = layoutBoard }
        let layout = layoutState.layout(labels: labels, metrics: metrics)
        return render(state, layout: layout, labels: labels, hints: Keymap.hints(for: state), help: help, widthOf: width)
    }

    /// Everything at once: edit mode, a mouse drag, a filter, a notice, help.
    private func busy(_ board: Board, columns: Int, rows: Int) -> EditorState {
        var state = RenderSamples.state(board, columns: columns, rows: rows, mode: .edit)
        state.drag = Drag(id: "sports", originIndex: 4, source: .mouse(grabOffset: 3), pointerColumn: columns / 2, pointerRow: rows / 2)
        state.filterState = .applied("o")
        state.notice = .warning("Saved")
        return state
    }

    @Test func anySizeGivesASoundFrameOfThatSize() throws {
        let boards = [SampleBoards.englishLarge, SampleBoards.chineseLarge, Board()]
        for board in boards {
            for columns in [0, 1, 2, 5, 23, 24, 25, 31, 80, 81, 500] {
                for rows in [0, 1, 2, 7, 8, 9, 24, 200] {
                    for help in [false, true] {
                        var state = busy(board, columns: columns, rows: rows)
                        state.showsHelp = help
                        let frame = frame(state)
                        #expect(frame.columns == columns && frame.rows == rows)
                        #expect(frame.cells.count == columns * rows)
                        let problems = FrameChecks.problems(in: frame)
                        #expect(problems.isEmpty, "\(columns)x\(rows), help: \(help): \(problems.prefix(3))")
                    }
                }
            }
        }
    }

    @Test(arguments: [Int.min, -1_000_000, -30, -1, 0, 1, 13, 14, 15, 1_000_000, Int.max])
    func anyScrollValue(scrollTop: Int) throws {
        var state = busy(SampleBoards.chineseLarge, columns: 40, rows: 12)
        state.scrollTop = scrollTop
        let height = state.layout(labels: LabelBook(maker: LabelMaker(widthOf: width))).height
        let frame = frame(state, help: nil)
        #expect(FrameChecks.problems(in: frame).isEmpty)
        // Scrolled wholly past the content, nothing but the lifted cell shows above the status row.
        if scrollTop <= -10 || scrollTop >= height {
            let content = frame.cells.prefix(40 * 10)
            #expect(content.allSatisfy { $0.style == .plain || $0.style.role == .lifted })
        }
    }

    @Test func aFocusOrDragNamingNothing() throws {
        let board = SampleBoards.englishLarge
        let focuses: [Place?] = [nil, Place(.mine, -1), Place(.mine, 10), Place(.available, Int.max), Place(.available, Int.min)]
        let drags: [Drag?] = [
            nil,
            Drag(id: "missing", originIndex: 3, source: .mouse(grabOffset: 0)),
            Drag(id: "sports", originIndex: -5, source: .mouse(grabOffset: Int.min), pointerColumn: Int.max, pointerRow: Int.min),
            Drag(id: "sports", originIndex: Int.max, source: .mouse(grabOffset: Int.max), pointerColumn: Int.min, pointerRow: Int.max),
            Drag(id: "top", originIndex: 0, source: .keyboard),
            Drag(id: "travel", originIndex: 0, source: .mouse(grabOffset: 1), pointerColumn: 3, pointerRow: 3),
        ]
        for focus in focuses {
            for drag in drags {
                var state = RenderSamples.state(board, columns: 40, rows: 12, mode: .edit)
                state.focus = focus
                state.drag = drag
                let frame = frame(state)
                #expect(FrameChecks.problems(in: frame).isEmpty)
                // None of these focuses names a channel: nothing is drawn focused.
                #expect(!frame.cells.contains { $0.style.focused })
            }
        }
    }

    @Test func anyNameIsDrawnSafely() throws {
        let names = [
            "\u{1B}[2J\u{1B}]0;title\u{7}", "\u{9B}6n", "\u{202E}txet", "\u{301}\u{302}\u{303}",
            "\u{200B}", "\u{FEFF}", "", String(repeating: "长", count: 10_000), "👩‍👩‍👧‍👦 family",
            "עברית", "العربية", "\u{0}\u{1}\u{2}", "tab\tnewline\n", "e\u{301}\u{301}\u{301}",
        ]
        let board = try Board(
            mine: names.enumerated().map { Channel(id: "m\($0.offset)", name: $0.element) },
            available: names.enumerated().map { Channel(id: "a\($0.offset)", name: $0.element) })
        for columns in [24, 33, 80] {
            var state = RenderSamples.state(board, columns: columns, rows: 30, mode: .edit)
            state.filterState = .applied("\u{1B}c")
            state.notice = .warning("\u{1B}[31mred\u{9B}")
            state.drag = Drag(id: "m7", originIndex: 7, source: .mouse(grabOffset: 0), pointerColumn: columns - 1, pointerRow: 4)
            let problems = FrameChecks.problems(in: frame(state))
            #expect(problems.isEmpty, "\(columns): \(problems.prefix(3))")
        }
    }

    @Test func helpEntriesOfAnySizeAreDrawnSafely() throws {
        let help = [
            KeyHint("", ""), KeyHint("\u{1B}", "\u{9B}"), KeyHint(String(repeating: "键", count: 200), "x"),
            KeyHint("k", String(repeating: "说明", count: 300)),
        ] + (0..<500).map { KeyHint("k\($0)", "entry \($0)") }
        for size in [(24, 8), (80, 24), (500, 200)] {
            var state = RenderSamples.state(SampleBoards.englishLarge, columns: size.0, rows: size.1)
            state.showsHelp = true
            let frame = frame(state, help: help)
            #expect(FrameChecks.problems(in: frame).isEmpty)
            // More than fits: the bottom border says the list goes on.
            #expect(FrameText.lines(of: frame).contains { $0.contains("└↓") })
        }
        var state = RenderSamples.state(SampleBoards.englishLarge, columns: 24, rows: 8)
        state.showsHelp = true
        #expect(FrameChecks.problems(in: frame(state, help: [])).isEmpty)
    }

    @Test func aStaleOrOddLayoutNeverTraps() throws {
        let big = SampleBoards.englishLarge
        let state = RenderSamples.state(try Board(mine: [Channel(id: "tech", name: "Tech")], available: []), columns: 40, rows: 12)
        // A layout made for a bigger board than the state's.
        #expect(FrameChecks.problems(in: frame(state, layoutBoard: big)).isEmpty)
        // Odd metrics: no margin or spacing, a margin wider than the screen, tiny chrome.
        for metrics in [
            LayoutMetrics(margin: 0, spacing: 0), LayoutMetrics(margin: 50), LayoutMetrics(chrome: 0),
            LayoutMetrics(maxLabelWidth: 0, sectionGap: 0), LayoutMetrics(margin: -3, spacing: -2, sectionGap: -4),
        ] {
            var busy = busy(big, columns: 40, rows: 12)
            busy.showsHelp = true
            #expect(FrameChecks.problems(in: frame(busy, metrics: metrics)).isEmpty, "\(metrics)")
        }
    }

    /// 100,000 channels, scrolled to the middle: the screen shows the right ones, and only the
    /// visible cells' labels were looked at (a renderer that walked every cell would ask for
    /// all 100,000).
    @Test func aHundredThousandChannelsOnlyTheVisibleAreDrawn() throws {
        let board = try Board(
            mine: [Channel(id: "top", name: "Top", locked: true)],
            available: (0..<100_000).map { Channel(id: "c\($0)", name: "Chännel \($0)") })
        var state = EditorState(board: board, size: ScreenSize(columns: 120, rows: 40))
        let layout = state.layout(labels: LabelBook(maker: LabelMaker(widthOf: width)))
        state.scrollTop = layout.height / 2
        state.focus = Place(.available, 50_000)

        // Labels are made on the spot, through this counting width table (the "ä" makes each
        // name go through it: plain ASCII would be measured by its length alone).
        let calls = CallCounter()
        let counting: ScalarWidth = { scalar in
            calls.count.add(1, ordering: .relaxed)
            return TestWidth.wcwidth(scalar)
        }
        let labels = LabelBook(maker: LabelMaker(widthOf: counting))
        let frame = render(state, layout: layout, labels: labels, hints: [], help: nil, widthOf: width)

        let first = try #require(FlowLayout.firstIndex(in: layout.available, atOrAfterRow: state.scrollTop))
        let visible = layout.available[first...].prefix { $0.row < state.scrollTop + 38 }
        let last = try #require(visible.last)
        #expect(frame.line(0).hasPrefix(" [+Chännel \(layout.available[first].place.index) ]"))
        #expect(frame.line(37).contains("[+Chännel \(last.place.index) ]"))
        #expect(FrameText.lines(of: frame)[37].hasSuffix("[+Chännel \(last.place.index) ]"))
        // 38 rows of 6 cells, 13 or so scalars each: a few thousand calls, not a million.
        #expect(visible.count == 38 * 6)
        #expect(calls.count.load(ordering: .relaxed) <= visible.count * 14)
        #expect(calls.count.load(ordering: .relaxed) >= visible.count)
        #expect(frame.cells.contains { $0.style.focused } == visible.contains { $0.place.index == 50_000 })
    }
}

/// Counts calls from any thread.
private final class CallCounter: Sendable {
    let count = Atomic<Int>(0)
}
