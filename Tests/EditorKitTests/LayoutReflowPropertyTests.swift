import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The incremental layout (`FlowLayout.apply`, which stops flowing where the rows line up
/// again) must always be exactly the full layout of the board after the move: seeded random
/// boards, label widths, screen widths, metrics, filters and relocations of every kind.
@Suite struct LayoutReflowPropertyTests {
    /// One channel of the model board: a label width, and whether the filter shows it.
    private struct Item: Equatable {
        var labelWidth: Int
        var shown: Bool
    }

    private static func fullLayout(mine: [Item], available: [Item], width: Int, metrics: LayoutMetrics) -> FlowLayout {
        FlowLayout(
            mine: mine.enumerated().map { LaidItem(index: $0.offset, labelWidth: $0.element.labelWidth) },
            available: available.enumerated().compactMap { index, item in
                item.shown ? LaidItem(index: index, labelWidth: item.labelWidth) : nil
            },
            width: width, metrics: metrics)
    }

    /// A random relocation on the model (nil when both sections are empty): reorders within My
    /// Channels most of the time, as drags and `[` `]` do; adds, removes and moves within Add
    /// Channels (undo and redo of those) the rest.
    private static func randomRelocation(
        mineCount: Int, availableCount: Int, using rng: inout SeededGenerator
    ) -> (from: Place, to: Place)? {
        var kinds: [Int] = []
        if mineCount > 0 { kinds += [0, 0, 0, 1] }
        if availableCount > 0 { kinds += [2, 3] }
        guard let kind = kinds.randomElement(using: &rng) else { return nil }
        switch kind {
        case 0:
            let from = Int.random(in: 0..<mineCount, using: &rng)
            // Mostly near moves, as a drag step or a nudge; sometimes anywhere.
            let to = Bool.random(using: &rng)
                ? min(max(0, from + Int.random(in: -3...3, using: &rng)), mineCount - 1)
                : Int.random(in: 0..<mineCount, using: &rng)
            return (Place(.mine, from), Place(.mine, to))
        case 1:
            return (Place(.mine, Int.random(in: 0..<mineCount, using: &rng)),
                    Place(.available, Int.random(in: 0...availableCount, using: &rng)))
        case 2:
            return (Place(.available, Int.random(in: 0..<availableCount, using: &rng)),
                    Place(.mine, Int.random(in: 0...mineCount, using: &rng)))
        default:
            return (Place(.available, Int.random(in: 0..<availableCount, using: &rng)),
                    Place(.available, Int.random(in: 0..<availableCount, using: &rng)))
        }
    }

    @Test(arguments: 0..<120)
    func incrementalLayoutEqualsAFullReflow(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let metrics = seed % 4 == 3
            ? LayoutMetrics(margin: Int.random(in: 0...3, using: &rng), spacing: Int.random(in: 0...2, using: &rng),
                            maxLabelWidth: Int.random(in: 4...20, using: &rng), chrome: 4,
                            sectionGap: Int.random(in: 0...2, using: &rng))
            : .standard
        let width = [Int.random(in: 1...30, using: &rng), Int.random(in: 24...200, using: &rng)][seed % 2]
        let filtered = seed % 3 == 0
        func item() -> Item {
            // Mostly short labels, some wider than a cell shows, a few empty.
            let labelWidth = Int.random(in: 0..<10, using: &rng) == 0
                ? Int.random(in: 0...40, using: &rng) : Int.random(in: 1...12, using: &rng)
            return Item(labelWidth: labelWidth, shown: !filtered || Bool.random(using: &rng))
        }
        var mine = (0..<Int.random(in: 0...60, using: &rng)).map { _ in item() }
        var available = (0..<Int.random(in: 0...60, using: &rng)).map { _ in item() }
        var layout = Self.fullLayout(mine: mine, available: available, width: width, metrics: metrics)

        for step in 0..<80 {
            guard let (from, to) = Self.randomRelocation(
                mineCount: mine.count, availableCount: available.count, using: &rng) else { break }
            var moving = from.section == .mine ? mine.remove(at: from.index) : available.remove(at: from.index)
            if to.section == .mine {
                mine.insert(moving, at: to.index)
            } else {
                if filtered { moving.shown = Bool.random(using: &rng) }
                available.insert(moving, at: to.index)
            }
            layout.apply(Relocation(id: "x", from: from, to: to), labelWidth: moving.labelWidth,
                         shown: to.section == .mine || moving.shown)
            let expected = Self.fullLayout(mine: mine, available: available, width: width, metrics: metrics)
            #expect(layout == expected, "seed \(seed), step \(step): \(from) -> \(to), width \(width)")
            if layout != expected { return }
        }
    }

    /// The same through the editor: random board changes (nudges, drags, adds, removes, undo,
    /// redo) mixed with resizes and filters; after every action the kept layout is the full one.
    @Test(arguments: 0..<30)
    func editorLayoutStaysTheFullLayout(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(1_000 + seed))
        let words = ["News", "Sports", "财经", "Weather and everything around it", "Tech", "A", "体育频道"]
        let mineCount = Int.random(in: 2...80, using: &rng)
        let availableCount = Int.random(in: 0...80, using: &rng)
        var mine: [Channel] = []
        var available: [Channel] = []
        for index in 0..<(mineCount + availableCount) {
            let name = "\(words[Int.random(in: 0..<words.count, using: &rng)]) \(index)"
            let channel = Channel(id: "c\(index)", name: name, locked: index < 2)
            if index < mineCount { mine.append(channel) } else { available.append(channel) }
        }
        guard let start = try? Board(mine: mine, available: available) else {
            Issue.record("seed \(seed): bad board")
            return
        }
        let labels = TestEditor.labels
        var editor = Editor(
            state: EditorState(board: start, size: ScreenSize(columns: Int.random(in: 24...120, using: &rng), rows: 24)),
            labels: labels)
        _ = editor.apply(Action.enterEdit)
        for step in 0..<150 {
            let action: Action
            switch Int.random(in: 0..<15, using: &rng) {
            case 0, 1: action = .nudge(by: Int.random(in: -4...4, using: &rng))
            case 2: action = .moveFocus([.left, .right, .up, .down][Int.random(in: 0..<4, using: &rng)])
            case 3: action = .activate
            case 4: action = .removeFocused
            case 5: action = .undo
            case 6: action = .redo
            case 7: action = .pickUp
            case 8: action = .moveLifted([.left, .right, .up, .down][Int.random(in: 0..<4, using: &rng)])
            case 9: action = .putDown
            case 10: action = .resize(columns: Int.random(in: 24...120, using: &rng), rows: 24)
            case 11: action = Bool.random(using: &rng) ? .startFilter : .typeFilter(["1", "s", "a"][Int.random(in: 0..<3, using: &rng)])
            case 12: action = Bool.random(using: &rng) ? .clearFilter : .nextSection
            case 13:
                let index = Int.random(in: 0..<max(1, editor.state.board.mine.count), using: &rng)
                action = .beginDrag(Place(.mine, index), grabOffset: 1, column: 2, row: 1)
            default: action = .dragTo(column: Int.random(in: 0..<120, using: &rng), row: Int.random(in: 0..<23, using: &rng))
            }
            _ = editor.apply(action)
            let full = editor.state.layout(labels: labels)
            #expect(editor.layout() == full, "seed \(seed), step \(step), after \(action)")
            if editor.layout() != full { return }
        }
    }
}
