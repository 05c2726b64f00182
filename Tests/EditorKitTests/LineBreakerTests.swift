import Testing
import TestSupport
import EditorKit

/// Where text breaks into lines: at spaces in English, between characters in Chinese, never
/// before closing or after opening punctuation.
@Suite("Line breaking")
struct LineBreakerTests {
    let breaker = LineBreaker(fitter: TextFitter(widthOf: TestWidth.wcwidth))

    func lines(_ text: String, _ width: Int) -> [String]? {
        breaker.wrap(text, width: width)?.map(\.text)
    }

    @Test func englishBreaksAtSpaces() {
        #expect(lines("Terminal too small — need 24×8, have 10×9", 10) == ["Terminal", "too", "small —", "need 24×8,", "have 10×9"])
        #expect(lines("Too small", 20) == ["Too small"])
        #expect(lines("Terminal", 7) == nil, "a word wider than the line does not fit")
    }

    @Test func chineseBreaksBetweenCharacters() {
        #expect(lines("终端窗口太小", 8) == ["终端窗口", "太小"])
        #expect(lines("窗口太小：需要 24×8", 10) == ["窗口太小：", "需要 24×8"], "the colon stays with 小")
        #expect(lines("（也可用 Enter）", 7) == ["（也可", "用", "Enter）"], "（ stays with 也, ） with Enter")
        #expect(lines("只有我的频道可以移动", 9) == ["只有我的", "频道可以", "移动"], "an odd width leaves a column free")
    }

    @Test func widthsAreDisplayColumns() {
        for line in breaker.wrap("进入选中的频道并退出（输出它的 id），或把它添加到我的频道", width: 12) ?? [] {
            #expect(line.width <= 12 && line.width == TestWidth.width(of: line.text), "\(line.text)")
        }
    }
}
