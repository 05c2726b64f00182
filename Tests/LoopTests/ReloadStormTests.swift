import ChannelCore
import CursesTerminal
import EditorKit
import TestSupport
import Testing
import channel_editor

/// A file rewritten a hundred times a second costs what changed (issue 26, item 6): the loop
/// reads it at most once every `reloadGap`, a key in the same wake is handled first, and the
/// last change of a burst is still read. (Timings are `make bench`'s; this counts reads.)
@Suite("Reload storms are coalesced")
struct ReloadStormTests {
    typealias Loop = EditorLoop<ScriptedTerminal, ScriptedSaver, ScriptedWatcher>

    @Test func aHundredChangesASecondAreReadTenTimesASecond() {
        let log = LoopLog()
        log.step = 0.01  // a wake every 10 ms, each with the watch ready
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        saver.onDisk = SampleBoards.make(mine: ["x"], available: [])
        let wakes = Array(repeating: TerminalWake(ready: [watcher.descriptor]), count: 100)
        var loop = LoopFixture.loop(ScriptedTerminal(log: log, wakes: wakes), saver: saver, watcher: watcher)
        _ = loop.run()
        #expect(watcher.drains == 100)
        let reads = log.count("refresh")
        #expect(reads >= 9 && reads <= 11, "one read per \(Loop.reloadGap) s over one second, not \(reads)")
    }

    @Test func keysFirstAndTheLastChangeOfABurstIsStillRead() {
        let log = LoopLog()
        log.step = 0.06
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        saver.onDisk = SampleBoards.make(mine: ["x"], available: [])
        let terminal = ScriptedTerminal(log: log, wakes: [
            TerminalWake(inputs: [.character("u")], ready: [watcher.descriptor]),  // t 0.06: key, then a read
            TerminalWake(ready: [watcher.descriptor]),  // t 0.12: too soon after the last read
            TerminalWake(),  // t 0.18: the wait's time-out: the put-off read
        ])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher)
        _ = loop.run()
        let entries = log.entries
        let bell = entries.firstIndex(of: "bell") ?? entries.count
        let firstRead = entries.firstIndex(of: "refresh") ?? -1
        #expect(bell < firstRead, "the key in the same wake is handled before the read: \(entries)")
        #expect(log.count("refresh") == 2, "\(entries)")
        #expect(terminal.timeouts.count >= 3)
        if terminal.timeouts.count >= 3 {
            #expect((40...41).contains(terminal.timeouts[2] ?? -1), "the wait ends when the put-off read is due: \(terminal.timeouts)")
        }
    }

    @Test func noReadWhileAChannelIsLifted() {
        let log = LoopLog()
        let watcher = ScriptedWatcher()
        var saver = ScriptedSaver(log: log)
        saver.onDisk = SampleBoards.make(mine: ["x"], available: [])
        let editor = LoopFixture.editor(focus: Place(.mine, 1))
        let terminal = ScriptedTerminal(log: log, wakes: [
            TerminalWake(inputs: [.character("e"), .character(" ")], ready: [watcher.descriptor]),  // edit mode, lift
            TerminalWake(ready: [watcher.descriptor]),
        ])
        var loop = LoopFixture.loop(terminal, saver: saver, watcher: watcher, editor: editor)
        _ = loop.run()
        #expect(loop.editor.state.drag != nil, "still lifted")
        #expect(log.count("refresh") == 0, "\(log.entries)")
        #expect(terminal.timeouts.allSatisfy { $0 == nil }, "no busy wait for a read put off by the lift: \(terminal.timeouts)")
    }
}
