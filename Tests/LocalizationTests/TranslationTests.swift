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
        #expect(translation.tr("%s is locked", "熱點") == "「熱點」已鎖定")
        #expect(Translation.english.tr("%d of %d", 3, 20) == "3 of 20")
    }

    @Test("Directives: what the completeness check compares")
    func directives() {
        typealias D = MessageFormat.Directive
        #expect(MessageFormat.directives(in: "%d of %d") == [D(argument: 0, conversion: "d"), D(argument: 1, conversion: "d")])
        #expect(MessageFormat.directives(in: "%2$d/%1$d").sorted() == MessageFormat.directives(in: "%d of %d"))
        #expect(MessageFormat.directives(in: "100%% sure") == [])
    }

    @Test("Equal by language and messages")
    func equality() {
        let one = Translation(language: .simplifiedChinese, messages: ["a": "b"])
        #expect(one == Translation(language: .simplifiedChinese, messages: ["a": "b"]))
        #expect(one != Translation(language: .traditionalChinese, messages: ["a": "b"]))
        #expect(one != Translation(language: .simplifiedChinese, messages: ["a": "c"]))
    }
}
