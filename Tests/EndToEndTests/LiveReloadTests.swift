import Foundation
import Glibc
import Testing

/// Issue 12: a file that others touch while the screen is open. The real binary on a tmux pane,
/// script commands, a second screen and hand edits on the same file; the file read back with
/// Foundation after every step.
@Suite("Live reload: others change the file while the screen is open")
struct LiveReloadTests {
    /// One channels file that several writers share: a scratch folder with the bundled
    /// catalog's channels, the screens and commands that run on it.
    final class SharedFile {
        let scratch: Scratch
        let catalog: (mine: [FixtureChannel], available: [FixtureChannel])
        var path: String { scratch.file("channels.json") }
        var environment: [String: String] {
            ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path]
        }

        init() throws {
            scratch = try Scratch()
            catalog = try ChannelFixtures.catalog()
            try scratch.write("channels.json", ChannelFixtures.fileText(mine: catalog.mine, available: catalog.available))
        }

        func name(_ id: String) -> String {
            (catalog.mine + catalog.available).first { $0.id == id }?.name ?? id
        }

        func screen() throws -> TmuxPilot {
            let pilot = try TmuxPilot(arguments: ["--file", path])
            try #require(try pilot.waitForBoard { $0.focus != nil } != nil, "the screen did not start")
            return pilot
        }

        /// `channel-editor ARGUMENTS --file PATH`.
        func command(_ arguments: String...) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", path], environment: environment)
        }

        func file() throws -> ChannelFileCheck {
            try #require(ChannelFileCheck.read(path), "the file does not parse")
        }

        /// Polls the file until `condition` holds; the last one read.
        func waitForFile(timeout: Double = 5, _ condition: (ChannelFileCheck) -> Bool) throws -> ChannelFileCheck? {
            let deadline = Date().addingTimeInterval(timeout)
            var last = ChannelFileCheck.read(path)
            while Date() < deadline, !(last.map(condition) ?? false) {
                usleep(20_000)
                last = ChannelFileCheck.read(path)
            }
            return last
        }

        /// The file with `old` replaced by `new`, written to `<file>.new` and renamed over it (as
        /// most editors save), or written in place (as `cat >` and some editors do).
        func handEdit(_ old: String, _ new: String, inPlace: Bool) throws {
            let text = try scratch.read("channels.json").replacingOccurrences(of: old, with: new)
            try write(text, inPlace: inPlace)
        }

        func write(_ text: String, inPlace: Bool) throws {
            if inPlace {
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(text.utf8))
                try handle.close()
            } else {
                try scratch.write("channels.json.new", text)
                #expect(rename(scratch.file("channels.json.new"), path) == 0)
            }
        }
    }

    @Test("a script command while the screen is open works, and the screen shows it (command first)")
    func commandWhileOpen() throws {
        let shared = try SharedFile()
        let screen = try shared.screen()
        let added = try #require(shared.catalog.available.first)
        let result = try shared.command("add", added.id)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.error.isEmpty)
        let shown = try screen.waitForBoard { $0.mine.last == added.name }
        #expect(shown?.mine.last == added.name, "the screen did not show the command's change: \(String(describing: shown))")
        #expect(try screen.waitFor("Reloaded: changed on disk"))
        // The screen's own next change keeps the command's.
        try screen.press("Tab", "Enter")
        let second = shared.catalog.available[1]
        let file = try shared.waitForFile { $0.mineIDs.suffix(2) == [added.id, second.id] }
        #expect(file?.mineIDs.suffix(2) == [added.id, second.id])
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }

    @Test("the screen changes first, then a command: both kept, and the screen shows the command's")
    func screenThenCommand() throws {
        let shared = try SharedFile()
        let screen = try shared.screen()
        try screen.press("Tab", "Enter")
        let first = shared.catalog.available[0]
        #expect(try shared.waitForFile { $0.mineIDs.last == first.id }?.mineIDs.last == first.id)
        let locked = shared.catalog.mine.filter(\.locked).count
        let result = try shared.command("move", first.id, String(locked + 1))
        #expect(result.status == 0, "stderr: \(result.error)")
        let shown = try screen.waitForBoard { $0.mine.count > locked && $0.mine[locked] == first.name }
        #expect(shown?.mine[locked] == first.name)
        #expect(try shared.file().mineIDs[locked] == first.id)
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }

    @Test("two screens on one file, interleaved changes: each shows the other's, the file holds all")
    func twoScreens() throws {
        let shared = try SharedFile()
        let one = try shared.screen()
        let two = try shared.screen()
        let names = shared.catalog.available.prefix(4).map(\.name)
        let ids = shared.catalog.available.prefix(4).map(\.id)
        for round in 0..<4 {
            let (actor, watcher) = round.isMultiple(of: 2) ? (one, two) : (two, one)
            try actor.press("Tab", "Enter")
            let expected = Array(names.prefix(round + 1))
            let seen = try watcher.waitForBoard { Array($0.mine.suffix(round + 1)) == expected }
            #expect(seen.map { Array($0.mine.suffix(round + 1)) } == expected, "round \(round): the other screen shows \(String(describing: seen))")
            #expect(try shared.waitForFile { Array($0.mineIDs.suffix(round + 1)) == Array(ids.prefix(round + 1)) } != nil)
        }
        #expect(Array(try shared.file().mineIDs.suffix(4)) == ids)
        for screen in [one, two] {
            try screen.press("q")
            #expect(try screen.waitForExit() == 0)
        }
        #expect(Array(try shared.file().mineIDs.suffix(4)) == ids)
    }

    @Test("a hand edit while the screen is open, by rename-over and in place: shown, never overwritten", arguments: [false, true])
    func handEdit(inPlace: Bool) throws {
        let shared = try SharedFile()
        let screen = try shared.screen()
        let tech = shared.name("tech")
        try shared.handEdit("\"name\": \"\(tech)\"", "\"name\": \"Technology\"", inPlace: inPlace)
        let shown = try screen.waitForBoard { $0.mine.contains("Technology") }
        #expect(shown?.mine.contains("Technology") == true, "not reloaded: \(String(describing: shown))")
        try screen.press("Tab", "Enter")
        let first = shared.catalog.available[0]
        let file = try shared.waitForFile { $0.mineIDs.last == first.id }
        #expect(file?.mine.first { $0.id == "tech" }?.name == "Technology", "the hand edit was overwritten")
        #expect(file?.mineIDs.last == first.id)
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }

    @Test("an invalid hand edit is not loaded and never saved over; once repaired it is picked up")
    func invalidThenRepaired() throws {
        let shared = try SharedFile()
        let screen = try shared.screen()
        let good = try shared.scratch.read("channels.json")
        let broken = String(good.prefix(good.count / 2))
        try shared.write(broken, inPlace: true)
        let footer = try screen.waitFor("Not reloaded, file not valid")
        let lastLine = try screen.screen().last ?? ""
        #expect(footer, "\(lastLine)")
        let before = try screen.screenBoard()
        try screen.press("Tab", "Enter")
        #expect(try screen.waitFor("Not saved"))
        #expect(try shared.scratch.read("channels.json") == broken, "saved over the broken file")
        // Repaired by hand (with a rename of Tech, to see it arrive): loaded again, then saves work.
        try shared.write(good.replacingOccurrences(of: "\"\(shared.name("tech"))\"", with: "\"Tech again\""), inPlace: false)
        let shown = try screen.waitForBoard { $0.mine.contains("Tech again") }
        #expect(shown?.mine.contains("Tech again") == true, "before \(String(describing: before)), now \(String(describing: shown))")
        // The focus is still on the channel the refused add was about, back in Add Channels:
        // Enter adds it (a Tab first would go to My Channels, where Enter only asks to open).
        try screen.press("Enter")
        let first = shared.catalog.available[0]
        #expect(try shared.waitForFile { $0.mineIDs.last == first.id }?.mine.contains { $0.name == "Tech again" } == true)
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }

    @Test("a change someone else overtook is refused with a notice, never silently dropped")
    func overtakenChangeIsRefused() throws {
        let shared = try SharedFile()
        let screen = try shared.screen()
        // Lift Tech (no reload happens during a lift), then a hand edit deletes Tech from the file
        // (one that follows no catalog, or the catalog's merge would bring Tech back).
        try screen.press("e")
        try screen.press("Right", "Right")
        #expect(try screen.waitForBoard { $0.focus?.index == 2 } != nil)
        try screen.press("Space")
        #expect(try screen.waitFor("Space drop"), "not lifted")
        let catalog = shared.catalog
        let text = ChannelFixtures.fileText(mine: catalog.mine.filter { $0.id != "tech" }, available: catalog.available)
        try shared.write(text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 2, \"catalog\": null,"), inPlace: false)
        try screen.press("Right")
        try screen.press("Space")
        let refused = try screen.waitFor("your change was not applied")
        let footer = try screen.screen().last ?? ""
        #expect(refused, "\(footer)")
        let shown = try screen.waitForBoard { !$0.mine.contains(shared.name("tech")) }
        #expect(shown?.mine.contains(shared.name("tech")) == false)
        #expect(!(try shared.file().allIDs.contains("tech")), "the hand edit was overwritten")
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }
}
