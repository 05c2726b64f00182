import ChannelCore
import Foundation
import Glibc
import Testing
import TestSupport

/// The terminal as an attack surface and as a moving target (docs/DECISIONS.md: `LabelMaker`,
/// `TerminalSession`; "Widths every terminal agrees on"): channel names
/// are data, never terminal commands; the grid stays aligned whatever the names hold; TERM
/// values and window sizes the program cannot use are refused clearly or survived.
@Suite(.serialized)
struct ReliabilityTerminalTests {
    /// A name carrying something a terminal would obey, between two markers.
    struct Hostile {
        let label: String
        let payload: String
        /// False for payloads a terminal may legitimately receive as text (zero-width space,
        /// a combining mark): they must only keep the grid aligned.
        let mustNotReachTerminal: Bool
    }

    static let hostile: [Hostile] = [
        Hostile(label: "ESC", payload: "\u{1B}", mustNotReachTerminal: true),
        Hostile(label: "CSI clear screen", payload: "\u{1B}[2J", mustNotReachTerminal: true),
        Hostile(label: "OSC window title", payload: "\u{1B}]0;pwned\u{07}", mustNotReachTerminal: true),
        Hostile(label: "BEL", payload: "\u{07}", mustNotReachTerminal: true),
        Hostile(label: "CR", payload: "\r", mustNotReachTerminal: true),
        Hostile(label: "LF", payload: "\n", mustNotReachTerminal: true),
        Hostile(label: "TAB", payload: "\t", mustNotReachTerminal: true),
        Hostile(label: "backspace", payload: "\u{08}\u{08}", mustNotReachTerminal: true),
        Hostile(label: "DEL", payload: "\u{7F}", mustNotReachTerminal: true),
        Hostile(label: "C1 CSI", payload: "\u{9B}2J", mustNotReachTerminal: true),
        Hostile(label: "C1 OSC", payload: "\u{9D}0;pwned\u{9C}", mustNotReachTerminal: true),
        Hostile(label: "C1 NEL", payload: "\u{85}", mustNotReachTerminal: true),
        Hostile(label: "bidi override", payload: "\u{202E}live", mustNotReachTerminal: true),
        Hostile(label: "zero-width space", payload: "\u{200B}", mustNotReachTerminal: false),
        Hostile(label: "combining acute", payload: "e\u{0301}", mustNotReachTerminal: false),
    ]

    /// `Qa`, `Qb`, ...: a marker no catalog name starts with.
    static func marker(_ index: Int) -> String {
        "Q" + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
    }

    static func hostileChannels() -> [FixtureChannel] {
        hostile.enumerated().map { index, item in
            FixtureChannel(id: "hostile\(index)", name: marker(index) + item.payload + "~")
        }
    }

    /// The catalog with `extra` channels after My Channels' catalog part, each followed by a
    /// plain channel so that every hostile cell has a neighbour whose column can be checked.
    static func boardText(_ extra: [FixtureChannel]) throws -> String {
        let catalog = try ChannelFixtures.catalog()
        let interleaved = extra.enumerated().flatMap { index, channel in
            [channel, FixtureChannel(id: "after\(index)", name: "After\(index)")]
        }
        return ChannelFixtures.fileText(mine: catalog.mine + interleaved, available: catalog.available)
    }

    // MARK: - (a) Raw bytes on a pseudo-terminal

    @Test("Hostile names never reach the terminal raw: no escape, OSC, BEL or C1 in the bytes written")
    func hostileNamesOnAPseudoTerminal() throws {
        let scratch = try Scratch()
        try scratch.write("hostile.json", try Self.boardText(Self.hostileChannels()))
        let plain = Self.hostile.indices.map { FixtureChannel(id: "hostile\($0)", name: Self.marker($0) + "plain~") }
        try scratch.write("plain.json", try Self.boardText(plain))

        let hostileRun = try Self.record(file: scratch.file("hostile.json"), scratch: scratch)
        let plainRun = try Self.record(file: scratch.file("plain.json"), scratch: scratch)
        for run in [hostileRun, plainRun] {
            #expect(!run.timedOut, "the program did not quit on q")
            #expect(run.status == 0, "exit status \(run.status)")
        }
        let bytes = hostileRun.bytes
        // The first frame was drawn: the markers are there.
        #expect(bytes.contains(bytes: Array("Qa".utf8)) && bytes.contains(bytes: Array("Add Channels".utf8)), "no frame recorded")

        for (index, item) in Self.hostile.enumerated() where item.mustNotReachTerminal {
            let raw = Array((Self.marker(index) + item.payload).utf8)
            #expect(!bytes.contains(bytes: raw), "\(item.label): the name reached the terminal raw")
            let rawTail = Array((item.payload + "~").utf8)
            #expect(!bytes.contains(bytes: rawTail), "\(item.label): the end of the name reached the terminal raw")
        }
        #expect(!bytes.contains(bytes: [0x1B, UInt8(ascii: "]")]), "an OSC sequence (ESC ]) was written")
        #expect(!bytes.contains(0x07), "a BEL byte was written")
        let text = String(bytes: bytes, encoding: .utf8)
        #expect(text != nil, "the output is not valid UTF-8")
        let scalars = text.map { Array($0.unicodeScalars) } ?? []
        let c1 = scalars.filter { (0x80...0x9F).contains($0.value) }
        #expect(c1.isEmpty, "C1 controls written: \(c1.map { String($0.value, radix: 16) })")
        #expect(!scalars.contains("\u{202E}"), "a bidi override was written")
        // A raw 8-bit CSI or OSC (0x9B, 0x9D not as part of a UTF-8 sequence) would be invalid
        // UTF-8, so the check above covers it. The screen is cleared as often as for plain names.
        let clear: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "J")]
        #expect(bytes.occurrences(of: clear) == plainRun.bytes.occurrences(of: clear),
                "ESC[2J written \(bytes.occurrences(of: clear)) times, \(plainRun.bytes.occurrences(of: clear)) for plain names")
    }

    /// Runs the binary on an 80x24 pty with TERM=xterm-256color; sends q after the first frame.
    static func record(file: String, scratch: Scratch) throws -> PtyRecorder.Recording {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                           "HOME": scratch.path, "PATH": "/usr/bin:/bin"]
        let firstFrame = PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: Array("q".utf8))
        return try PtyRecorder.record(TmuxPilot.binary, ["--file", file], environment: environment, steps: [firstFrame])
    }

    // MARK: - (b) The grid stays aligned in tmux

    @Test("Hostile names keep the grid aligned: every other character sits where it does for plain names")
    func hostileNamesKeepTheGridAligned() throws {
        let scratch = try Scratch()
        try scratch.write("hostile.json", try Self.boardText(Self.hostileChannels()))
        let hostilePilot = try TmuxPilot(arguments: ["--file", scratch.file("hostile.json")])
        try #require(try hostilePilot.waitFor("quit"), "no screen")
        let hostileScreen = try hostilePilot.screen()

        // Each hostile label as the terminal shows it, and its width in columns.
        var widths: [Int] = []
        for index in Self.hostile.indices {
            let label = try #require(Self.labels(in: hostileScreen).first { $0.hasPrefix(Self.marker(index)) },
                                     "\(Self.hostile[index].label): label not on screen")
            #expect(label.hasSuffix("~"), "\(Self.hostile[index].label): label \(label.debugDescription) lost its end")
            let bad = label.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
            #expect(bad.isEmpty, "\(Self.hostile[index].label): control characters on screen \(bad)")
            widths.append(Self.columns(label))
        }
        // The same board with plain names exactly as wide as the hostile labels are shown.
        let plain = widths.enumerated().map { index, width in
            FixtureChannel(id: "hostile\(index)", name: Self.marker(index) + String(repeating: "x", count: max(0, width - 3)) + "~")
        }
        try scratch.write("plain.json", try Self.boardText(plain))
        let plainPilot = try TmuxPilot(arguments: ["--file", scratch.file("plain.json")])
        try #require(try plainPilot.waitFor("quit"), "no screen")
        let plainScreen = try plainPilot.screen()

        let masked = (hostile: hostileScreen.map(Self.mask), plain: plainScreen.map(Self.mask))
        #expect(masked.hostile.count == masked.plain.count)
        for (row, (left, right)) in zip(masked.hostile, masked.plain).enumerated() {
            #expect(left == right, "row \(row) differs:\n hostile \(hostileScreen[row].debugDescription)\n plain   \(plainScreen[row].debugDescription)")
        }
        try hostilePilot.press("q")
        try plainPilot.press("q")
        #expect(try hostilePilot.waitForExit() == 0)
        #expect(try plainPilot.waitForExit() == 0)
    }

    /// The texts of the `[ Q... ]` cells of a screen.
    static func labels(in screen: [String]) -> [String] {
        screen.flatMap { line -> [String] in
            var result: [String] = []
            var rest = Substring(line)
            while let open = rest.range(of: "[ Q") {
                let after = rest[open.upperBound...]
                guard let close = after.range(of: " ]") else { break }
                result.append("Q" + after[..<close.lowerBound])
                rest = after[close.upperBound...]
            }
            return result
        }
    }

    /// The line with every `[ Q... ]` label replaced by as many `#` as it takes columns.
    static func mask(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(of: "[ Q") {
            let after = rest[open.upperBound...]
            guard let close = after.range(of: " ]") else { break }
            result += rest[..<open.lowerBound] + "[ " + String(repeating: "#", count: columns("Q" + after[..<close.lowerBound])) + " ]"
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// Columns a captured text takes: marks and format characters none, East Asian wide two.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return total
            default: return total + (isWide(scalar) ? 2 : 1)
            }
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            || (0x1F300...0x1F64F).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    // MARK: - TERM

    @Test("TERM unset: one clear line on stderr, a non-zero exit, the terminal left alone")
    func termUnset() throws {
        try checkRefusedTerm(environment: [:], unset: ["TERM"], mentions: "TERM")
    }

    @Test("TERM=dumb: one clear line on stderr, a non-zero exit, the terminal left alone")
    func termDumb() throws {
        try checkRefusedTerm(environment: ["TERM": "dumb"], unset: [], mentions: "dumb")
    }

    @Test("TERM=no-such-terminal: one clear line on stderr, a non-zero exit")
    func termUnknown() throws {
        try checkRefusedTerm(environment: ["TERM": "no-such-terminal"], unset: [], mentions: "no-such-terminal")
    }

    private func checkRefusedTerm(environment: [String: String], unset: [String], mentions: String) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let good = try ChannelFixtures.catalog()
        try scratch.write("channels.json", ChannelFixtures.fileText(mine: good.mine, available: good.available))
        let before = try scratch.bytes("channels.json")
        let pilot = try TmuxPilot(arguments: ["--file", path], environment: environment, unset: unset,
                                     shellCommand: "%CMD% 2>\(TmuxPilot.quote(scratch.file("stderr")))")
        let status = try pilot.waitForExit()
        #expect(status != nil && status != 0, "exit status \(String(describing: status))")
        let message = try scratch.read("stderr")
        #expect(message.hasSuffix("\n") && message.filter { $0 == "\n" }.count == 1, "not one line: \(message.debugDescription)")
        #expect(message.contains(mentions), "\(message)")
        #expect(try pilot.terminalModes() == .restored)
        #expect(try scratch.bytes("channels.json") == before)
    }

    @Test("TERM=vt100 and TERM=linux: the screen draws and Enter adds a channel", arguments: ["vt100", "linux"])
    func oldTerminals(_ term: String) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let catalog = try ChannelFixtures.catalog()
        let pilot = try TmuxPilot(arguments: ["--file", path], environment: ["TERM": term])
        let drawn = try pilot.waitFor("Add Channels")
        let screen = try pilot.screen()
        try #require(drawn, "\(term): no screen: \(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("( Recommended )") }, "\(term): \(screen.joined(separator: "\n"))")
        try pilot.press("Tab")
        try pilot.press("Enter")
        let added = catalog.mine.map(\.id) + [catalog.available[0].id]
        #expect(try ReliabilityBadFileTests.waitForFile(path) { $0.mineIDs == added }, "\(term): Enter did not add \(catalog.available[0].id)")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0, "\(term): q did not quit")
    }

    // MARK: - Mouse reports read together

    @Test("Mouse reports that reach the program together (a fast drag, a busy program) still make the drag")
    func mouseReportsReadTogether() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let pilot = try TmuxPilot(arguments: ["--file", path])
        let board = try #require(try pilot.waitForBoard { $0.focus != nil })
        let drawn = try pilot.screen()
        let row = try #require(drawn.firstIndex { $0.contains("[ Tech ]") })
        let from = try #require(drawn[row].range(of: "Tech")).lowerBound.utf16Offset(in: drawn[row])
        let to = try #require(drawn[row].range(of: "Sports")).lowerBound.utf16Offset(in: drawn[row])
        // Press on Tech, motion in steps of two columns to Sports, release: the same reports
        // that arrive one by one from a slow hand, here in one write (X10, tmux's TERM).
        func report(_ button: Int, _ column: Int) -> [UInt8] {
            [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + button), UInt8(33 + column), UInt8(33 + row)]
        }
        var bytes = report(0, from + 1)
        for column in stride(from: from + 2, through: to + 2, by: 2) { bytes += report(32, column) }
        bytes += report(3, to + 2)
        try pilot.send(bytes: bytes)
        var expected = board.mine
        let tech = try #require(expected.firstIndex(of: "Tech"))
        let sports = try #require(expected.firstIndex(of: "Sports"))
        expected.insert(expected.remove(at: tech), at: sports)
        let after = try pilot.waitForBoard(timeout: 3) { $0.mine == expected }
        #expect(after?.mine == expected, "a drag read in one go was lost: \(after?.description ?? "no board")")
        if after?.mine == expected {
            let catalog = try ChannelFixtures.catalog()
            let idOf = Dictionary(uniqueKeysWithValues: (catalog.mine + catalog.available).map { ($0.name, $0.id) })
            #expect(try ReliabilityBadFileTests.waitForFile(path) { $0.mineIDs == expected.compactMap { idOf[$0] } }, "the drag was not saved")
        }
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    // MARK: - stdout a pipe

    @Test("stdout not a terminal (ch=$(channel-editor)): the screen goes to /dev/tty, only the result to stdout",
          arguments: [["Enter", "Enter"], ["q"]])
    func stdoutRedirected(_ keys: [String]) throws {
        let scratch = try Scratch()
        let catalog = try ChannelFixtures.catalog()
        let out = scratch.file("stdout")
        let printing = keys == ["q"]
        let arguments = ["--file", scratch.file("channels.json")] + (printing ? ["--print"] : [])
        let pilot = try TmuxPilot(arguments: arguments, shellCommand: "%CMD% >\(TmuxPilot.quote(out))")
        try #require(try pilot.waitForBoard { $0.focus != nil } != nil, "no screen on /dev/tty")
        try pilot.press(keys)
        #expect(try pilot.waitForExit() == 0)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        // Enter twice in browse mode opens the focused first channel (the first one asks); q
        // with --print lists My Channels.
        let expected = printing ? catalog.mine.map(\.id).joined(separator: "\n") + "\n" : catalog.mine[0].id + "\n"
        #expect(text == expected, "stdout: \(text.debugDescription)")
        let modes = try pilot.terminalModes()
        #expect(modes == .restored, "\(modes)")
    }

    // MARK: - Window sizes

    @Test("Resizes through 1x1 ... 500x200 and 50 rapid ones: alive, and the normal screen back at 80x24")
    func resizes() throws {
        let scratch = try Scratch()
        let pilot = try TmuxPilot(arguments: ["--file", scratch.file("channels.json")])
        try #require(try pilot.waitFor("quit"))
        let normal = try pilot.screen()
        var given: [String] = []
        for (columns, rows) in [(1, 1), (2, 2), (10, 3), (20, 5), (40, 10), (500, 200)] {
            try pilot.resize(columns: columns, rows: rows)
            let size = try pilot.paneSize()
            given.append("\(columns)x\(rows)->\(size.columns)x\(size.rows)")
            // The process lives at every size. From 2x2 up something is drawn (the too-small
            // notice, cut to fit, or the board); a 1x1 window is left blank, which is accepted.
            if columns >= 2 && rows >= 2 {
                let screen = try pilot.waitForScreen { !$0.joined().trimmingCharacters(in: .whitespaces).isEmpty }
                #expect(!screen.joined().trimmingCharacters(in: .whitespaces).isEmpty, "\(columns)x\(rows): blank screen")
            }
            if columns >= 80 {
                #expect(try pilot.waitFor("My Channels"), "\(columns)x\(rows): no board")
            }
            #expect(try !pilot.hasExited(), "died at \(columns)x\(rows)")
        }
        print("ReliabilityTerminalTests: tmux gave \(given.joined(separator: ", "))")
        var random = SeededGenerator(seed: 5)
        for _ in 0..<50 {
            try pilot.resize(columns: Int.random(in: 1...300, using: &random), rows: Int.random(in: 1...100, using: &random))
        }
        #expect(try !pilot.hasExited(), "died during rapid resizes")
        try pilot.resize(columns: 80, rows: 24)
        let back = try pilot.waitForScreen { $0 == normal }
        #expect(back == normal, "the screen at 80x24 is not the normal one:\n\(back.joined(separator: "\n"))")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }
}
