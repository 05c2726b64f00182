import Foundation
import Testing

/// Issue 35: VDR's channels.conf, against the real VDR. Debian's own channels.conf (the vdr
/// package's, which /etc/vdr/channels.conf starts as: 162 lines, 15 groups, `:@100`) is read
/// from the installed package at test time; VDR runs headless in a network namespace of its
/// own (`VDRProcess`). With VDR stopped, a move and a remove change only those lines and a VDR
/// started on the saved file lists the new order with every group.
@Suite("VDR end to end", .serialized)
struct VDREndToEndTests {
    static let debian = "/usr/share/vdr/channels.conf-examples/channels.conf.sat"

    final class Bench {
        let scratch: Scratch
        var folder: String { scratch.file("vdr") }
        var file: String { folder + "/conf/channels.conf" }
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": scratch.file("home"), "XDG_STATE_HOME": scratch.file("state")]
        }

        init() throws {
            scratch = try Scratch()
            guard let bytes = FileManager.default.contents(atPath: VDREndToEndTests.debian) else {
                throw PilotError("\(VDREndToEndTests.debian) missing: make deps installs vdr")
            }
            try VDRProcess.prepare(folder, channels: bytes)
        }

        /// `channel-editor ARGUMENTS --file channels.conf`, here (VDR not reachable).
        func command(_ arguments: String...) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", file], environment: environment)
        }

        func text() throws -> String { try String(contentsOfFile: file, encoding: .utf8) }

        /// `channel-editor ARGUMENTS --file channels.conf` inside VDR's network namespace, where
        /// SVDRP answers on localhost:6419.
        func command(in vdr: VDRProcess, _ arguments: String...) throws -> Shell.Result {
            try vdr.inside([ScriptCLI.binary] + arguments + ["--file", file], environment: environment)
        }

        /// The ids of My Channels as `list` prints them.
        func listedIds(_ result: Shell.Result) -> [String] {
            result.output.split(separator: "\n").filter { $0.hasPrefix("mine\t") }.map { String($0.split(separator: "\t")[2]) }
        }
    }

    @Test func debiansFileOpensWithVDRsIDsAndGroups() throws {
        let bench = try Bench()
        let list = try bench.command("list")
        #expect(list.status == 0, "\(list.error)")
        let ids = bench.listedIds(list)
        #expect(ids.count == 162)
        #expect(ids.first == "S19.2E-1-1089-12003")
        #expect(ids.contains(":@100") && ids.last == ":@1000 Neue Kanaele")
        #expect(list.output.contains("S19.2E-1-1089-12003\t-\tRTL Television\n"), "the name VDR shows, without short name and provider")
    }

    @Test func withVDRStoppedAMoveAndARemoveChangeOnlyThoseLinesAndVDRLoadsTheResult() throws {
        let bench = try Bench()
        let before = try bench.text()
        var lines = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // SAT.1 after ZDF HD (into the group "ARD und ZDF"), then RTL2 removed.
        let moved = try #require(try bench.command("move", "S19.2E-1-1107-17500", "--after", "S19.2E-1-1011-11110"))
        #expect(moved.status == 0, "\(moved.error)")
        let removed = try bench.command("remove", "S19.2E-1-1089-12020")
        #expect(removed.status == 0, "\(removed.error)")
        let sat1 = lines.remove(at: try #require(lines.firstIndex { $0.hasPrefix("SAT.1;") }))
        lines.insert(sat1, at: try #require(lines.firstIndex { $0.hasPrefix("ZDF HD;") }) + 1)
        lines.remove(at: try #require(lines.firstIndex { $0.hasPrefix("RTL2;") }))
        #expect(try bench.text() == lines.joined(separator: "\n"), "only the moved and the removed line changed")
        let expected = bench.listedIds(try bench.command("list"))
        #expect(expected.count == 161)
        // The removed channel is in Add Channels, kept beside the file.
        #expect(try bench.command("list").output.contains("available\t1\tS19.2E-1-1089-12020\t-\tRTL2\n"))

        let vdr = try VDRProcess(folder: bench.folder)
        defer { vdr.stop() }
        let listed = try vdr.listedIds()
        #expect(listed == expected, "VDR lists the saved order with every group")
        #expect(listed.filter { $0.hasPrefix(":") }.count == 15)
    }

    /// `--catalog other.conf`: its channels the file lacks are in Add Channels; adding one writes
    /// its line as that file has it, and nothing else changes.
    @Test func aCatalogsChannelsAreAddedWithTheirLines() throws {
        let bench = try Bench()
        let before = try bench.text()
        let new = "Test Kanal,TK;Test:12188:hC34M2S0:S19.2E:27500:101=2:102=deu@3:103:0:4711:1:1089:0"
        let other = bench.scratch.file("other.conf")
        try (new + "\n" + before.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n").write(toFile: other, atomically: false, encoding: .utf8)
        let list = try bench.command("list", "--catalog", other)
        #expect(list.output.split(separator: "\n").filter { $0.hasPrefix("available\t") } == ["available\t1\tS19.2E-1-1089-4711\t-\tTest Kanal"])
        let added = try bench.command("add", "S19.2E-1-1089-4711", "--catalog", other)
        #expect(added.status == 0, "\(added.error)")
        #expect(try bench.text() == before + new + "\n")
    }

    @Test func aFileVDRWouldNotLoadIsRefusedWithItsLineAndUntouched() throws {
        let bench = try Bench()
        let text = try bench.text().replacingOccurrences(of: ":Sport\n", with: ":Sport\n# favourites\n")
        try text.write(toFile: bench.file, atomically: false, encoding: .utf8)
        let result = try bench.command("move", "S19.2E-1-1107-17500", "last")
        #expect(result.status == 65)
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.error.contains("channels.conf: line 59: VDR reads no comments"), "\(result.error)")
        #expect(try bench.text() == text)
    }

    /// VDR running: a move goes through SVDRP and shows in LSTC at once, then in VDR's own save
    /// of the file; a group move is refused with a sentence that says to stop VDR; VDR's own
    /// refusal (a channel a timer uses) is shown in VDR's words, and nothing changes.
    @Test func withVDRRunningAMoveShowsInLSTCAtOnceAndAGroupMoveIsRefused() throws {
        let bench = try Bench()
        let vdr = try VDRProcess(folder: bench.folder)
        defer { vdr.stop() }
        var order = try vdr.listedIds()
        #expect(order.count == 162)
        // A channel of "Regionalprogramme" up past its group line, to the end of the group above
        // ("Dritte Programme"): no one MOVC does that (moving up puts it before its target), two do.
        let moved = try bench.command(in: vdr, "move", "S19.2E-1-1021-4601", "--after", "S19.2E-1-1010-11160")
        #expect(moved.status == 0, "\(moved.error)")
        order.remove(at: try #require(order.firstIndex(of: "S19.2E-1-1021-4601")))
        order.insert("S19.2E-1-1021-4601", at: try #require(order.firstIndex(of: "S19.2E-1-1010-11160")) + 1)
        #expect(order[order.firstIndex(of: "S19.2E-1-1021-4601")! + 1] == ":Regionalprogramme")
        #expect(try vdr.listedIds() == order, "LSTC shows the move at once")
        #expect(bench.listedIds(try bench.command(in: vdr, "list")) == order, "list shows VDR's list")
        // VDR saves the file itself, at once after a change made through SVDRP.
        var saved: [String] = []
        for _ in 0..<50 {
            saved = bench.listedIds(try bench.command("list"))  // outside the namespace: the file
            if saved == order { break }
            usleep(200_000)
        }
        #expect(saved == order, "VDR's own save of the file has the move")
        #expect(try bench.text().contains(":@100 \n"), "written by VDR (its saves write ':@100 '), not by channel-editor")

        let group = try bench.command(in: vdr, "move", ":Sport", "first")
        #expect(group.status == 1)
        #expect(group.error.contains("stop VDR"), "\(group.error)")
        #expect(try vdr.listedIds() == order)
        // One place up, past the channel above it: the same order as that channel moved down,
        // but a group line moved all the same.
        let above = order[try #require(order.firstIndex(of: ":Sport")) - 1]
        let step = try bench.command(in: vdr, "move", ":Sport", "--before", above)
        #expect(step.status == 1 && step.error.contains("stop VDR"), "\(step.error)")
        #expect(try vdr.listedIds() == order)

        // A timer on RTL: VDR refuses to delete the channel, in its words.
        #expect(try vdr.svdrp("NEWT 1:S19.2E-1-1089-12003:2030-01-01:2000:2100:50:99:Test:").contains("250 "))
        let removed = try bench.command(in: vdr, "remove", "S19.2E-1-1089-12003")
        #expect(removed.status == 1)
        #expect(removed.error.contains("is in use by timer"), "\(removed.error)")
        #expect(removed.error.split(separator: "\n").count == 1)
        #expect(try vdr.listedIds() == order)
    }

    /// The screen on Debian's file with VDR stopped: VDR's number, short name and provider on
    /// the status row; open and quit writes nothing; a move changes one line; undo gives the
    /// bytes back.
    @Test func theScreenWithVDRStopped() throws {
        let bench = try Bench()
        let original = try bench.text()
        let inode = try FileManager.default.attributesOfItem(atPath: bench.file)[.systemFileNumber] as? Int
        var pilot = try TmuxPilot(arguments: ["--file", bench.file], columns: 120, rows: 30, environment: bench.environment)
        #expect(try pilot.waitFor("1 · RTL · CBC"))
        #expect(try pilot.waitFor("--- ARD und ZDF"))
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: bench.file)[.systemFileNumber] as? Int == inode, "not even rewritten")

        pilot = try TmuxPilot(arguments: ["--file", bench.file], columns: 120, rows: 30, environment: bench.environment)
        #expect(try pilot.waitFor("1 · RTL · CBC"))
        try pilot.press("e")
        try pilot.press("]")
        #expect(try pilot.waitFor("moved to place 2"))
        try pilot.press("Left")
        try pilot.press("Right")
        #expect(try pilot.waitFor("2 · RTL · CBC"), "RTL is channel 2 now")
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        lines.swapAt(0, 1)
        #expect(try waitFor { try bench.text() == lines.joined(separator: "\n") }, "one line moved")
        try pilot.press("u")
        #expect(try waitFor { try bench.text() == original }, "undo gives the bytes back")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    /// The screen with VDR running: a move is in LSTC at once; a group line moved is refused
    /// with the sentence that says to stop VDR, and the screen shows VDR's list.
    @Test func theScreenWithVDRRunning() throws {
        let bench = try Bench()
        let vdr = try VDRProcess(folder: bench.folder)
        defer { vdr.stop() }
        let order = try vdr.listedIds()
        let pilot = try TmuxPilot(arguments: ["--file", bench.file], columns: 200, rows: 30, environment: bench.environment,
                                  shellCommand: vdr.insideCommand + " %CMD%")
        #expect(try pilot.waitFor("1 · RTL · CBC"))
        try pilot.press("e")
        try pilot.press("]")
        var moved = order
        moved.swapAt(0, 1)
        #expect(try waitFor { try vdr.listedIds() == moved }, "LSTC shows the move at once")
        try pilot.press("Left")
        try pilot.press("Right")
        #expect(try pilot.waitFor("2 · RTL · CBC"), "VDR's number after the move")
        // RTL is at place 2 with the focus; the group line ":ARD und ZDF" is at place 5.
        try pilot.press("Right", "Right", "Right")
        #expect(try pilot.waitFor("--- ARD und ZDF"))
        try pilot.press("]")
        #expect(try pilot.waitFor("stop VDR"))
        #expect(try vdr.listedIds() == moved)
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    /// Polls `condition` for up to 10 s.
    private func waitFor(_ condition: () throws -> Bool) throws -> Bool {
        for _ in 0..<100 {
            if try condition() { return true }
            usleep(100_000)
        }
        return false
    }
}
