import Foundation
import Glibc
import Testing

/// Issue 34: an Enigma2 receiver's folder, edited by the commands a user runs over SSH (README
/// "Enigma2"): the ids are service references, the names the box's, Add Channels lamedb's; each
/// change touches only its lines, with the file's CRLF.
@Suite("Enigma2 end to end")
struct Enigma2EndToEndTests {
    static let lamedb = """
        eDVB services /4/
        transponders
        00c00000:0401:0001
        \ts 11836500:27500000:1:3:192:2:0
        /
        end
        services
        283d:00c00000:0401:0001:25:0:0
        Das Erste HD
        p:ARD,c:000065
        2b66:00c00000:0401:0001:25:0:0
        ZDF HD
        p:ZDFvision,c:000066
        0300:00c00000:0401:0001:1:0:0
        Sport & Co (HD)+
        p:Sky & Co
        0301:00c00000:0401:0001:2:0:0
        Radio Eins
        p:ARD
        end

        """
    static let bouquet = [
        "#NAME Favourites (TV)",
        "#SERVICE 1:64:0:0:0:0:0:0:0:0::News",
        "#DESCRIPTION News",
        "#SERVICE 1:0:19:283D:401:1:C00000:0:0:0:",
        "#SERVICE 4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net/live%252Fone.ts:Stream One",
        "#DESCRIPTION Stream One",
    ].map { $0 + "\r\n" }.joined()

    final class Bench {
        let scratch: Scratch
        let name = "userbouquet.news&sport(hd)+.tv"
        var environment: [String: String] { ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": scratch.file("home")] }

        init() throws {
            scratch = try Scratch()
            try FileManager.default.createDirectory(atPath: scratch.file("enigma2"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: scratch.file("home"), withIntermediateDirectories: true)
            try scratch.write("enigma2/lamedb", Enigma2EndToEndTests.lamedb)
            try scratch.write("enigma2/\(name)", Enigma2EndToEndTests.bouquet)
        }

        func command(_ arguments: String...) throws -> Shell.Result {
            try Shell.run(ScriptCLI.binary, arguments + ["--file", scratch.file("enigma2/\(name)")], environment: environment)
        }

        func text() throws -> String { try scratch.read("enigma2/\(name)") }
    }

    @Test("list: the entries by the box's names, then lamedb's TV services the bouquet lacks")
    func list() throws {
        let bench = try Bench()
        let listed = try bench.command("list")
        #expect(listed.status == 0, "stderr: \(listed.error)")
        let rows = listed.output.split(separator: "\n").map { line -> [String] in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return [fields[0], fields[2], fields[4]]
        }
        #expect(rows == [
            ["mine", "1:64:0:0:0:0:0:0:0:0::News", "News"],
            ["mine", "1:0:19:283D:401:1:C00000:0:0:0:", "Das Erste HD"],
            ["mine", "4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net/live%252Fone.ts:Stream One", "Stream One"],
            ["available", "1:0:19:2B66:401:1:C00000:0:0:0:", "ZDF HD"],
            ["available", "1:0:1:300:401:1:C00000:0:0:0:", "Sport & Co (HD)+"],
        ])
        #expect(try bench.text() == Self.bouquet)
    }

    @Test("move, add, remove, open: only their lines change, CRLF kept; open prints a stream's URL")
    func commands() throws {
        let bench = try Bench()
        var result = try bench.command("move", "1:64:0:0:0:0:0:0:0:0::News", "last")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try bench.text() == [
            "#NAME Favourites (TV)", "#SERVICE 1:0:19:283D:401:1:C00000:0:0:0:",
            "#SERVICE 4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net/live%252Fone.ts:Stream One", "#DESCRIPTION Stream One",
            "#SERVICE 1:64:0:0:0:0:0:0:0:0::News", "#DESCRIPTION News",
        ].map { $0 + "\r\n" }.joined())

        result = try bench.command("add", "1:0:1:300:401:1:C00000:0:0:0:")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try bench.text().hasSuffix("#DESCRIPTION News\r\n#SERVICE 1:0:1:300:401:1:C00000:0:0:0:\r\n"))

        result = try bench.command("remove", "1:0:19:283D:401:1:C00000:0:0:0:")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(try !bench.text().contains("283D"))

        result = try bench.command("open", "4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net/live%252Fone.ts:Stream One")
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "http://iptv.example.net/live%2Fone.ts\n")

        let before = try bench.text()
        result = try bench.command("reset")
        #expect(result.status == 64)
        #expect(try bench.text() == before)
    }

    @Test("an empty LF line before entries, where the box stops reading: refused at its line, exit 65")
    func hiddenEntriesRefused() throws {
        let bench = try Bench()
        let text = "#NAME X\n#SERVICE 1:0:19:283D:401:1:C00000:0:0:0:\n\n#SERVICE 1:0:19:2B66:401:1:C00000:0:0:0:\n"
        try bench.scratch.write("enigma2/\(bench.name)", text)
        let result = try bench.command("move", "1:0:19:2B66:401:1:C00000:0:0:0:", "first")
        #expect(result.status == 65)
        #expect(result.error.contains(": line 3: an empty line"))
        #expect(try bench.text() == text)
    }
}
