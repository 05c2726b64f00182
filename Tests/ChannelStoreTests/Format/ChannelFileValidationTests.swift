import ChannelCore
import ChannelStore
import Testing

/// Decodes `text` as the file `/cfg/channels.json` and returns the error message, or nil.
private func message(_ text: String) -> String? {
    message(Array(text.utf8))
}

private func message(_ bytes: [UInt8]) -> String? {
    do {
        _ = try ChannelFileCodec.decode(bytes, path: "/cfg/channels.json")
        return nil
    } catch {
        #expect(error.kind == .invalidData)
        #expect(!error.message.contains("\n") && !error.message.contains("\r"), "message must be one line")
        #expect(error.message == "/cfg/channels.json: " + (error.location.map { $0 + ": " } ?? "") + error.problem
            || error.message.contains("\\"), "message is path: location: problem")
        return error.message
    }
}

private let valid = #"{"version": 1, "mine": [], "available": []}"#

@Suite("Channel file validation")
struct ChannelFileValidationTests {
    @Test func validMinimalFile() {
        #expect(message(valid) == nil)
    }

    @Test(arguments: [
        ("", "/cfg/channels.json: file is empty"),
        ("  \n", "/cfg/channels.json: line 2, column 1: unexpected end of file, expected a JSON value"),
        ("{\"version\": 1, \"mine\": [", "/cfg/channels.json: line 1, column 25: unexpected end of file, expected a JSON value"),
        ("{\"version\": 1, \"mine\": [], \"available\": []", "/cfg/channels.json: line 1, column 43: unexpected end of file, expected ',' or '}' after an object member"),
        ("{\"version\": 1, \"mine\": [], \"available\": [], \"mine\": []}", "/cfg/channels.json: line 1, column 45: duplicate key \"mine\" (first at line 1, column 16)"),
    ])
    func syntaxProblems(_ text: String, expected: String) {
        #expect(message(text) == expected)
    }

    /// The file is read in one pass without a tree (ChannelFileDecoder), yet problems come out
    /// as from a check of the whole tree: syntax anywhere first, then the version wherever it
    /// is, then the members in file order.
    @Test(arguments: [
        // A duplicate id early, a syntax error at the end: the syntax error.
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"A\"}, {\"id\": \"a\", \"name\": \"B\"}], \"available\": [}",
         "/cfg/channels.json: line 1, column 92: expected a JSON value, found '}'"),
        // A bad channel before a bad version: the version.
        ("{\"mine\": [{\"id\": \"\", \"name\": \"A\"}], \"available\": [], \"version\": 7}",
         "/cfg/channels.json: version (line 1, column 65): unsupported version 7 (this channel-editor reads versions 1 and 2)"),
        // "catalog" before the "version": 1 that rules it out, a bad channel after it: the catalog.
        ("{\"catalog\": \"en\", \"mine\": [{\"id\": 5, \"name\": \"A\"}], \"available\": [], \"version\": 1}",
         "/cfg/channels.json: catalog (line 1, column 2): \"catalog\" is a key of version 2; this file says version 1"),
        // An unknown key before a bad channel: the unknown key.
        ("{\"version\": 1, \"colour\": 3, \"mine\": [{\"id\": 5, \"name\": \"A\"}], \"available\": []}",
         "/cfg/channels.json: colour (line 1, column 16): unknown key \"colour\" (expected \"version\", \"catalog\", \"current\", \"mine\" or \"available\")"),
        // A duplicate across the lists, available first in the file.
        ("{\"version\": 1, \"available\": [{\"id\": \"a\", \"name\": \"A\"}],\n \"mine\": [{\"id\": \"a\", \"name\": \"A\"}]}",
         "/cfg/channels.json: mine[0].id (line 2, column 18): id \"a\" is in both mine and available (first at available[0].id (line 1, column 37))"),
    ])
    func problemsComeInTheOrderOfAWholeTreeCheck(_ text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test func invalidUTF8NamesTheByte() {
        let bytes = Array("{\"version\": 1,\n \"mine\": [{\"id\": \"a\", \"name\": \"x".utf8) + [0xC3, 0x28] + Array("\"}],\n \"available\": []}".utf8)
        #expect(message(bytes) == "/cfg/channels.json: line 2, column 33: invalid UTF-8 (byte 0xC3)")
    }

    @Test(arguments: [
        ("[]", "/cfg/channels.json: line 1, column 1: the file must hold a JSON object, found an array"),
        ("\"hi\"", "/cfg/channels.json: line 1, column 1: the file must hold a JSON object, found a string"),
        ("{\"mine\": [], \"available\": []}", "/cfg/channels.json: line 1, column 1: missing key \"version\""),
        ("{\"version\": \"1\", \"mine\": [], \"available\": []}", "/cfg/channels.json: version (line 1, column 13): expected a number, found a string"),
        ("{\"version\": 3, \"mine\": [], \"available\": []}", "/cfg/channels.json: version (line 1, column 13): unsupported version 3 (this channel-editor reads versions 1 and 2)"),
        ("{\"version\": 1.0, \"mine\": [], \"available\": []}", "/cfg/channels.json: version (line 1, column 13): unsupported version 1.0 (this channel-editor reads versions 1 and 2)"),
        ("{\"version\": 1, \"catalog\": \"en\", \"mine\": [], \"available\": []}", "/cfg/channels.json: catalog (line 1, column 16): \"catalog\" is a key of version 2; this file says version 1"),
        ("{\"version\": 2, \"catalog\": \"../en\", \"mine\": [], \"available\": []}", "/cfg/channels.json: catalog (line 1, column 27): catalog \"../en\" is not a catalog name (letters, digits, - or _; at most 32)"),
        ("{\"version\": 2, \"catalog\": 1, \"mine\": [], \"available\": []}", "/cfg/channels.json: catalog (line 1, column 27): expected a catalog name or null, found the number 1"),
        ("{\"version\": 1, \"available\": []}", "/cfg/channels.json: line 1, column 1: missing key \"mine\""),
        ("{\"version\": 1, \"mine\": []}", "/cfg/channels.json: line 1, column 1: missing key \"available\""),
        ("{\"version\": 1, \"mine\": [], \"available\": [], \"colour\": 3}", "/cfg/channels.json: colour (line 1, column 45): unknown key \"colour\" (expected \"version\", \"catalog\", \"current\", \"mine\" or \"available\")"),
        ("{\"version\": 1, \"mine\": [], \"available\": [], \"a\\u001bb\": 3}", "/cfg/channels.json: [\"a\\u001bb\"] (line 1, column 45): unknown key \"a\\u001bb\" (expected \"version\", \"catalog\", \"current\", \"mine\" or \"available\")"),
        ("{\"version\": 1, \"mine\": {}, \"available\": []}", "/cfg/channels.json: mine (line 1, column 24): expected an array of channels, found an object"),
        ("{\"version\": 1, \"mine\": [], \"available\": null}", "/cfg/channels.json: available (line 1, column 41): expected an array of channels, found null"),
        ("{\"version\": 1, \"mine\": [\"top\"], \"available\": []}", "/cfg/channels.json: mine[0] (line 1, column 25): a channel must be an object, found a string"),
        ("{\"version\": 1, \"mine\": [{\"name\": \"A\"}], \"available\": []}", "/cfg/channels.json: mine[0] (line 1, column 25): missing key \"id\""),
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\"}], \"available\": []}", "/cfg/channels.json: mine[0] (line 1, column 25): missing key \"name\""),
        ("{\"version\": 1, \"mine\": [{\"id\": 7, \"name\": \"A\"}], \"available\": []}", "/cfg/channels.json: mine[0].id (line 1, column 32): expected a string, found the number 7"),
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": false}], \"available\": []}", "/cfg/channels.json: mine[0].name (line 1, column 45): expected a string, found false"),
        ("{\"version\": 1, \"mine\": [{\"id\": \"\", \"name\": \"A\"}], \"available\": []}", "/cfg/channels.json: mine[0].id (line 1, column 32): empty id"),
        ("{\"version\": 1, \"mine\": [], \"available\": [{\"id\": \"a\", \"name\": \"\"}]}", "/cfg/channels.json: available[0].name (line 1, column 62): empty name"),
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\\n\", \"name\": \"A\"}], \"available\": []}", "/cfg/channels.json: mine[0].id (line 1, column 32): id \"a\\n\" contains a control character"),
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"A\", \"locked\": \"yes\"}], \"available\": []}", "/cfg/channels.json: mine[0].locked (line 1, column 60): expected true or false, found a string"),
        ("{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"A\", \"icon\": 1}], \"available\": []}", "/cfg/channels.json: mine[0].icon (line 1, column 50): unknown key \"icon\" (expected \"id\", \"name\" or \"locked\")"),
        ("{\"version\": 1, \"mine\": [], \"available\": [{\"id\": \"a\", \"name\": \"A\", \"locked\": true}]}", "/cfg/channels.json: available[0].locked (line 1, column 77): channel \"a\" is locked, but locked channels must be in mine"),
        ("{\"version\": 1, \"current\": 3, \"mine\": [], \"available\": []}", "/cfg/channels.json: current (line 1, column 27): expected a string or null, found the number 3"),
        ("{\"version\": 1, \"current\": \"zz\", \"mine\": [], \"available\": []}", "/cfg/channels.json: current (line 1, column 27): current names \"zz\", which is in neither mine nor available"),
    ])
    func validationProblems(_ text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test func duplicateIDsPointAtTheFirst() {
        let text = """
            {
              "version": 1,
              "mine": [
                {"id": "top", "name": "Top"},
                {"id": "tech", "name": "Tech"},
                {"id": "top", "name": "Top again"}
              ],
              "available": []
            }
            """
        #expect(message(text) == "/cfg/channels.json: mine[2].id (line 6, column 12): duplicate id \"top\" (first at mine[0].id (line 4, column 12))")
    }

    @Test func channelInBothListsIsADuplicate() {
        let text = """
            {
              "version": 1,
              "available": [{"id": "sports", "name": "Sports"}],
              "mine": [{"id": "sports", "name": "Sports"}]
            }
            """
        #expect(message(text) == "/cfg/channels.json: mine[0].id (line 4, column 19): id \"sports\" is in both mine and available (first at available[0].id (line 3, column 24))")
    }

    @Test func userDataInMessagesIsEscapedAndCut() throws {
        let id = "evil\u{1B}]0;pwned\u{7}" + String(repeating: "x", count: 500)
        let channel = "{\"id\": \"\(id.replacingEscapes())\", \"name\": \"n\"}"
        let text = "{\"version\": 1, \"mine\": [\(channel), \(channel)], \"available\": []}"
        let result = try #require(message(text))
        #expect(!result.unicodeScalars.contains { $0.isControlCharacter })
        #expect(result.contains("id \"evil\\u001b]0;pwned\\u0007xxx"))
        #expect(result.contains("xxx…\" contains a control character"))
        #expect(result.count < 300)
        // The path itself is escaped too.
        do {
            _ = try ChannelFileCodec.decode([], path: "/tmp/a\nb.json")
            Issue.record("decoded an empty file")
        } catch {
            #expect(error.message == "/tmp/a\\nb.json: file is empty")
        }
    }

    @Test func truncatedAtEveryByteIsRejected() throws {
        let board = try Board(mine: [Channel(id: "top", name: "热点", locked: true), Channel(id: "t", name: "T \"x\"")],
                              available: [Channel(id: "s", name: "S")], current: "t")
        let bytes = ChannelFileCodec.encode(board)
        // Every cut before the closing brace is an error; only the final newline is optional.
        for length in 0..<(bytes.count - 2) {
            #expect(message(Array(bytes[0..<length])) != nil, "cut at \(length)")
        }
        #expect(message(Array(bytes[0..<(bytes.count - 1)])) == nil)
    }
}

private extension String {
    /// Writes control characters as JSON escapes, for building test documents.
    func replacingEscapes() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 {
                result += "\\u" + MessageText.hex4(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
