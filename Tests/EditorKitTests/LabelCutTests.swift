import ChannelCore
import EditorKit
import Testing
import TestSupport

/// The middle cut of cell labels (issue 22.3, `LabelCut`): long names that share a beginning
/// stay apart, widths stay exact, and nothing of a name reaches the terminal unsafely.
@Suite struct LabelCutTests {
    private let maker = LabelMaker(widthOf: TestWidth.wcwidth)

    private func cell(_ name: String, _ width: Int) -> CellLabel {
        maker.label(for: name, maxWidth: width, cut: .middle)
    }

    @Test func aNameThatFitsIsKeptWhole() {
        #expect(cell("/usr/share/doc", 20) == CellLabel(text: "/usr/share/doc", width: 14))
        #expect(cell("中国国家地理", 20) == CellLabel(text: "中国国家地理", width: 12))
    }

    @Test func theMiddleGoesTheBeginningAndTheEndStayTheEndGettingTheOddColumn() {
        #expect(cell("The Extremely Long Channel Name", 20) == CellLabel(text: "The Extre\u{2026}annel Name", width: 20))
        #expect(cell("The Extremely Long Channel Name", 24) == CellLabel(text: "The Extreme\u{2026}Channel Name", width: 24))
    }

    @Test func aPathKeepsItsEnd() {
        #expect(cell("/usr/share/doc/alsa-utils", 20) == CellLabel(text: "\u{2026}hare/doc/alsa-utils", width: 20))
        #expect(cell("https://example.com/live/channel-42.m3u8", 20) == CellLabel(text: "\u{2026}ive/channel-42.m3u8", width: 20))
    }

    /// Issue 40.6: `[+… / TVB News Channel ]` lost the Chinese half, the name its list calls it by.
    @Test func namesJoinedWithASlashKeepTheirBeginningAndLoseTheirEnd() {
        #expect(cell("無綫新聞台 / TVB News Channel", 20) == CellLabel(text: "無綫新聞台 / TVB Ne\u{2026}", width: 20))
        #expect(cell("鳳凰衛視中文台 / Phoenix Chinese Channel", 12) == CellLabel(text: "鳳凰衛視中\u{2026}", width: 11))
        // A path has no blank around its slashes: it still keeps its end.
        #expect(cell("/usr/share/doc/alsa-utils", 20).text.hasPrefix("\u{2026}"))
    }

    @Test func pathsThatShareTheirFolderStayApart() {
        let paths = [
            "/usr/share/doc/alsa-utils", "/usr/share/doc/alsa-ucm-conf", "/usr/share/doc/binutils",
            "/usr/share/doc/binutils-common", "/usr/share/doc/binutils-x86-64-linux-gnu",
        ]
        let labels = paths.map { cell($0, 20).text }
        #expect(Set(labels).count == paths.count, "\(labels)")
        // Two files of one name in two folders, in a 40-column list (34 columns of name).
        let changelogs = ["/usr/share/doc/libelf1/changelog.Debian.gz", "/usr/share/doc/libatk-wrapper-java/changelog.Debian.gz"]
        #expect(changelogs.map { cell($0, 34).text } == ["\u{2026}e/doc/libelf1/changelog.Debian.gz", "\u{2026}-wrapper-java/changelog.Debian.gz"])
        // The end cut the cells had before made the first two alike (the bug of issue 22.3).
        let ends = paths.map { maker.label(for: $0, maxWidth: 20, cut: .end).text }
        #expect(ends[0] == ends[1])
    }

    @Test func wideCharactersAreNeverSplitAndTheHeadsSpareColumnGoesToTheTail() {
        // 12 two-column characters (24) in 20: 19 kept; the head 4 characters (8 of its 9), the
        // tail the other 11 columns: 5 characters (10).
        #expect(cell("中国国家地理杂志精选频道", 20) == CellLabel(text: "中国国家\u{2026}志精选频道", width: 19))
        #expect(cell("a中国国家地理杂志精选频道", 20) == CellLabel(text: "a中国国家\u{2026}志精选频道", width: 20))
    }

    @Test func aMarkCutFromItsBaseNeverSitsOnTheEllipsis() {
        // "e" + combining acute, repeated: a tail may not start with the mark of an "e" it left out.
        let name = String(repeating: "e\u{301}x", count: 12)
        for width in 4...20 {
            let label = cell(name, width)
            let afterEllipsis = label.text.unicodeScalars.drop { $0 != "\u{2026}" }.dropFirst().first
            #expect(afterEllipsis != "\u{301}", "width \(width): \(label.text.unicodeScalars.map(\.value))")
            #expect(label.width <= width)
            #expect(TestWidth.width(of: label.text) == label.width, "width \(width)")
        }
    }

    @Test func controlCharactersAreShownSafelyOnBothSidesOfTheCut() {
        let label = cell("\u{1B}[2J" + String(repeating: "x", count: 30) + "\u{1B}]0;end", 20)
        #expect(!label.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(label.text.hasPrefix("^[[2J"))
        #expect(label.text.hasSuffix("^[]0;end"))
        #expect(label.width == 20)
    }

    @Test func everyWidthGivesALabelThatWideAtMostMeasuredExactly() {
        let names = ["The Extremely Long Channel Name", "中国国家地理杂志精选频道", "a中b国c家d地e理f杂g志", "/usr/share/doc/libc6/README"]
        for name in names {
            for width in 0...40 {
                let label = cell(name, width)
                #expect(label.width <= max(2, width), "\(name) in \(width)")
                #expect(TestWidth.width(of: label.text) == label.width, "\(name) in \(width): \(label.text)")
                #expect(label.text.contains("\u{2026}") == (TestWidth.width(of: name) > max(2, width)))
            }
        }
    }

    @Test func sentencesAreStillCutAtTheEnd() {
        #expect(maker.label(for: "The Extremely Long Channel Name") == CellLabel(text: "The Extremely Long \u{2026}", width: 20))
    }
}
