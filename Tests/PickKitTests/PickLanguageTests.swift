import CommandLineKit
import Localization
import PickKit
import Testing

/// PickKit has no language of its own: a parser's errors are said in the translation it is
/// given, and a bad item's message in whatever language renders it.
@Suite struct PickLanguageTests {
    static let chinese = Translation(language: .simplifiedChinese, messages: [
        "%s needs a value": "%s 需要一个值",
        "%s: empty id": "%s：空的 id",
        "line %d": "第 %d 行",
    ])

    @Test func aParsersErrorIsInTheGivenLanguage() {
        func refusal(_ translation: Translation) -> String? {
            do {
                _ = try PickArguments.parse(["--checklist", "t", "0", "0", "0", "--title"], programName: "x", in: translation)
                return nil
            } catch {
                #expect(error.isAboutPick)
                return error.message
            }
        }
        #expect(refusal(.english) == "--title needs a value")
        #expect(refusal(Self.chinese) == "--title 需要一个值")
    }

    @Test func aBadItemIsSaidInTheLanguageThatShowsIt() {
        do {
            _ = try PickLines.board(from: Array("a\n\t\n".utf8))
            Issue.record("an empty id was taken")
        } catch {
            #expect(error.message.english == "line 2: empty id")
            #expect(error.message.text(in: Self.chinese) == "第 2 行：空的 id")
        }
    }
}
