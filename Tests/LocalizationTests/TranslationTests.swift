import Localization
import Testing

@Suite("Translations and placeholders")
struct TranslationTests {
    @Test("A msgid without a translation stays English")
    func fallback() {
        let translation = Translation(language: .simplifiedChinese, messages: ["My Channels": "我的频道"])
        #expect(translation.tr("My Channels") == "我的频道")
        #expect(translation.tr("Add Channels") == "Add Channels")
        #expect(Translation.english.tr("My Channels") == "My Channels")
    }

    @Test("Placeholders are filled in order, by position, and %% is a percent sign")
    func fill() {
        #expect(MessageFormat.fill("%d of %d", ["3", "20"]) == "3 of 20")
        #expect(MessageFormat.fill("共 %2$s 个，显示 %1$s 个", ["3", "20"]) == "共 20 个，显示 3 个")
        #expect(MessageFormat.fill("100%% %s", ["done"]) == "100% done")
        #expect(MessageFormat.fill("%x %s %", ["a"]) == "%x a %")
        #expect(MessageFormat.fill("%s and %s", ["a"]) == "a and ")
        let translation = Translation(language: .traditionalChinese, messages: ["%s is locked": "「%s」已鎖定"])
        #expect(translation.tr("%s is locked", "熱門") == "「熱門」已鎖定")
        #expect(Translation.english.tr("%d of %d", 3, 20) == "3 of 20")
    }

    @Test("Directives: what the completeness check compares")
    func directives() {
        typealias D = MessageFormat.Directive
        #expect(MessageFormat.directives(in: "%d of %d") == [D(argument: 0, conversion: "d"), D(argument: 1, conversion: "d")])
        #expect(MessageFormat.directives(in: "%2$d/%1$d").sorted() == MessageFormat.directives(in: "%d of %d"))
        #expect(MessageFormat.directives(in: "100%% sure") == [])
    }

    @Test("A message inside a message is said in the same language; text arguments stay as they are")
    func nestedMessages() {
        let translation = Translation(language: .simplifiedChinese, messages: [
            "duplicate id %s (first at %s)": "重复的 id %s（首次出现在 %s）",
            "%s (line %d, column %d)": "%s（第 %d 行，第 %d 列）",
            "a string": "字符串",
        ])
        let place = Message.tr("%s (line %d, column %d)", "mine[0].id", 3, 19)
        let problem = Message.tr("duplicate id %s (first at %s)", "\"a string\"", place)
        #expect(problem.english == "duplicate id \"a string\" (first at mine[0].id (line 3, column 19))")
        #expect(problem.text(in: translation) == "重复的 id \"a string\"（首次出现在 mine[0].id（第 3 行，第 19 列））")
        #expect(problem.arguments == ["\"a string\"", "mine[0].id (line 3, column 19)"])
        let kind: Message.Argument = .message(.tr("a string"))
        #expect(Message.tr("found %s", kind).text(in: translation) == "found 字符串")
        #expect(Message.tr("found %s", Message.Argument.text("null")).text(in: translation) == "found null")
    }

    @Test("Equal by language and messages")
    func equality() {
        let one = Translation(language: .simplifiedChinese, messages: ["a": "b"])
        #expect(one == Translation(language: .simplifiedChinese, messages: ["a": "b"]))
        #expect(one != Translation(language: .traditionalChinese, messages: ["a": "b"]))
        #expect(one != Translation(language: .simplifiedChinese, messages: ["a": "c"]))
    }
}
