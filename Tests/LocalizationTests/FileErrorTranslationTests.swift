import ChannelStore
import Localization
import Testing

/// A bad channels file is reported in the user's language: the place (`line 3, column 5`,
/// `mine[2].id (...)`), the problem and the words nested in it (a JSON kind, what was expected,
/// a first place) all translated, user data quoted and escaped as in English, the line's shape
/// (`path: place: problem`) the same. The English lines are ChannelFileValidationTests'.
@Suite("Channels file errors in the user's language")
struct FileErrorTranslationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        let english: String
        let simplified: String
        let traditional: String
        var testDescription: String { label }
    }

    static let path = "/cfg/channels.json"

    static let cases = [
        Case(label: "a syntax error at a line and column",
             text: "{\"version\": 1,\n  \"mine\": [}",
             english: "line 2, column 12: expected a JSON value, found '}'",
             simplified: "第 2 行，第 12 列：应为一个 JSON 值，实际是 '}'",
             traditional: "第 2 列，第 12 欄：應為一個 JSON 值，實際是 '}'"),
        Case(label: "the end of the file inside a string",
             text: "{\"version\": 1, \"mine\": [{\"id\": \"ab",
             english: "line 1, column 35: unexpected end of file in the string that starts at line 1, column 32",
             simplified: "第 1 行，第 35 列：文件在字符串中意外结束（字符串从第 1 行，第 32 列开始）",
             traditional: "第 1 列，第 35 欄：檔案在字串中意外結束（字串從第 1 列，第 32 欄開始）"),
        Case(label: "a wrong kind",
             text: "{\"version\": 1, \"mine\": [{\"id\": 7, \"name\": \"A\"}], \"available\": []}",
             english: "mine[0].id (line 1, column 32): expected a string, found the number 7",
             simplified: "mine[0].id（第 1 行，第 32 列）：应为字符串，实际是数字 7",
             traditional: "mine[0].id（第 1 列，第 32 欄）：應為字串，實際是數字 7"),
        Case(label: "the file is not an object",
             text: "[1, 2]",
             english: "line 1, column 1: the file must hold a JSON object, found an array",
             simplified: "第 1 行，第 1 列：文件必须是一个 JSON 对象，实际是数组",
             traditional: "第 1 列，第 1 欄：檔案必須是一個 JSON 物件，實際是陣列"),
        Case(label: "an unknown key, quoted and escaped",
             text: "{\"version\": 1, \"col\\nour\": 3, \"mine\": [], \"available\": []}",
             english: #"["col\nour"] (line 1, column 16): unknown key "col\nour" (expected "version", "catalog", "current", "mine" or "available")"#,
             simplified: #"["col\nour"]（第 1 行，第 16 列）：未知的键 "col\nour"（应为 "version"、"catalog"、"current"、"mine" 或 "available"）"#,
             traditional: #"["col\nour"]（第 1 列，第 16 欄）：未知的鍵 "col\nour"（應為 "version"、"catalog"、"current"、"mine" 或 "available"）"#),
        Case(label: "a duplicate id, pointing at the first",
             text: "{\"version\": 1, \"mine\": [{\"id\": \"a\", \"name\": \"A\"},\n {\"id\": \"a\", \"name\": \"B\"}], \"available\": []}",
             english: #"mine[1].id (line 2, column 9): duplicate id "a" (first at mine[0].id (line 1, column 32))"#,
             simplified: #"mine[1].id（第 2 行，第 9 列）：重复的 id "a"（首次出现在 mine[0].id（第 1 行，第 32 列））"#,
             traditional: #"mine[1].id（第 2 列，第 9 欄）：重複的 id "a"（首次出現在 mine[0].id（第 1 列，第 32 欄））"#),
        Case(label: "a duplicate key",
             text: "{\"version\": 1, \"mine\": [], \"mine\": []}",
             english: #"line 1, column 28: duplicate key "mine" (first at line 1, column 16)"#,
             simplified: #"第 1 行，第 28 列：重复的键 "mine"（首次出现在第 1 行，第 16 列）"#,
             traditional: #"第 1 列，第 28 欄：重複的鍵 "mine"（首次出現在第 1 列，第 16 欄）"#),
        Case(label: "a missing key, for the whole file",
             text: "{\"version\": 2, \"mine\": []}",
             english: #"line 1, column 1: missing key "available""#,
             simplified: #"第 1 行，第 1 列：缺少键 "available""#,
             traditional: #"第 1 列，第 1 欄：缺少鍵 "available""#),
        Case(label: "an unsupported version with numbers",
             text: "{\"version\": 9, \"mine\": [], \"available\": []}",
             english: "version (line 1, column 13): unsupported version 9 (this channel-editor reads versions 1 and 2)",
             simplified: "version（第 1 行，第 13 列）：不支持的版本 9（这个 channel-editor 能读取版本 1 和 2）",
             traditional: "version（第 1 列，第 13 欄）：不支援的版本 9（這個 channel-editor 能讀取版本 1 和 2）"),
        Case(label: "a control character in a string",
             text: "{\"version\": 1, \"mine\": [{\"id\": \"a\tb\"}]}",
             english: "line 1, column 34: the control character U+0009 must be escaped in a string",
             simplified: "第 1 行，第 34 列：字符串中不能直接出现控制字符 U+0009，必须转义",
             traditional: "第 1 列，第 34 欄：字串中不能直接出現控制字元 U+0009，必須跳脫"),
    ]

    static func error(_ text: String) throws -> StoreError {
        do {
            _ = try ChannelFileCodec.decodeFile(Array(text.utf8), path: path)
        } catch {
            return error
        }
        throw LocalizedProblem("the file was accepted: \(text)")
    }

    @Test("Each error reads in English, Simplified and Traditional Chinese", arguments: cases)
    func translated(_ example: Case) throws {
        let error = try Self.error(example.text)
        let prefix = Self.path + ": "
        #expect(error.message == prefix + example.english, "English must not change")
        #expect(error.message(in: .english) == prefix + example.english)
        // Chinese lines join their parts with the full-width colon, one kind in a line (issue 22.11).
        let wide = Self.path + "："
        #expect(error.message(in: try MessageSources.translation(.simplifiedChinese)) == wide + example.simplified)
        #expect(error.message(in: try MessageSources.translation(.traditionalChinese)) == wide + example.traditional)
        #expect(!error.message(in: try MessageSources.translation(.simplifiedChinese)).contains(": "))
    }

    @Test("The reload notice's place and problem are the line without the path")
    func placeAndProblem() throws {
        let error = try Self.error("[1, 2]")
        let hans = try MessageSources.translation(.simplifiedChinese)
        #expect(error.placeAndProblem(in: .english) == "line 1, column 1: the file must hold a JSON object, found an array")
        #expect(error.placeAndProblem(in: hans) == "第 1 行，第 1 列：文件必须是一个 JSON 对象，实际是数组")
    }
}
