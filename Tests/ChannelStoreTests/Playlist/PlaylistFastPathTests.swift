import ChannelCore
import ChannelStore
import Testing

/// The start's fast paths for a provider's playlist (issue 23 item 8) against the plain
/// byte-at-a-time readers they replaced (`Reference`, below): the lines checked eight bytes at
/// a time and split with memchr, the display name read without comparing the keys, a quoted
/// value's end found with memchr. Seeded random playlists with every attribute shape.
@Suite("Playlist reading fast paths")
struct PlaylistFastPathTests {
    /// The readers as they were: one byte at a time.
    enum Reference {
        static let lineLimit = 1 << 20

        /// The first problem (line number, problem) of the bytes, as the old line check found it.
        static func problem(_ bytes: [UInt8]) -> (Int, String)? {
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var start = index
            var line = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    index += 1
                    start = index
                    continue
                }
                if index - start >= lineLimit { return (line, "line is longer than 1 MiB") }
                if byte == 0 { return (line, "NUL byte (not a text file)") }
                if byte < 0x80 {
                    index += 1
                    continue
                }
                guard let length = sequenceLength(bytes, index) else { return (line, "not UTF-8 text") }
                index += length
            }
            return nil
        }

        static func sequenceLength(_ bytes: [UInt8], _ index: Int) -> Int? {
            let lead = bytes[index]
            var length = 0
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return nil
            }
            guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return nil }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
            return length
        }

        /// Every part of an `#EXTINF` line, walked a byte at a time.
        static func extInf(_ line: [UInt8]) -> ExtInfLine {
            var result = ExtInfLine()
            let end = line.count
            var index = 8
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            while index < end, !isSpace(line[index]), line[index] != 0x2C { index += 1 }
            while index < end {
                if isSpace(line[index]) {
                    index += 1
                    continue
                }
                if line[index] == 0x2C {
                    var low = index + 1
                    var high = end
                    while low < high, isSpace(line[low]) { low += 1 }
                    while high > low, isSpace(line[high - 1]) { high -= 1 }
                    result.title = low < high ? low..<high : nil
                    return result
                }
                let keyStart = index
                while index < end, line[index] != 0x3D, !isSpace(line[index]), line[index] != 0x2C { index += 1 }
                let key = String(decoding: line[keyStart..<index], as: UTF8.self).lowercased()
                guard index < end, line[index] == 0x3D else { continue }
                index += 1
                let value: Range<Int>
                if index < end, line[index] == 0x22 {
                    let valueStart = index + 1
                    index = valueStart
                    while index < end, line[index] != 0x22 { index += 1 }
                    value = valueStart..<index
                    if index < end { index += 1 }
                } else {
                    let valueStart = index
                    while index < end, !isSpace(line[index]), line[index] != 0x2C { index += 1 }
                    value = valueStart..<index
                }
                switch key {
                case "tvg-name": result.tvgName = value
                case "group-title": result.groupTitle = value
                case "tvg-chno": result.channelNumber = value
                case "tvg-id": result.tvgId = value
                default: break
                }
            }
            return result
        }
    }

    /// Random `#EXTINF` lines: quoted and bare values with commas, spaces, tabs, `=` and quotes
    /// in them, keys in any case, bare words, CJK, no display name, an empty one.
    struct Lines {
        var rng: SeededGenerator

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &rng)] }

        mutating func text() -> String {
            let pieces = ["a", "News", "新闻", "台", " ", ",", "=", "\t", "\"", "x=y", "é", "🙂", "1", "-", "|", "http://e/1"]
            return (0..<Int.random(in: 0...6, using: &rng)).map { _ in pick(pieces) }.joined()
        }

        mutating func extInf() -> String {
            var line = pick(["#EXTINF:", "#extinf:", "#ExtInf:"]) + pick(["-1", "0", "", "-1.5", "12"])
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                let key = pick(["tvg-id", "tvg-name", "TVG-NAME", "group-title", "Group-Title", "tvg-chno", "tvg-logo", "x", "tvg-name-x", "catchup"])
                line += pick([" ", "  ", "\t", ""])
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: line += key  // a bare word
                case 1: line += key + "=" + text().filter { $0 != " " && $0 != "," && $0 != "\t" }
                case 2: line += key + "=\"" + text() + "\""
                case 3: line += key + "=\"" + text()  // unclosed
                default: line += key + "=\"" + text().filter { $0 != "\"" } + "\""
                }
            }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: break  // no display name
            case 1: line += ","
            case 2: line += ", \t"
            default: line += pick([",", ", ", ",\t"]) + text() + pick(["", " ", "\t"])
            }
            return line
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func extInfLinesReadAsTheByteWalkReadsThem(seed: UInt64) {
        var lines = Lines(rng: SeededGenerator(seed: seed))
        for _ in 0..<2_000 {
            let line = Array(lines.extInf().utf8)
            let expected = Reference.extInf(line)
            line.withUnsafeBufferPointer { buffer in
                let full = ExtInfLine(buffer, start: 0, end: buffer.count)
                let nameOnly = ExtInfLine(buffer, start: 0, end: buffer.count, attributes: false)
                #expect(full == expected, "\(String(decoding: line, as: UTF8.self))")
                #expect(nameOnly.title == expected.title, "\(String(decoding: line, as: UTF8.self))")
                #expect(ExtInfLine.isInfo(buffer, 0, buffer.count))
            }
        }
    }

    @Test func onlyTheTagInAnyCaseIsAnExtInfLine() {
        for text in ["#EXTINF", "#EXTINF;-1,A", "#EXTINFO:", "EXTINF:-1", "#EXTGRP:a", "#extinf:", "#eXtInF:-1,A"] {
            let bytes = Array(text.utf8)
            let expected = bytes.count >= 8 && String(decoding: bytes.prefix(8), as: UTF8.self).lowercased() == "#extinf:"
            #expect(bytes.withUnsafeBufferPointer { ExtInfLine.isInfo($0, 0, $0.count) } == expected, "\(text)")
        }
        // The six letters only take the case bit: `\u{3}` is `#` without it, `Z` is `z` without it.
        let near = Array("\u{3}EXTINF:".utf8)
        #expect(!near.withUnsafeBufferPointer { ExtInfLine.isInfo($0, 0, $0.count) })
        let shifted = Array("#EXTINF\u{1A}".utf8)
        #expect(!shifted.withUnsafeBufferPointer { ExtInfLine.isInfo($0, 0, $0.count) })
    }

    /// A random playlist: a byte order mark or not, CRLF or LF, comments and blank lines, and
    /// every name the generator above makes; with `damage`, a NUL or a byte that breaks UTF-8
    /// somewhere.
    private func playlist(_ rng: inout SeededGenerator, damage: Bool) -> (bytes: [UInt8], names: [String]) {
        var lines = Lines(rng: rng)
        let end = Bool.random(using: &rng) ? "\r\n" : "\n"
        var text = (Bool.random(using: &rng) ? "\u{FEFF}" : "") + "#EXTM3U x-tvg-url=\"http://e/epg.xml\"" + end
        var names: [String] = []
        for number in 0..<Int.random(in: 1...80, using: &rng) {
            if Int.random(in: 0..<6, using: &rng) == 0 { text += "# a comment, 评论" + end }
            if Int.random(in: 0..<6, using: &rng) == 0 { text += end }
            let info = lines.extInf()
            let url = "http://e/\(number)" + (Bool.random(using: &rng) ? "|User-Agent=x" : "")
            text += info + end
            if Int.random(in: 0..<5, using: &rng) == 0 { text += "#EXTGRP:" + lines.text() + end }
            text += url + (Int.random(in: 0..<4, using: &rng) == 0 ? " " : "") + end
            // The line as the document reads it: without the spaces and tabs that end it.
            var bytes = Array(info.utf8)
            while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
            let parsed = Reference.extInf(bytes)
            if let title = parsed.title {
                names.append(String(decoding: bytes[title], as: UTF8.self))
            } else if let tvgName = parsed.tvgName, !tvgName.isEmpty {
                names.append(String(decoding: bytes[tvgName], as: UTF8.self))
            } else {
                names.append(url)
            }
        }
        rng = lines.rng
        var bytes = Array(text.utf8)
        if Bool.random(using: &rng) { bytes.removeLast(end.utf8.count) }  // no final newline
        if damage {
            let bad: [[UInt8]] = [[0], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE4, 0xB8], [0xF5], [0xFF], [0xF0, 0x9F, 0x99]]
            let at = Int.random(in: 0...bytes.count, using: &rng)
            bytes.insert(contentsOf: bad[Int.random(in: 0..<bad.count, using: &rng)], at: at)
        }
        return (bytes, names)
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func namesAreTheByteWalksNames(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            let (bytes, names) = playlist(&rng, damage: false)
            let document = try PlaylistDocument(bytes: bytes, path: "p.m3u8")
            #expect(document.names == names)
        }
    }

    @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
    func damageIsFoundOnTheLineTheByteWalkFindsIt(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let (bytes, _) = playlist(&rng, damage: true)
            var message: String?
            do {
                _ = try PlaylistDocument(bytes: bytes, path: "p.m3u8")
            } catch {
                message = error.message
            }
            if let (line, problem) = Reference.problem(bytes) {
                #expect(message == "p.m3u8: line \(line): \(problem)")
            } else {
                // The damage made no bad text (a NUL-free valid sequence, say): no text error.
                #expect(message.map { !$0.contains("UTF-8") && !$0.contains("NUL") } ?? true)
            }
        }
    }

    @Test func theLineLimitCountsFromTheLinesStartAsTheByteWalkDid() {
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try PlaylistDocument(bytes: bytes, path: "l.m3u")
                return nil
            } catch {
                return error.message
            }
        }
        let limit = 1 << 20
        let head = Array("#EXTINF:-1,A\n".utf8)
        let exact = head + [UInt8](repeating: 0x61, count: limit) + [0x0A]
        #expect(message(exact) == nil)
        #expect(message(head + [UInt8](repeating: 0x61, count: limit + 1) + [0x0A]) == "l.m3u: line 2: line is longer than 1 MiB")
        // A character that starts before the limit and ends after it: what the old walk let pass.
        let straddling = head + [UInt8](repeating: 0x61, count: limit - 1) + Array("新".utf8) + [0x0A]
        #expect(message(straddling) == nil)
        #expect(Reference.problem(straddling) == nil)
        // A NUL past the limit: the length is the problem, as before.
        let late = head + [UInt8](repeating: 0x61, count: limit) + [0] + [0x0A]
        #expect(message(late) == "l.m3u: line 2: line is longer than 1 MiB")
        // Damage in each of the eight places of a word, on a line longer than a word.
        for offset in 0..<16 {
            var bytes = head + Array("http://example.org/channel/1".utf8) + [0x0A]
            bytes[head.count + offset] = 0
            #expect(message(bytes) == "l.m3u: line 2: NUL byte (not a text file)")
            bytes[head.count + offset] = 0x80
            #expect(message(bytes) == "l.m3u: line 2: not UTF-8 text")
        }
    }

    /// Ids are found as Swift compares strings: an ASCII playlist's ids by their bytes, and an
    /// id that is not ASCII but equal for Swift (U+212A KELVIN SIGN is `K`) still found.
    @Test func idsAreFoundAsSwiftComparesThem() throws {
        var text = "#EXTM3U\n"
        for number in 0..<2_000 { text += "#EXTINF:-1,C\(number)\nhttp://e/\(number)/K\n" }
        let document = try PlaylistDocument(bytes: Array(text.utf8), path: "a.m3u8")
        for number in stride(from: 0, to: 2_000, by: 7) {
            #expect(document.holds(id: "http://e/\(number)/K"))
            #expect(!document.holds(id: "http://e/\(number)/k"))
        }
        #expect("http://e/5/\u{212A}" == "http://e/5/K")
        #expect(document.holds(id: "http://e/5/\u{212A}"))
        #expect(!document.holds(id: "http://e/5/新"))
        // Both spellings in one file: one URL line for Swift, so told apart by their names.
        let both = try PlaylistDocument(bytes: Array("#EXTINF:-1,A\nhttp://e/K\n#EXTINF:-1,B\nhttp://e/\u{212A}\n".utf8), path: "b.m3u")
        #expect(both.ids.count == 2 && both.ids[0] != both.ids[1])
        #expect(both.ids.allSatisfy { both.holds(id: $0) })
    }

    /// The index finds every id at its entry number, and nothing else: seeded playlists of
    /// ASCII and non-ASCII URL lines, some repeated (their ids then carry the name), looked
    /// up against a dictionary of the ids.
    @Test(arguments: [31, 32, 33, 34] as [UInt64])
    func everyIdIsFoundAtItsNumberAndNoOtherString(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let ascii = seed % 2 == 0
        var text = "#EXTM3U\n"
        for number in 0..<3_000 {
            let url = Int.random(in: 0..<10, using: &rng) == 0 ? "http://e/\(Int.random(in: 0..<40, using: &rng))"
                : "http://e/\(number)" + (ascii ? "" : "/新\(number % 7)")
            text += "#EXTINF:-1,N\(number % 50)\n\(url)\n"
        }
        let document = try PlaylistDocument(bytes: Array(text.utf8), path: "i.m3u8")
        let expected = Dictionary(document.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(expected.count == 3_000)
        for (number, id) in document.ids.enumerated() { #expect(document.number(of: id) == number, "\(id)") }
        for number in 0..<3_000 {
            let missing = "http://e/\(number)/x"
            #expect(document.number(of: missing) == expected[missing])
            #expect(document.number(of: "http://e/\(number) #N999") == nil)
        }
    }
}
