import ChannelCore
import Foundation
import Testing
import TestSupport

/// Crash-safe saves (docs/DECISIONS.md, "Writers take turns": `ChannelFileStore.save`, `AtomicFileWriter`):
/// every committed change is written to a temp file, synced and
/// renamed over the channels file. These tests drive the real binary in tmux with hundreds of
/// add/remove/nudge/undo/redo keys and SIGKILL it at seeded random moments.
///
/// What a kill may honestly leave behind:
/// - `channels.json` always parses, holds every catalog channel exactly once, and holds a board
///   that was on the screen: the last one drawn or, when the kill lands during its save (the
///   frame is drawn before the save starts), the one before it — never a torn or mixed file.
/// - A kill that lands between creating the temp file and renaming it leaves that temp file:
///   nothing can remove it, since the process is gone. So at most ONE stray
///   `.channels.json.tmp-<pid>-<n>` per killed process, named after the killed process, never
///   the channels file itself; a process that was not killed leaves none.
@Suite(.serialized)
struct ReliabilityKillTests {
    /// The state of the board as the test models it: names in order.
    struct Order: Equatable, CustomStringConvertible {
        var mine: [String]
        var available: [String]
        var description: String { "mine \(mine) | available \(available)" }
    }

    /// A key with a predictable effect on the board, or a focus move.
    enum Move {
        case focus(String)
        case board(String, Order)
    }

    @Test("SIGKILL at random moments during keyboard edits: the file is whole and was on the screen")
    func killsDuringKeyboardEdits() throws {
        let seed: UInt64 = 20_240_611
        var random = SeededGenerator(seed: seed)
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        let catalogIDs = Set((catalog.mine + catalog.available).map(\.id))
        let idOfName = Dictionary(uniqueKeysWithValues: (catalog.mine + catalog.available).map { ($0.name, $0.id) })
        let locked = Set(catalog.mine.filter(\.locked).map(\.name))
        var killedPIDs: Set<Int32> = []
        var movesSent = 0
        var strayTemps = 0
        let rounds = 10

        for round in 0..<rounds {
            let context = "seed \(seed), round \(round)"
            let pilot = try TmuxPilot(arguments: ["--file", path])
            guard let pid = try pilot.pid() else { throw PilotError("no pid") }
            var shown = try #require(try pilot.waitForBoard { $0.focus != nil }, "\(context): no board drawn")

            // A restart shows exactly what the last (killed) process left in the file.
            if let file = ChannelFileCheck.read(path) {
                #expect(shown.mine.map { idOfName[$0] ?? "?\($0)" } == file.mineIDs, "\(context): restart shows the file's My Channels")
                #expect(shown.available.map { idOfName[$0] ?? "?\($0)" } == file.availableIDs, "\(context): restart shows the file's Add Channels")
            } else {
                #expect(round == 0, "\(context): the channels file must exist after round 0")
            }

            try pilot.press("e")
            try #require(try pilot.waitFor("[Done]"), "edit mode did not start")
            var undo: [Order] = []
            var redo: [Order] = []
            // The board before the last board move: its save may still be under way when the
            // next keys are sent, since the frame is drawn before the save.
            var saving: Order?

            // Moves whose outcome is known, each waited for on the screen.
            for _ in 0..<Int.random(in: 12...36, using: &random) {
                let move = try #require(Self.moves(shown, locked: locked, undo: undo, redo: redo).randomElement(using: &random))
                try send(move, to: pilot, undo: &undo, redo: &redo, from: shown)
                movesSent += 1
                let before = shown
                switch move {
                case .focus:
                    shown = try #require(try pilot.waitForBoard { $0.focusKey != nil && $0.focusKey != before.focusKey },
                                         "\(context): focus did not move")
                case .board(let key, let expected):
                    saving = Order(before)
                    let seen = try pilot.waitForBoard { Order($0) == expected && $0.focus != nil }
                    shown = try #require(seen)
                    try #require(Order(shown) == expected, "\(context): after \(key) expected \(expected), screen \(shown)")
                }
            }

            // The kill: either right after one more board key, or during a burst that flips the
            // board between two known states.
            let before = Order(shown)
            let allowed: [Order]
            var burstSent = false
            if round % 2 == 1, let (keys, other) = Self.flipBurst(shown, locked: locked, undo: undo, redo: redo, random: &random) {
                try pilot.press(keys)
                movesSent += keys.count
                usleep(UInt32.random(in: 0...UInt32(keys.count * 4_000), using: &random))
                allowed = [before, other]
                burstSent = true
            } else {
                let candidates = Self.moves(shown, locked: locked, undo: undo, redo: redo).filter {
                    if case .board = $0 { return true } else { return false }
                }
                guard case .board(let key, let after)? = candidates.randomElement(using: &random) else {
                    throw PilotError("\(context): no board move possible")
                }
                try pilot.press(key)
                movesSent += 1
                usleep(UInt32.random(in: 0...12_000, using: &random))
                // The screen captured before the kill showed `before`; the key may or may not
                // have been drawn and saved when the kill landed. The frame is drawn before the
                // save starts, so the file is never newer than the screen: it is `before` (not
                // yet saved, or killed mid-save) or `after` (drawn, then saved).
                allowed = [before, after]
            }
            // Killed while the last board move's save was still running: the file is the board
            // before that move (one step behind the screen, never ahead of it).
            let stillSaving = saving.map { [$0] } ?? []
            kill(pid, SIGKILL)
            killedPIDs.insert(pid)
            #expect(try pilot.waitUntilDead(), "\(context): the program did not die")

            let file = try #require(ChannelFileCheck.read(path), "\(context): the channels file does not parse after SIGKILL:\n\((try? scratch.read("channels.json")) ?? "<unreadable>")")
            #expect(file.completenessProblems(expectedIDs: catalogIDs).isEmpty,
                    "\(context): \(file.completenessProblems(expectedIDs: catalogIDs))")
            let fileOrder = Order(mine: file.mineIDs, available: file.availableIDs)
            let allowedIDs = allowed.map { Order(mine: $0.mine.map { idOfName[$0] ?? "?" }, available: $0.available.map { idOfName[$0] ?? "?" }) }
            let behindIDs = stillSaving.map { Order(mine: $0.mine.map { idOfName[$0] ?? "?" }, available: $0.available.map { idOfName[$0] ?? "?" }) }
            #expect((allowedIDs + behindIDs).contains(fileOrder), "\(context): file \(fileOrder) is none of \(allowedIDs + behindIDs)")
            // The screen first, the disk second: after a single key, if the file holds the
            // state after it, that state's frame was written to the terminal before the save
            // began, so the terminal shows it (tmux may mark the pane dead before it has read
            // the last bytes, hence the wait). In a burst the screen may be a flip ahead of or
            // behind the file, so only the pair holds.
            if !burstSent, fileOrder == allowedIDs[1], fileOrder != allowedIDs[0] {
                let shown = try pilot.waitForBoard(timeout: 3) { Order($0) == allowed[1] }
                #expect(shown.map(Order.init) == allowed[1],
                        "\(context): the file holds \(fileOrder) but the terminal shows \(shown.map { Order($0).description } ?? "no board"): saved before drawn")
            }
            strayTemps = try Self.checkFolder(scratch.path, name: "channels.json", killed: killedPIDs, context: context)
        }
        print("ReliabilityKillTests: \(rounds) kills after \(movesSent) keys; stray temp files left: \(strayTemps)")
        #expect(movesSent >= 200)

        // After the kills, a normal run opens what the last one left and quits cleanly,
        // changing nothing (stray temp files of dead processes stay: the product does not
        // clean them up).
        let before = try scratch.bytes("channels.json")
        let pilot = try TmuxPilot(arguments: ["--file", path])
        let shown = try #require(try pilot.waitForBoard { $0.focus != nil })
        let file = try #require(ChannelFileCheck.read(path))
        #expect(shown.mine.map { idOfName[$0] ?? "?" } == file.mineIDs)
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try scratch.bytes("channels.json") == before)
        _ = try Self.checkFolder(scratch.path, name: "channels.json", killed: killedPIDs, context: "after the kills")
    }

    @Test("SIGKILL during saves of a 20,000-channel board: the file is whole; at most one temp file per kill")
    func killsDuringLargeSaves() throws {
        let seed: UInt64 = 77
        var random = SeededGenerator(seed: seed)
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        let extra = ChannelFixtures.numbered(20_000)
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available + extra))
        let expected = Set((catalog.mine + catalog.available + extra).map(\.id))
        var killed: Set<Int32> = []
        var strays = 0
        let keys = ["Enter", "Enter", "Enter", "u", "C-r", "Right", "Tab", "]", "["]
        for round in 0..<10 {
            let context = "seed \(seed), round \(round)"
            let pilot = try TmuxPilot(arguments: ["--file", path])
            guard let pid = try pilot.pid() else { throw PilotError("no pid") }
            try #require(try pilot.waitForBoard(timeout: 30) { $0.focus != nil } != nil, "\(context): no board drawn")
            try pilot.press("e")
            try #require(try pilot.waitFor("[Done]"), "edit mode did not start")
            try pilot.press("Tab")
            let burst = (0..<Int.random(in: 10...30, using: &random)).map { _ in keys.randomElement(using: &random)! }
            try pilot.press(burst)
            usleep(UInt32.random(in: 20_000...400_000, using: &random))
            kill(pid, SIGKILL)
            killed.insert(pid)
            #expect(try pilot.waitUntilDead(), "\(context): the program did not die")
            let file = try #require(ChannelFileCheck.read(path), "\(context): the channels file does not parse after SIGKILL")
            #expect(file.completenessProblems(expectedIDs: expected).isEmpty, "\(context): \(file.completenessProblems(expectedIDs: expected))")
            strays = try Self.checkFolder(scratch.path, name: "channels.json", killed: killed, context: context)
        }
        print("ReliabilityKillTests (20,000 channels): 10 kills; stray temp files left: \(strays)")
    }

    @Test("A second instance opens alongside the first; a SIGKILLed screen leaves no stale lock")
    func lockAfterKill() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        let before = try scratch.bytes("channels.json")
        let first = try TmuxPilot(arguments: ["--file", path])
        try #require(try first.waitForBoard { $0.focus != nil } != nil)
        guard let holder = try first.pid() else { throw PilotError("no pid") }
        let second = try TmuxPilot(arguments: ["--file", path])
        #expect(try second.waitForBoard { $0.focus != nil } != nil, "the second screen was kept out")
        #expect(try scratch.bytes("channels.json") == before, "opening changes nothing")

        kill(holder, SIGKILL)
        #expect(try first.waitUntilDead())
        let added = try #require(catalog.available.first)
        let result = try Shell.run(ScriptCLI.binary, ["add", added.id, "--file", path],
                                   environment: ["LANG": "C.UTF-8", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path])
        #expect(result.status == 0, "the lock of a killed process kept a command out: \(result.error)")
        #expect(try second.waitForBoard { $0.mine.last == added.name }?.mine.last == added.name)
        try second.press("q")
        #expect(try second.waitForExit() == 0)
    }

    // MARK: - The model

    /// The moves possible from `board` in edit mode, each with its outcome.
    static func moves(_ board: ScreenBoard, locked: Set<String>, undo: [Order], redo: [Order]) -> [Move] {
        guard let focus = board.focus else { return [] }
        var result: [Move] = []
        let order = Order(board)
        let total = board.mine.count + board.available.count
        let linear = focus.section == .mine ? focus.index : board.mine.count + focus.index
        if linear > 0 { result.append(.focus("Left")) }
        if linear < total - 1 { result.append(.focus("Right")) }
        if !board.available.isEmpty { result.append(.focus("Tab")) }
        switch focus.section {
        case .available:
            var next = order
            next.mine.append(next.available.remove(at: focus.index))
            result.append(.board("Enter", next))
        case .mine:
            let name = board.mine[focus.index]
            guard !locked.contains(name) else { break }
            var removed = order
            removed.available.insert(removed.mine.remove(at: focus.index), at: 0)
            result.append(.board("Enter", removed))
            if focus.index + 1 < board.mine.count {
                var later = order
                later.mine.swapAt(focus.index, focus.index + 1)
                result.append(.board("]", later))
            }
            if focus.index > 0, !locked.contains(board.mine[focus.index - 1]) {
                var earlier = order
                earlier.mine.swapAt(focus.index, focus.index - 1)
                result.append(.board("[", earlier))
            }
        }
        if let last = undo.last { result.append(.board("u", last)) }
        if let last = redo.last { result.append(.board("C-r", last)) }
        return result
    }

    /// Sends a move and keeps the undo/redo model in step with the product's history.
    func send(_ move: Move, to pilot: TmuxPilot, undo: inout [Order], redo: inout [Order], from board: ScreenBoard) throws {
        switch move {
        case .focus(let key):
            try pilot.press(key)
        case .board(let key, _):
            let now = Order(board)
            switch key {
            case "u":
                undo.removeLast()
                redo.append(now)
            case "C-r":
                redo.removeLast()
                undo.append(now)
            default:
                undo.append(now)
                redo.removeAll()
            }
            try pilot.press(key)
        }
    }

    /// Keys that flip the board between its state and one other, known state: `]` `[` pairs on
    /// a movable cell, or `u` `C-r` pairs. Nil when neither is possible.
    static func flipBurst(_ board: ScreenBoard, locked: Set<String>, undo: [Order], redo: [Order],
                          random: inout SeededGenerator) -> ([String], Order)? {
        let count = Int.random(in: 3...15, using: &random)
        if let focus = board.focus, focus.section == .mine, !locked.contains(board.mine[focus.index]),
           focus.index + 1 < board.mine.count {
            var other = Order(board)
            other.mine.swapAt(focus.index, focus.index + 1)
            return (Array(Array(repeating: ["]", "["], count: count).joined().dropLast(Int.random(in: 0...1, using: &random))), other)
        }
        if let previous = undo.last {
            return (Array(Array(repeating: ["u", "C-r"], count: count).joined().dropLast(Int.random(in: 0...1, using: &random))), previous)
        }
        return nil
    }

    /// Checks the folder after a kill: only the channels file, its lock, and at most one temp
    /// file per killed process. Returns the number of stray temp files.
    static func checkFolder(_ folder: String, name: String, killed: Set<Int32>, context: String) throws -> Int {
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        var tempsPerPID: [Int32: Int] = [:]
        for entry in entries where entry != name && entry != name + ".lock" {
            let prefix = "." + name + ".tmp-"
            guard entry.hasPrefix(prefix) else {
                Issue.record("\(context): unexpected file \(entry) in \(entries)")
                continue
            }
            let pidText = entry.dropFirst(prefix.count).split(separator: "-").first.map(String.init) ?? ""
            guard let pid = Int32(pidText), killed.contains(pid) else {
                Issue.record("\(context): temp file \(entry) is not from a killed process (killed: \(killed.sorted()))")
                continue
            }
            tempsPerPID[pid, default: 0] += 1
        }
        for (pid, count) in tempsPerPID where count > 1 {
            Issue.record("\(context): process \(pid) left \(count) temp files")
        }
        return tempsPerPID.values.reduce(0, +)
    }
}

extension ReliabilityKillTests.Order {
    init(_ board: ScreenBoard) {
        self.init(mine: board.mine, available: board.available)
    }
}
