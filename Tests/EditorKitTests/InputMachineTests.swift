import ChannelCore
import Testing
import EditorKit

/// The input machine alone, on a fixed state: event sequences with injected times, and the
/// actions they must give. Standard board at 40x24, no scroll: My Channels on rows 1-2
/// (`top` locked at columns 1-7, `a` 9-13, `b` 15-19, `c` 21-25, ...; `f` on row 2),
/// Add Channels header on row 4, its cells on row 5; the footer is row 23.
/// Times are written relative to the gesture constants, so that changing one breaks only the
/// tests about it: `quick` is well inside the long-press delay, `held` is the delay itself.
private let quick = InputMachine.longPressDelay / 5
private let held = InputMachine.longPressDelay

@Suite("InputMachine")
struct InputMachineTests {
    let editor: Editor
    var state: EditorState { editor.state }
    var layout: FlowLayout { editor.layout() }

    init() {
        editor = Fixture.editor()
    }

    /// Feeds timed events to a fresh (or given) machine; one action list per event.
    func run(_ events: [(Double, InputEvent)], machine: inout InputMachine, state: EditorState? = nil) -> [[Action]] {
        let state = state ?? self.state
        return events.map { machine.handle($0.1, now: $0.0, state: state, layout: layout) }
    }

    func run(_ events: [(Double, InputEvent)], state: EditorState? = nil) -> [[Action]] {
        var machine = InputMachine()
        return run(events, machine: &machine, state: state)
    }

    // MARK: Taps

    @Test func pressAndReleaseOnACellIsATap() {
        let result = run([(0, .press(.left, column: 22, row: 1)), (quick, .release(column: 22, row: 1))])
        #expect(result == [[], [.tap(Place(.mine, 3))]])
    }

    @Test func jitterBelowTheThresholdIsStillATap() {
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick / 2, .motion(column: 23, row: 1)),
            (quick, .release(column: 23, row: 1)),
        ])
        #expect(result == [[], [], [.tap(Place(.mine, 3))]])
    }

    @Test func tapOnAddChannelsCellAndOnTheEditButton() {
        #expect(run([(0, .press(.left, column: 10, row: 5)), (quick, .release(column: 10, row: 5))])
            == [[], [.tap(Place(.available, 1))]])
        let button = layout.editButtonColumn
        #expect(run([(0, .press(.left, column: button, row: 0)), (quick, .release(column: button + 1, row: 0))])
            == [[], [.toggleEdit]])
    }

    @Test func releaseOnAnotherTargetIsNoTap() {
        // Header to button, cell to gap: nothing.
        let button = layout.editButtonColumn
        #expect(run([(0, .press(.left, column: 2, row: 0)), (quick, .release(column: button, row: 0))]) == [[], []])
        #expect(run([(0, .press(.left, column: 10, row: 5)), (quick, .release(column: 11, row: 6))]) == [[], []])
    }

    @Test func mergedClickIsPressAndRelease() {
        #expect(run([(0, .click(.left, column: 22, row: 1))]) == [[.tap(Place(.mine, 3))]])
        #expect(run([(0, .click(.left, column: 2, row: 5))]) == [[.tap(Place(.available, 0))]])
        #expect(run([(0, .click(.left, column: 0, row: 1))]) == [[]])
    }

    @Test func otherButtonsDoNothing() {
        #expect(run([(0, .press(.right, column: 22, row: 1)), (quick, .release(column: 22, row: 1))]) == [[], []])
        #expect(run([(0, .click(.middle, column: 22, row: 1))]) == [[]])
    }

    // MARK: Drags

    @Test func passingTheThresholdOnAMyChannelsCellStartsADrag() {
        var machine = InputMachine()
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick, .motion(column: 23, row: 1)),   // 1 column: not yet
            (2 * quick, .motion(column: 24, row: 1)),   // 2 columns: drag
            (3 * quick, .motion(column: 10, row: 1)),
            (4 * quick, .release(column: 10, row: 1)),
        ], machine: &machine)
        #expect(result == [
            [], [],
            [.beginDrag(Place(.mine, 3), grabOffset: 1, column: 24, row: 1), .dragTo(column: 24, row: 1)],
            [.dragTo(column: 10, row: 1)],
            [.drop(column: 10, row: 1)],
        ])
        #expect(!machine.isDragging && !machine.isButtonDown)
    }

    @Test func oneRowIsEnoughToStartADrag() {
        let result = run([(0, .press(.left, column: 2, row: 2)), (quick, .motion(column: 2, row: 3))])
        #expect(result == [[], [.beginDrag(Place(.mine, 6), grabOffset: 1, column: 2, row: 3), .dragTo(column: 2, row: 3)]])
    }

    @Test func addChannelsCellsNeverDragAndDoNotTapAfterMoving() {
        let result = run([
            (0, .press(.left, column: 10, row: 5)),
            (quick, .motion(column: 20, row: 1)),
            (2 * quick, .motion(column: 10, row: 5)),
            (3 * quick, .release(column: 10, row: 5)),
        ])
        #expect(result == [[], [], [], []])
    }

    /// A drag from a locked cell asks once for a drag of it, which the reducer refuses with a
    /// reason (issue 10.5); nothing after it in the gesture does anything.
    @Test func lockedCellsNeverDrag() {
        let result = run([
            (0, .press(.left, column: 3, row: 1)),
            (quick, .motion(column: 20, row: 1)),
            (quick * 1.5, .motion(column: 25, row: 1)),
            (2 * quick, .release(column: 20, row: 1)),
        ])
        #expect(result == [[], [.beginDrag(Place(.mine, 0), grabOffset: 2, column: 20, row: 1)], [], []])
        // A quick release far away is refused the same way.
        #expect(run([(0, .press(.left, column: 3, row: 1)), (quick, .release(column: 22, row: 1))])
            == [[], [.beginDrag(Place(.mine, 0), grabOffset: 2, column: 22, row: 1)]])
        var editor = Fixture.editor(Fixture.board(), columns: 40, rows: 10)
        _ = editor.handle(.press(.left, column: 3, row: 1), now: 0)
        #expect(editor.handle(.motion(column: 20, row: 1), now: 0.1) == [.bell])
        #expect(editor.state.notice?.text.hasSuffix("is locked") == true)
        #expect(editor.state.drag == nil)
    }

    @Test func headersAndEmptySpaceNeverDrag() {
        #expect(run([(0, .press(.left, column: 2, row: 0)), (quick, .motion(column: 22, row: 1)),
                     (2 * quick, .release(column: 22, row: 1))]) == [[], [], []])
        #expect(run([(0, .press(.left, column: 30, row: 2)), (quick, .motion(column: 22, row: 1)),
                     (2 * quick, .release(column: 22, row: 1))]) == [[], [], []])
    }

    @Test func aReleaseFarFromThePressWithNoMotionIsAQuickDrag() {
        let result = run([(0, .press(.left, column: 22, row: 1)), (quick, .release(column: 10, row: 5))])
        #expect(result == [[], [.beginDrag(Place(.mine, 3), grabOffset: 1, column: 10, row: 5), .drop(column: 10, row: 5)]])
    }

    @Test func aNewPressDuringADragOnlyPutsItDown() {
        var machine = InputMachine()
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick, .motion(column: 10, row: 1)),
            // The release was lost; the next press only puts the cell down, its release is
            // no tap (one click never makes two changes).
            (2 * held, .press(.left, column: 2, row: 5)),
            (1.1, .release(column: 2, row: 5)),
            (2, .press(.left, column: 2, row: 5)),
            (2.1, .release(column: 2, row: 5)),
        ], machine: &machine)
        #expect(result[2] == [.putDown])
        #expect(result[3] == [])
        #expect(result[5] == [.tap(Place(.available, 0))], "the gesture after that is a tap again")
        // A merged click does the same.
        var other = InputMachine()
        let clicked = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick, .motion(column: 10, row: 1)),
            (2 * held, .click(.left, column: 2, row: 5)),
        ], machine: &other)
        #expect(clicked[2] == [.putDown])
    }

    @Test func aPressWhileTheKeyboardHoldsACellPutsItDown() {
        var lifted = state
        lifted.mode = .edit
        lifted.drag = Drag(id: "c", originIndex: 3, source: .keyboard)
        #expect(run([(0, .press(.left, column: 2, row: 5))], state: lifted) == [[.putDown]])
    }

    @Test func escCancelsADragAndTheRestOfTheGestureIsIgnored() {
        var machine = InputMachine()
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick, .motion(column: 10, row: 1)),
            (2 * quick, .key(.escape)),
            (3 * quick, .motion(column: 16, row: 1)),
            (4 * quick, .release(column: 16, row: 1)),
            (5 * quick, .motion(column: 16, row: 1)),
        ], machine: &machine)
        #expect(result[2] == [.cancelDrag])
        #expect(result[3...] == [[], [], []])
    }

    @Test func spaceOrEnterDuringAMouseDragPutsItDown() {
        for key in [Key.character(" "), .enter] {
            let result = run([
                (0, .press(.left, column: 22, row: 1)),
                (quick, .motion(column: 10, row: 1)),
                (2 * quick, .key(key)),
                (3 * quick, .release(column: 10, row: 1)),
            ])
            #expect(result[2] == [.putDown])
            #expect(result[3] == [])
        }
    }

    @Test func motionWithNoButtonDoesNothing() {
        var machine = InputMachine()
        #expect(run([(0, .motion(column: 22, row: 1)), (quick, .motion(column: 2, row: 5)),
                     (2 * quick, .release(column: 2, row: 5))], machine: &machine) == [[], [], []])
        #expect(!machine.wantsTick)
    }

    // MARK: Long press

    @Test func longPressFiresOnATickAfterHalfASecondAndTheReleaseIsNoTap() {
        var machine = InputMachine()
        _ = run([(10, .press(.left, column: 22, row: 1))], machine: &machine)
        #expect(machine.wantsTick)
        #expect(machine.deadline == 10 + held)
        #expect(run([(10 + 3 * quick, .tick), (10 + held * 0.98, .tick)], machine: &machine) == [[], []])
        #expect(run([(10 + held, .tick)], machine: &machine) == [[.enterEdit]])
        #expect(!machine.wantsTick)
        #expect(run([(10 + held + quick, .tick), (10 + 2 * held, .release(column: 22, row: 1))], machine: &machine) == [[], []])
    }

    @Test func longPressIsDetectedByAnyEventCarryingTheTime() {
        #expect(run([(0, .press(.left, column: 22, row: 1)), (held + 2 * quick, .release(column: 22, row: 1))])
            == [[], [.enterEdit]])
        #expect(run([(0, .press(.left, column: 22, row: 1)), (held + quick, .motion(column: 23, row: 1)),
                     (held + 2 * quick, .release(column: 23, row: 1))])
            == [[], [.enterEdit], []])
    }

    @Test func movingAfterALongPressStillDrags() {
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (held + quick, .tick),
            (held + 2 * quick, .motion(column: 10, row: 1)),
        ])
        #expect(result == [[], [.enterEdit],
                           [.beginDrag(Place(.mine, 3), grabOffset: 1, column: 10, row: 1), .dragTo(column: 10, row: 1)]])
    }

    @Test func aDragBeforeHalfASecondIsNoLongPress() {
        var machine = InputMachine()
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (2 * quick, .motion(column: 10, row: 1)),
            (held + 4 * quick, .tick),
        ], machine: &machine)
        #expect(!result.joined().contains(.enterEdit))
        #expect(!machine.wantsTick)
    }

    @Test func longPressOnALockedCellEntersEditMode() {
        #expect(run([(0, .press(.left, column: 3, row: 1)), (held, .tick), (held + quick, .release(column: 3, row: 1))])
            == [[], [.enterEdit], []])
    }

    @Test func longPressInEditModeOnlySwallowsTheTap() {
        var edit = state
        edit.mode = .edit
        #expect(run([(0, .press(.left, column: 22, row: 1)), (held, .tick), (held + quick, .release(column: 22, row: 1))], state: edit)
            == [[], [], []])
        // A quick one is a tap (remove, in edit mode).
        #expect(run([(0, .press(.left, column: 22, row: 1)), (4 * quick, .release(column: 22, row: 1))], state: edit)
            == [[], [.tap(Place(.mine, 3))]])
    }

    @Test func addChannelsHasNoLongPress() {
        var machine = InputMachine()
        _ = run([(0, .press(.left, column: 2, row: 5))], machine: &machine)
        #expect(!machine.wantsTick)
        #expect(run([(held + quick, .tick), (2 * held, .release(column: 2, row: 5))], machine: &machine)
            == [[], [.tap(Place(.available, 0))]])
    }

    // MARK: Wheel, resize, help

    @Test func wheelScrollsThreeRows() {
        #expect(run([(0, .wheel(.down, column: 5, row: 5)), (0, .wheel(.up, column: 5, row: 5))])
            == [[.scroll(by: 3)], [.scroll(by: -3)]])
    }

    @Test func wheelDuringADragScrollsAndFollowsThePointer() {
        let result = run([
            (0, .press(.left, column: 22, row: 1)),
            (quick, .motion(column: 10, row: 1)),
            (2 * quick, .wheel(.down, column: 11, row: 2)),
        ])
        #expect(result[2] == [.scroll(by: 3), .dragTo(column: 11, row: 2)])
    }

    @Test func resizePassesTheSizeOnAndSpoilsAPendingTap() {
        #expect(run([(0, .resize(columns: 100, rows: 30))]) == [[.resize(columns: 100, rows: 30)]])
        #expect(run([(0, .resize(columns: -5, rows: Int.max))]) == [[.resize(columns: 0, rows: InputMachine.coordinateLimit)]])
        #expect(run([(0, .press(.left, column: 22, row: 1)), (quick, .resize(columns: 50, rows: 20)),
                     (2 * quick, .release(column: 22, row: 1))])
            == [[], [.resize(columns: 50, rows: 20)], []])
    }

    @Test func whileHelpIsShownAPressClosesItAndNothingElse() {
        var help = state
        help.showsHelp = true
        #expect(run([(0, .press(.left, column: 22, row: 1)), (quick, .motion(column: 10, row: 1)),
                     (2 * quick, .release(column: 10, row: 1))], state: help)
            == [[.hideHelp], [], []])
        #expect(run([(0, .click(.left, column: 22, row: 1))], state: help) == [[.hideHelp]])
        // The wheel scrolls the help's list.
        #expect(run([(0, .wheel(.down, column: 22, row: 1))], state: help) == [[.scrollHelp(by: InputMachine.wheelRows)]])
        #expect(run([(0, .key(.character("q")))], state: help) == [[.hideHelp]])
    }

    // MARK: Coordinates

    @Test func theFooterAndOutsideTheScreenAreInert() {
        let footer = state.size.rows - 1
        let points = [(2, footer), (2, footer + 1), (-1, 1), (40, 1), (500, 500), (Int.min, Int.min),
                      (Int.max, Int.max), (Int.min, Int.max), (2, -1)]
        for (column, row) in points {
            let result = run([
                (0, .press(.left, column: column, row: row)),
                (quick, .motion(column: column, row: row)),
                (2 * quick, .motion(column: column &+ 5, row: row)),
                (3 * quick, .release(column: column, row: row)),
                (4 * quick, .click(.left, column: column, row: row)),
            ])
            #expect(result == [[], [], [], [], []], "at \(column), \(row)")
        }
    }

    @Test func aDragSurvivesAnyPointerValue() {
        let values = [Int.min, -1, 0, 23, Int.max]
        for column in values {
            for row in values {
                let result = run([
                    (0, .press(.left, column: 22, row: 1)),
                    (quick, .motion(column: column, row: row)),
                    (2 * quick, .release(column: column, row: row)),
                ])
                let last = result.last ?? []
                #expect(last.count == 1)
                if case .drop(let c, let r) = last.first {
                    #expect((-1...InputMachine.coordinateLimit).contains(c) && (-1...InputMachine.coordinateLimit).contains(r))
                } else if column == 22 || abs(column - 22) < 2, row == 1 {
                    // Not past the threshold: that is a tap.
                } else {
                    Issue.record("no drop for \(column), \(row): \(result)")
                }
            }
        }
    }

    @Test func aScreenTooSmallShowsNoGridToClick() {
        var small = state
        small.size = ScreenSize(columns: 20, rows: 5)
        #expect(run([(0, .click(.left, column: 2, row: 1))], state: small) == [[]])
    }

    // MARK: Autoscroll

    /// A tall board on a short screen (40x10: nine content rows), scrolled a little. `m0`...`m9`
    /// are five to a row (rows 1-2), the wider `m10`... four to a row (`m10` on row 3, `m18` on 5).
    func tallState(scrollTop: Int) -> (EditorState, FlowLayout) {
        var editor = Fixture.editor(Fixture.plainBoard(mine: 60, available: 20), columns: 40, rows: 10)
        _ = editor.apply(.scroll(by: scrollTop))
        return (editor.state, editor.layout())
    }

    @Test func draggingOnTheBottomRowScrollsAtOnceThenOnTicks() {
        let (scrolled, layout) = tallState(scrollTop: 2)
        var state = scrolled
        var machine = InputMachine()
        let bottom = state.viewportHeight - 1
        // The pointer lives in the state's drag (the reducer's `dragTo` keeps it), as here.
        func step(_ now: Double, _ event: InputEvent) -> [Action] {
            let actions = machine.handle(event, now: now, state: state, layout: layout)
            for action in actions {
                switch action {
                case .beginDrag(let place, let grab, let column, let row):
                    state.drag = Drag(id: state.board.mine[place.index].id, originIndex: place.index,
                                      source: .mouse(grabOffset: grab), pointerColumn: column, pointerRow: row)
                case .dragTo(let column, let row):
                    state.drag?.pointerColumn = column
                    state.drag?.pointerRow = row
                default: break
                }
            }
            return actions
        }
        // The drag starts well inside the long-press delay; then times step by the interval.
        let start = 2 * quick
        let interval = InputMachine.autoscrollInterval
        #expect(step(0, .press(.left, column: 2, row: 3)).isEmpty)
        #expect(step(quick, .motion(column: 2, row: 4)).first == .beginDrag(Place(.mine, 18), grabOffset: 1, column: 2, row: 4))
        #expect(!machine.wantsTick)
        #expect(step(start, .motion(column: 2, row: bottom)) == [.scroll(by: 1), .dragTo(column: 2, row: bottom)])
        #expect(machine.deadline == start + interval)
        // Moving within the zone before the step is due: no extra scroll.
        #expect(step(start + interval / 2, .motion(column: 3, row: bottom)) == [.dragTo(column: 3, row: bottom)])
        #expect(step(start + interval * 0.8, .tick) == [])
        #expect(step(start + interval * 1.1, .tick) == [.scroll(by: 1), .dragTo(column: 3, row: bottom)])
        // Below the content (the footer and beyond) scrolls too.
        #expect(step(start + interval * 2.5, .motion(column: 3, row: bottom + 4)) == [.scroll(by: 1), .dragTo(column: 3, row: bottom + 4)])
        // Back in the middle: no more ticks wanted.
        #expect(step(start + interval * 3, .motion(column: 3, row: 4)) == [.dragTo(column: 3, row: 4)])
        #expect(!machine.wantsTick)
        #expect(step(start + interval * 5, .tick) == [])
        // The top row scrolls up.
        #expect(step(start + interval * 6, .motion(column: 3, row: 0)) == [.scroll(by: -1), .dragTo(column: 3, row: 0)])
        #expect(step(start + interval * 7, .release(column: 3, row: 0)) == [.drop(column: 3, row: 0)])
        #expect(!machine.wantsTick)
    }

    @Test func noAutoscrollWhenTheViewCannotScrollThatWay() {
        let (state, layout) = tallState(scrollTop: 0)
        var machine = InputMachine()
        _ = machine.handle(.press(.left, column: 2, row: 3), now: 0, state: state, layout: layout)
        #expect(machine.handle(.motion(column: 2, row: 0), now: quick, state: state, layout: layout).first
            == .beginDrag(Place(.mine, 10), grabOffset: 1, column: 2, row: 0))
        #expect(!machine.wantsTick)
        #expect(machine.handle(.tick, now: 2 * held, state: state, layout: layout) == [])
    }

    // MARK: Keys

    @Test func keysGoThroughTheKeymap() {
        #expect(run([(0, .key(.character("e"))), (0, .key(.control("c"))), (0, .key(.character("Z")))])
            == [[.toggleEdit], [.quit], []])
    }
}
