import Foundation
import Testing

/// The xterm-style mouse encoding (SGR, `ESC [ < b ; x ; y M/m`) on a raw pseudo-terminal with
/// TERM=xterm-256color, where curses asks for it: columns past 223, which the X10 encoding
/// cannot express, still reach the right cell.
@Suite(.serialized)
struct SGRMouseTests {
    /// 30 channels of My Channels, "Channel 00" to "Channel 29": at 260 columns 17 cells fit on
    /// a row, 15 columns apart, so cell 15 spans columns 226-239 of the first cell row.
    static func wideBoard() -> String {
        let mine = (0..<30).map { String(format: "    {\"id\": \"c%02d\", \"name\": \"Channel %02d\"}", $0, $0) }
        return "{\n  \"version\": 1,\n  \"current\": null,\n  \"mine\": [\n" + mine.joined(separator: ",\n")
            + "\n  ],\n  \"available\": [{\"id\": \"extra\", \"name\": \"Extra\"}]\n}\n"
    }

    static func sgr(_ button: Int, column: Int, row: Int, release: Bool = false) -> [UInt8] {
        Array("\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")".utf8)
    }

    @Test func aClickPastColumn223OpensTheChannelThere() throws {
        let scratch = try Scratch()
        try scratch.write("c.json", Self.wideBoard())
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", Self.wideBoard())
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin", "CHANNEL_EDITOR_DATA": scratch.file("data")]
        let click = Self.sgr(0, column: 230, row: 1) + Self.sgr(0, column: 230, row: 1, release: true)
        // Two clicks: the first asks, the second opens.
        let step = PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: click + click)
        let run = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("c.json")], environment: environment,
                                         columns: 260, rows: 24, steps: [step], timeout: 10)
        #expect(!run.timedOut, "the click did not open a channel")
        #expect(run.status == 0)
        #expect(run.bytes.contains(bytes: Array("\u{1B}[?1006h".utf8)), "SGR mouse mode was asked for")
        #expect(try SavedFile(path: scratch.file("c.json")).current == "c15")
        #expect(run.bytes.contains(bytes: Array("c15".utf8)), "the opened id is printed")
    }

    @Test func anSGRDragReorders() throws {
        let scratch = try Scratch()
        try scratch.write("c.json", Self.wideBoard())
        try FileManager.default.createDirectory(atPath: scratch.file("data/catalogs"), withIntermediateDirectories: true)
        try scratch.write("data/catalogs/en.json", Self.wideBoard())
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": scratch.path,
                           "PATH": "/usr/bin:/bin", "CHANNEL_EDITOR_DATA": scratch.file("data")]
        // Press on cell 16 (columns 241-254), drag onto cell 15 (226-239), release, quit.
        let press = Self.sgr(0, column: 245, row: 1)
        let moves = Self.sgr(32, column: 238, row: 1) + Self.sgr(32, column: 231, row: 1)
        let release = Self.sgr(0, column: 231, row: 1, release: true)
        let steps = [
            PtyRecorder.Step(until: { $0.contains(bytes: Array("quit".utf8)) }, send: press),
            PtyRecorder.Step(until: { _ in true }, send: moves),
            PtyRecorder.Step(until: { $0.contains(bytes: Array("Done".utf8)) }, send: release),
            PtyRecorder.Step(until: { _ in FileManager.default.fileExists(atPath: scratch.file("c.json")) }, send: Array("q".utf8)),
        ]
        _ = try PtyRecorder.record(TmuxPilot.binary, ["--file", scratch.file("c.json")], environment: environment,
                                   columns: 260, rows: 24, steps: steps, timeout: 10)
        let mine = try SavedFile(path: scratch.file("c.json")).mine
        #expect(Array(mine[14...16]) == ["c14", "c16", "c15"], "c16 moved in front of c15: \(mine)")
    }
}
