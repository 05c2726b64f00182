import ChannelStore
import Testing

@Suite("Playlists that are refused")
struct PlaylistBadInputTests {
    private func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PlaylistDocument(bytes: bytes, path: "tv.m3u8")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func notUTF8() {
        let bytes = Array("#EXTM3U\n#EXTINF:-1,Caf".utf8) + [0xE9] + Array("\nhttp://e/1\n".utf8)
        #expect(problem(bytes) == "tv.m3u8: line 2: not UTF-8 text")
    }

    @Test func overlongAndSurrogateSequencesAreNotUTF8() {
        #expect(problem(Array("#EXTM3U\n".utf8) + [0xC0, 0xAF, 0x0A]) == "tv.m3u8: line 2: not UTF-8 text")
        #expect(problem([0xED, 0xA0, 0x80, 0x0A]) == "tv.m3u8: line 1: not UTF-8 text")
        #expect(problem([0x41, 0xE4, 0xB8]) == "tv.m3u8: line 1: not UTF-8 text", "cut at the end")
    }

    @Test func nulByte() {
        #expect(problem(Array("#EXTM3U\nhttp://e/\u{0}1\n".utf8)) == "tv.m3u8: line 2: NUL byte (not a text file)")
    }

    @Test func extinfWithoutURL() {
        #expect(problem(Array("#EXTM3U\n#EXTINF:-1,A\n#EXTINF:-1,B\nhttp://e/2\n".utf8)) == "tv.m3u8: line 2: #EXTINF with no URL line after it")
        #expect(problem(Array("#EXTM3U\n#EXTINF:-1,A\n# nothing after\n".utf8)) == "tv.m3u8: line 2: #EXTINF with no URL line after it")
    }

    /// Issue 39 item 10: CR-only line ends were read as one line, so 0 entries (and an add
    /// then mixed line ends); mpv and newsboat read such a file as one line too: refused.
    @Test func carriageReturnOnlyLineEnds() {
        let problem = "tv.m3u8: line 1: lines end with a carriage return alone (CR, as on classic Mac OS); save the file with LF or CRLF line ends"
        #expect(self.problem(Array("#EXTM3U\r#EXTINF:-1,A\rhttp://e/1\r".utf8)) == problem)
        #expect(self.problem(Array("#EXTM3U\r#EXTINF:-1,A\rhttp://e/1".utf8)) == problem)
        #expect(self.problem(Array("#EXTM3U\r\n#EXTINF:-1,A\r\nhttp://e/1\r\n".utf8)) == nil, "CRLF reads")
        #expect(self.problem(Array("http://e/1\r".utf8)) == nil, "one line with its CR")
    }

    @Test func lineOver1MiB() {
        var bytes = Array("#EXTM3U\n#EXTINF:-1,A\nhttp://e/".utf8)
        bytes += [UInt8](repeating: 0x61, count: 1 << 20)
        #expect(problem(bytes) == "tv.m3u8: line 3: line is longer than 1 MiB")
    }

    @Test func aMillionEntriesOpen() throws {
        var bytes = Array("#EXTM3U\n".utf8)
        bytes.reserveCapacity(1_000_000 * 30)
        for number in 0..<1_000_000 {
            bytes += "#EXTINF:-1,C\(number)\nhttp://e/\(number)\n".utf8
        }
        let document = try PlaylistDocument(bytes: bytes, path: "big.m3u8")
        #expect(document.ids.count == 1_000_000)
        #expect(document.names.last == "C999999")
    }
}
