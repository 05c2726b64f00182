import ChannelStore
import Testing

/// Parses `text` and returns the error, or nil when it parsed.
private func syntaxError(_ text: String, depthLimit: Int = JSONParser.defaultDepthLimit) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), depthLimit: depthLimit)
}

private func syntaxError(_ bytes: [UInt8], depthLimit: Int = JSONParser.defaultDepthLimit) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes, depthLimit: depthLimit)
        return nil
    } catch {
        return error
    }
}

private func value(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8)).value
}

private func string(_ json: String) throws -> String? {
    guard case .string(let text) = try value(json) else { return nil }
    return text
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func scalars() throws {
        #expect(try value("null") == .null)
        #expect(try value("true") == .bool(true))
        #expect(try value(" false ") == .bool(false))
        #expect(try value("\"hi\"") == .string("hi"))
        #expect(try value("\n\t\r 0 \n") == .number("0"))
    }

    @Test(arguments: ["0", "-0", "7", "-12", "3.25", "-0.5", "1e5", "1E+5", "2e-3", "12.5E10", "123456789012345678901234567890"])
    func validNumbers(_ text: String) throws {
        #expect(try value(text) == .number(text))
    }

    @Test(arguments: [
        ("01", 1, "a number cannot start with 0 followed by more digits"),
        ("-", 2, "unexpected end of file, expected a digit after '-'"),
        ("-a", 2, "expected a digit after '-', found 'a'"),
        ("1.", 3, "unexpected end of file, expected a digit after the decimal point"),
        ("1.e3", 3, "expected a digit after the decimal point, found 'e'"),
        ("1e", 3, "unexpected end of file, expected a digit in the exponent"),
        ("1e+", 4, "unexpected end of file, expected a digit in the exponent"),
        (".5", 1, "expected a JSON value, found '.'"),
        ("+1", 1, "expected a JSON value, found '+'"),
        ("NaN", 1, "expected a JSON value, found 'N'"),
        ("1x", 2, "expected the end of the file after the JSON value, found 'x'"),
    ])
    func invalidNumbers(_ text: String, column: Int, problem: String) {
        let error = syntaxError(text)
        #expect(error?.problem == problem)
        #expect(error?.position == JSONPosition(line: 1, column: column))
    }

    @Test func everyEscape() throws {
        #expect(try string(#""\" \\ \/ \b \f \n \r \t""#) == "\" \\ / \u{8} \u{C} \n \r \t")
        #expect(try string(#""\u0041\u00e9\u4E2D\u0000""#) == "Aé中\u{0}")
        #expect(try string(#""a\ud83d\ude00b""#) == "a😀b")
        #expect(try string(#""\uD834\uDD1E""#) == "𝄞")
    }

    @Test func rawUTF8IsKept() throws {
        #expect(try string("\"财经 😀 é\"") == "财经 😀 é")
    }

    @Test(arguments: [
        (#""\x""#, 2, #"invalid escape '\x' (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        (#""\u12""#, 2, #"invalid \u escape (expected 4 hex digits)"#),
        (#""\u12G4""#, 2, #"invalid \u escape (expected 4 hex digits)"#),
        (#""ab\ud800""#, 4, #"unpaired surrogate \uD800 (a low surrogate \uDC00-\uDFFF must follow)"#),
        (#""\ud800x""#, 2, #"unpaired surrogate \uD800 (a low surrogate \uDC00-\uDFFF must follow)"#),
        (#""\ud800\u0041""#, 2, #"unpaired surrogate \uD800 (followed by \u0041, not a low surrogate)"#),
        (#""\udc00""#, 2, #"unpaired surrogate \uDC00 (a low surrogate with no high surrogate before it)"#),
    ])
    func invalidEscapes(_ text: String, column: Int, problem: String) {
        let error = syntaxError(text)
        #expect(error?.problem == problem)
        #expect(error?.position == JSONPosition(line: 1, column: column))
    }

    @Test func controlCharactersMustBeEscaped() {
        let tab = syntaxError("\"a\tb\"")
        #expect(tab?.problem == "the control character U+0009 must be escaped in a string")
        #expect(tab?.position == JSONPosition(line: 1, column: 3))
        let newline = syntaxError("[\n \"a\nb\"]")
        #expect(newline?.problem == "a line break must be escaped in a string")
        #expect(newline?.position == JSONPosition(line: 2, column: 4))
    }

    @Test func unterminatedString() {
        let error = syntaxError("{\"a\":\n  \"abc")
        #expect(error?.problem == "unexpected end of file in the string that starts at line 2, column 3")
        #expect(error?.position == JSONPosition(line: 2, column: 7))
    }

    @Test func nesting() throws {
        guard case .array(let outer) = try value("[[1, [2]], {\"a\": {\"b\": [true]}}, []]") else {
            Issue.record("not an array")
            return
        }
        #expect(outer.count == 3)
        #expect(outer[2].value == .array([]))
        guard case .object(let members) = outer[1].value, case .object(let inner) = members.first?.value.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.first?.key == "a")
        #expect(inner.first?.value.value == .array([JSONNode(.bool(true), at: JSONPosition(line: 1, column: 25))]))
    }

    @Test func depthLimit() {
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(syntaxError(atLimit) == nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(syntaxError(tooDeep)?.problem == "nesting deeper than 512 levels")
        #expect(syntaxError(tooDeep)?.position == JSONPosition(line: 1, column: 513))
        let objects = String(repeating: "{\"a\":", count: 4) + "1" + String(repeating: "}", count: 4)
        #expect(syntaxError(objects, depthLimit: 3)?.problem == "nesting deeper than 3 levels")
        // Far past the limit: refused without exhausting the stack.
        #expect(syntaxError(String(repeating: "[", count: 1_000_000))?.problem == "nesting deeper than 512 levels")
    }

    @Test func positionsOfValues() throws {
        let text = "{\n  \"a\": [1,\n    \"x\"],\n\t\"中文\": \"é\", \"b\": null\n}"
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(root.position == JSONPosition(line: 1, column: 1))
        guard case .object(let members) = root.value, case .array(let items) = members[0].value.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(members[0].keyPosition == JSONPosition(line: 2, column: 3))
        #expect(members[0].value.position == JSONPosition(line: 2, column: 8))
        #expect(items[0].position == JSONPosition(line: 2, column: 9))
        #expect(items[1].position == JSONPosition(line: 3, column: 5))
        // Columns count characters, not bytes: a tab, CJK and é are one column each.
        #expect(members[1].keyPosition == JSONPosition(line: 4, column: 2))
        #expect(members[1].value.position == JSONPosition(line: 4, column: 8))
        #expect(members[2].keyPosition == JSONPosition(line: 4, column: 13))
        #expect(members[2].value.position == JSONPosition(line: 4, column: 18))
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of file, expected a JSON value"),
        ("   \n  ", 2, 3, "unexpected end of file, expected a JSON value"),
        ("{", 1, 2, "unexpected end of file, expected a string key or '}'"),
        ("{\"a\"", 1, 5, "unexpected end of file, expected ':' after the key"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key, found '1'"),
        ("{\"a\":", 1, 6, "unexpected end of file, expected a JSON value"),
        ("{\"a\":1", 1, 7, "unexpected end of file, expected ',' or '}' after an object member"),
        ("{\"a\":1,", 1, 8, "unexpected end of file, expected a string key"),
        ("{\"a\":1,}", 1, 8, "a comma cannot come before '}'"),
        ("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}' after an object member, found '\"'"),
        ("{a:1}", 1, 2, "expected a string key or '}', found 'a'"),
        ("{'a':1}", 1, 2, "expected a string key or '}', found '''"),
        ("[1,]", 1, 4, "a comma cannot come before ']'"),
        ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        ("[1,\n  2", 2, 4, "unexpected end of file, expected ',' or ']' after an array element"),
        ("[1}", 1, 3, "expected ',' or ']' after an array element, found '}'"),
        ("tru", 1, 1, "invalid literal (expected true)"),
        ("nul", 1, 1, "invalid literal (expected null)"),
        ("fals e", 1, 1, "invalid literal (expected false)"),
        ("[true false]", 1, 7, "expected ',' or ']' after an array element, found 'f'"),
        ("{} {}", 1, 4, "expected the end of the file after the JSON value, found '{'"),
        ("// hi\n{}", 1, 1, "expected a JSON value, found '/'"),
        ("[\u{1}]", 1, 2, "expected a JSON value, found U+0001"),
        ("[é]", 1, 2, "expected a JSON value, found the character U+00E9"),
        ("{\"a\": 1, \"b\": 2, \"a\": 3}", 1, 18, "duplicate key \"a\" (first at line 1, column 2)"),
    ])
    func syntaxErrors(_ text: String, line: Int, column: Int, problem: String) {
        let error = syntaxError(text)
        #expect(error?.problem == problem)
        #expect(error?.position == JSONPosition(line: line, column: column))
    }

    @Test func duplicateKeysInLargeObjects() {
        let keys = (0..<50).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(syntaxError("{" + keys + "}") == nil)
        let error = syntaxError("{" + keys + ", \"k7\": 0}")
        // Key i starts at column 2 + 9 * i (`"k0": 0` is 7 characters, then ", ").
        #expect(error?.problem == "duplicate key \"k7\" (first at line 1, column 65)")
        // The same key in different objects is fine.
        #expect(syntaxError("[{\"a\": 1}, {\"a\": 2}]") == nil)
    }

    @Test func invalidUTF8() {
        let cases: [([UInt8], Int, Int, String)] = [
            (Array("\"ab".utf8) + [0xFF] + Array("\"".utf8), 1, 4, "invalid UTF-8 (byte 0xFF)"),
            (Array("[\n \"中".utf8) + [0x80] + Array("\"]".utf8), 2, 4, "invalid UTF-8 (byte 0x80)"),
            ([0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8 (byte 0xC0)"), // overlong '/'
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 2, "invalid UTF-8 (byte 0xE0)"), // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 (byte 0xED)"), // encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 (byte 0xF4)"), // above U+10FFFF
            ([0x22, 0xE4, 0xB8, 0x22], 1, 2, "invalid UTF-8 (byte 0xE4)"), // cut short
            ([0x22, 0x61, 0xE4], 1, 3, "invalid UTF-8 (byte 0xE4)"), // cut by the end of the file
            ([0x5B, 0xFE, 0x5D], 1, 2, "invalid UTF-8 (byte 0xFE)"), // outside a string
        ]
        for (bytes, line, column, problem) in cases {
            let error = syntaxError(bytes)
            #expect(error?.problem == problem, "\(bytes)")
            #expect(error?.position == JSONPosition(line: line, column: column), "\(bytes)")
        }
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).value == .array([JSONNode(.number("1"), at: JSONPosition(line: 1, column: 2))]))
        #expect(syntaxError([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))?.position == JSONPosition(line: 1, column: 2))
    }

    @Test func longSingleLine() throws {
        let items = Array(repeating: "\"abc\"", count: 20_000).joined(separator: ",")
        let error = syntaxError("[" + items + ",]")
        // "[", 20,000 five-character items with 19,999 commas between them, ",", then "]".
        #expect(error?.position == JSONPosition(line: 1, column: 1 + 20_000 * 5 + 19_999 + 1 + 1))
    }
}
