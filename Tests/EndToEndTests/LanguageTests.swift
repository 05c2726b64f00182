import Foundation
import Glibc
import Testing

/// The real binary in the user's language, on a fresh HOME (no channels file, no data folder
/// variable: the catalogs and compiled translations of the source tree, as `make` leaves them).
/// The zh locales need not be installed: the language comes from the variables alone.
@Suite("The screen in the user's language")
struct LanguageTests {
    /// A fresh HOME and the locale variables, nothing inherited that could choose otherwise.
    static func start(_ locale: [String: String], arguments: [String] = [], columns: Int = 80, scratch: Scratch) throws -> TmuxPilot {
        try TmuxPilot(arguments: arguments, columns: columns,
                      environment: ["LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "HOME": scratch.path]
                          .merging(locale) { $1 },
                      unset: ["XDG_CONFIG_HOME", "CHANNEL_EDITOR_DATA"])
    }

    struct Expectation: Sendable, CustomTestStringConvertible {
        let locale: [String: String]
        let header: String
        let firstCells: String
        let footer: String
        let edit: String
        let help: String
        var testDescription: String { locale.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    static let expectations = [
        Expectation(locale: ["LANG": "zh_CN.UTF-8"], header: " 我的频道  点击打开并退出", firstCells: " ( 推荐 ) ( 热点 ) [ 科技 ] [ 财经 ]",
                    footer: "? 帮助  q 退出", edit: " 我的频道  拖拽可以排序 · 点击删除", help: "┌─ 帮助 "),
        Expectation(locale: ["LANG": "zh_TW.UTF-8"], header: " 我的頻道  點選開啟並離開", firstCells: " ( 推薦 ) ( 熱門 ) [ 科技 ] [ 財經 ]",
                    footer: "? 說明  q 離開", edit: " 我的頻道  拖曳可以排序 · 點選刪除", help: "┌─ 說明 "),
        Expectation(locale: ["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"], header: " 我的頻道  點選開啟並離開",
                    firstCells: " ( 推薦 ) ( 熱門 ) [ 科技 ] [ 財經 ]", footer: "? 說明  q 離開",
                    edit: " 我的頻道  拖曳可以排序 · 點選刪除", help: "┌─ 說明 "),
        Expectation(locale: ["LANG": "en_US.UTF-8"], header: " My Channels  click to open", firstCells: " ( Recommended ) ( Top ) [ Tech ]",
                    footer: "? help  q quit", edit: " My Channels  drag to reorder · click to remove", help: "┌─ Help "),
    ]

    @Test("Browse, edit and help read in the language, with its catalog", arguments: expectations)
    func screen(_ expected: Expectation) throws {
        let scratch = try Scratch()
        let pilot = try Self.start(expected.locale, scratch: scratch)
        let screen = try pilot.waitForScreen { $0.last { !$0.isEmpty }?.hasSuffix(expected.footer) == true }
        #expect(screen[0].hasPrefix(expected.header), "header: \(screen[0])")
        #expect(screen[0].hasSuffix(expected.locale["LANG"] == "en_US.UTF-8" && expected.locale["LANGUAGE"] == nil ? "[Edit] [×]" : "] [×]"))
        #expect(screen[1].hasPrefix(expected.firstCells), "cells: \(screen[1])")
        try pilot.press("e")
        // The header is edit mode's and the first row of cells has its badges (the header's
        // close control is a × too, so wait on the row itself: curses may be mid-frame).
        let edit = try pilot.waitForScreen { screen in
            screen.first?.hasPrefix(expected.edit) == true && screen.last { !$0.isEmpty }?.hasSuffix(expected.footer) == true
                && screen.count > 1 && screen[1].contains("×")
        }
        #expect(edit[1].contains("×"), "edit mode shows the remove badges: \(edit[1])")
        try pilot.press("e")
        try pilot.press("?")
        // The box's bottom corner comes last (curses draws top to bottom): the whole box is there.
        let help = try pilot.waitForScreen { screen in
            screen.contains { $0.contains(expected.help) } && screen.contains { $0.contains("┘") }
        }
        // Every help line closes its box at the same column: wide characters measured as two.
        let boxLines = help.filter { $0.contains("│") }
        #expect(!boxLines.isEmpty)
        let rightEdges = Set(boxLines.map { line in line.reduce(0) { $0 + Self.columns(of: $1) } })
        #expect(rightEdges.count == 1, "the help box's right edge is ragged:\n\(help.joined(separator: "\n"))")
        try pilot.press("q")  // closes the help
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.file(".config/channel-editor/channels.json")),
                "quitting without a change writes no file")
    }

    @Test("40 columns: the ways out stay on screen", arguments: expectations)
    func narrow(_ expected: Expectation) throws {
        let scratch = try Scratch()
        let pilot = try Self.start(expected.locale, columns: 40, scratch: scratch)
        let screen = try pilot.waitForScreen { $0.last { !$0.isEmpty }?.hasSuffix(expected.footer) == true }
        for line in screen { #expect(line.reduce(0) { $0 + Self.columns(of: $1) } <= 40, "wider than the screen: \(line)") }
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
    }

    @Test("Messages, --help and refusals in the language; list output never changes")
    func commandLine() throws {
        let scratch = try Scratch()
        let binary = TmuxPilot.binary
        func run(_ locale: [String: String], _ arguments: [String]) throws -> Shell.Result {
            var environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.path]
            environment.merge(locale) { $1 }
            return try Shell.run(binary, arguments, environment: environment)
        }
        let file = scratch.file("c.json")
        let hans = try run(["LANG": "zh_CN.UTF-8"], ["--help"])
        #expect(hans.status == 0 && hans.output.hasPrefix("用法：channel-editor"), "\(hans.output.prefix(200))")
        let hant = try run(["LANG": "zh_HK.UTF-8"], ["add", "--help"])
        #expect(hant.output.contains("依給出的順序") && hant.output.contains("結束狀態"), "\(hant.output)")
        let refused = try run(["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"], ["add", "nope", "--file", file])
        #expect(refused.status == 1)
        // The file is not there yet: said too, in the language.
        #expect(refused.error == "channel-editor: \(file)：無法新增 \"nope\"：沒有這個 id 的頻道\nchannel-editor: \(file) 尚不存在：什麼都沒有建立\n")
        let usage = try run(["LANG": "zh_CN.UTF-8"], ["move", "tech"])
        #expect(usage.status == 64 && usage.error.hasPrefix("channel-editor: move：频道 id 后面缺少位置\n用法："), "\(usage.error)")
        let english = try run(["LANG": "C.UTF-8", "LANGUAGE": "zh_CN"], ["add", "nope", "--file", file])
        #expect(english.error == "channel-editor: \(file): cannot add \"nope\": no channel with that id\nchannel-editor: \(file) does not exist yet: nothing was made\n",
                "LANGUAGE is ignored in the C locale, as gettext does")

        // Errors from the store and the terminal layer too.
        let folder = scratch.file("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try run(["LANG": "zh_TW.UTF-8"], ["add", "tech", "--file", folder])
        #expect(store.status == 74 && store.error == "channel-editor: \(folder)：是資料夾，不是檔案\n", "\(store.error)")
        let terminal = try run(["LANG": "zh_CN.UTF-8", "TERM": "dumb"], ["--file", file])
        #expect(terminal.status == 1 && terminal.error.hasPrefix("channel-editor: TERM=dumb 无法显示编辑器"), "\(terminal.error)")

        // A file that is no channels file, and pick's bad items: one kind of colon after the
        // program name, no space before a full-width bracket (a newcomer's report).
        let empty = scratch.file("empty.json")
        let emptyText = scratch.file("empty.txt")
        for path in [empty, emptyText] { _ = FileManager.default.createFile(atPath: path, contents: Data()) }
        let emptyHans = try run(["LANG": "zh_CN.UTF-8"], ["list", "--file", empty])
        #expect(emptyHans.status == 65 && emptyHans.error.hasPrefix("channel-editor: \(empty)：文件是空的（需要的是频道文件：一个含有"),
                "\(emptyHans.error)")
        #expect(emptyHans.error.hasSuffix("会把这个文件移开，重新开始一个）\n"), "\(emptyHans.error)")
        let emptyHant = try run(["LANG": "zh_TW.UTF-8"], ["list", "--file", emptyText])
        #expect(emptyHant.status == 65 && emptyHant.error.hasPrefix("channel-editor: \(emptyText)：檔案是空的（需要的是頻道檔案：一個含有"),
                "\(emptyHant.error)")
        let items = try Shell.run(binary, ["pick"], environment: ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "zh_TW.UTF-8"],
                                  input: "a\tb\txx\n")
        #expect(items.status == 65 && items.error.hasPrefix("channel-editor: stdin：第 1 行：未知旗標"), "\(items.error)")

        // Machine output: the same fields whatever the language (only the catalog's names differ).
        for locale in [["LANG": "zh_CN.UTF-8"], ["LANG": "zh_TW.UTF-8"], ["LANG": "C"]] {
            let listed = try run(locale, ["list", "--file", file])
            #expect(listed.status == 0)
            let first = listed.output.split(separator: "\n").first.map { $0.split(separator: "\t").prefix(4).joined(separator: "\t") }
            #expect(first == "mine\t1\trecommended\tlocked", "\(locale): \(listed.output.prefix(80))")
        }
    }

    @Test("A bad channels file is refused in the language: one line naming the file and the place, exit 65, the file untouched",
          arguments: [
              ("zh_CN.UTF-8", #"available[1].id（第 5 行，第 60 列）：重复的 id "sports"（首次出现在 available[0].id（第 5 行，第 24 列））"#),
              ("zh_TW.UTF-8", #"available[1].id（第 5 列，第 60 欄）：重複的 id "sports"（首次出現在 available[0].id（第 5 列，第 24 欄））"#),
          ])
    func badFile(lang: String, expected: String) throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let bytes = Data(ReliabilityBadFileTests.replacing("{\"id\": \"food\", \"name\": \"Food\"}",
                                                           "{\"id\": \"sports\", \"name\": \"Sports again\"}").utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        var environment = ReliabilityBadFileTests.environment(scratch)
        environment["LANG"] = lang
        let result = try ReliabilityBadFileTests.runDirect(["--file", path], scratch: scratch, environment: environment)
        #expect(result.status == 65, "status \(result.status), stderr \(result.errorText)")
        ReliabilityBadFileTests.expectOneLine(result, naming: path, lang)
        // Chinese lines join their parts with the full-width colon (issue 22.11).
        #expect(result.errorText == "channel-editor: \(path)：\(expected)\n")
        #expect(try scratch.bytes("channels.json") == bytes, "the file was changed")
        ReliabilityBadFileTests.expectOnlyFileAndLock(scratch, "channels.json", lang)
    }

    @Test("A file made invalid while the screen is open: the footer says where and why in the language, the file is not saved over")
    func invalidReload() throws {
        let scratch = try Scratch()
        let path = scratch.file("channels.json")
        let pilot = try Self.start(["LANG": "zh_CN.UTF-8"], arguments: ["--file", path], columns: 120, scratch: scratch)
        _ = try pilot.waitForScreen { $0.last { !$0.isEmpty }?.hasSuffix("q 退出") == true }
        try pilot.press("Tab", "Enter")  // a first change writes the file
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(20_000) }
        let good = try scratch.read("channels.json")
        let broken = good.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 3")
        try #require(broken != good, "the saved file has no \"version\": 2")
        // Replaced by a rename, as most editors save.
        try broken.write(toFile: path + ".new", atomically: false, encoding: .utf8)
        #expect(rename(path + ".new", path) == 0)
        let expected = "未重新载入，文件无效：version（第 2 行，第 14 列）：不支持的版本 3（这个 channel-editor 能读取版本 1 和 2）"
        let shown = try pilot.waitFor(expected)
        #expect(shown, "footer: \((try? pilot.screen().last { !$0.isEmpty }) ?? nil ?? "")")
        try pilot.press("q")
        #expect(try pilot.waitForExit() == 0)
        #expect(try scratch.read("channels.json") == broken, "the invalid file was saved over")
    }

    @Test("--help and every command's help fit 80 columns in every language")
    func helpFits() throws {
        for lang in ["C.UTF-8", "zh_CN.UTF-8", "zh_TW.UTF-8"] {
            for arguments in [["--help"]] + ["list", "add", "remove", "move", "open", "reset", "pick"].map({ [$0, "--help"] }) {
                let result = try Shell.run(TmuxPilot.binary, arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": lang])
                #expect(result.status == 0)
                for line in result.output.split(separator: "\n") {
                    let width = line.reduce(0) { $0 + Self.columns(of: $1) }
                    #expect(width <= 80, "\(lang) \(arguments.joined(separator: " ")): \(width) columns: \(line)")
                }
            }
        }
    }

    /// Display columns of one character, for the CJK and box characters these screens hold.
    static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return 2
        default:
            return 1
        }
    }
}
