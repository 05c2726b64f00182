import ChannelCore
import Testing
import PickKit

/// The item list of `channel-editor pick`: `ID<TAB>NAME[<TAB>FLAGS]`, one a line.
@Suite struct PickLinesTests {
    func board(_ text: String) throws(PickInputError) -> Board {
        try PickLines.board(from: Array(text.utf8))
    }

    func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PickLines.board(from: bytes)
            return nil
        } catch {
            return error.message.english
        }
    }

    func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

    @Test func onItemsStartChosenInInputOrderTheRestAvailable() throws {
        let board = try board("a\tAlpha\ton\nb\tBeta\nc\tGamma\ton\nd\n")
        #expect(board.mine.map(\.id) == ["a", "c"])
        #expect(board.available.map(\.id) == ["b", "d"])
        #expect(board.mine.map(\.name) == ["Alpha", "Gamma"])
    }

    @Test func aLineWithNoTabIsIdAndName() throws {
        let board = try board("main\nfeature/x y")
        #expect(board.available == [Channel(id: "main", name: "main"), Channel(id: "feature/x y", name: "feature/x y")])
    }

    @Test func flagsLockedAndCurrent() throws {
        let board = try board("a\tA\ton\nb\tB\tlocked\nc\tC\t on , current \nd\tD\t-\ne\tE\t\n")
        #expect(board.mine.map(\.id) == ["b", "a", "c"], "locked is chosen and leads")
        #expect(board.mine.first?.locked == true)
        #expect(board.current == "c")
        #expect(board.available.map(\.id) == ["d", "e"])
    }

    @Test func anEmptyNameShowsTheIdAndCRLFIsOneLineEnd() throws {
        let board = try board("a\t\ton\r\nb\tBee\r\n")
        #expect(board.mine == [Channel(id: "a", name: "a")])
        #expect(board.available == [Channel(id: "b", name: "Bee")])
    }

    @Test func noInputIsAnEmptyBoard() throws {
        #expect(try board("") == Board())
    }

    @Test func everyBadInputNamesItsLine() {
        #expect(refusal("a\n\tNoId\n") == "line 2: empty id")
        #expect(refusal("a\tA\nb\nа\na\tAgain\n") == "line 4: duplicate id \"a\" (first on line 1)")
        #expect(refusal("a\tAl\tpha\ton\n") == "line 1: a tab in the name (a line is ID<TAB>NAME<TAB>FLAGS)")
        #expect(refusal("a\tA\tselected\n") == "line 1: unknown flag \"selected\" (flags are on, off, locked, current, joined by commas, or - for none)")
        #expect(refusal("a\tA\tcurrent\nb\tB\tcurrent\n") == "line 2: a second current item (the first on line 1)")
        #expect(refusal("x\u{1B}[2J\tA\n") == "line 1: id \"x\\u001b[2J\" has a control character")
        #expect(refusal(Array("ok\nbad\t".utf8) + [0xFF, 0x0A]) == "line 2: not valid UTF-8")
        #expect(refusal([0x61, 0xC3, 0x28]) == "line 1: not valid UTF-8")
    }

    @Test func blankLinesAreSkippedAndFlagsTakeAnyCase() throws {
        let board = try board("a\tA\tON\n\nb\tB\toff\r\n\r\nc\tC\tOn,Current\nd\tD\tOFF\n\n")
        #expect(board.mine.map(\.id) == ["a", "c"])
        #expect(board.available.map(\.id) == ["b", "d"])
        #expect(board.current == "c")
        // Line numbers still count the blank lines.
        #expect(refusal("a\n\n\tNoId\n") == "line 3: empty id")
    }

    @Test func read0TakesNULTerminatedItemsWithNewlinesAndTabs() throws {
        let framing = PickLines.Framing(terminator: 0)
        let bytes = Array("./a\nb\u{0}./c\tC\ton\u{0}./d\r\u{0}\u{0}".utf8)
        let board = try PickLines.board(from: bytes, framing: framing)
        #expect(board.available.map(\.id) == ["./a\nb", "./d\r"], "a newline and a CR stay in the name")
        #expect(board.mine == [Channel(id: "./c", name: "C")])
        // --no-fields: the whole item is the id, tabs and all.
        let whole = try PickLines.board(
            from: Array("x\ty\tz\u{0}w".utf8), framing: PickLines.Framing(terminator: 0, wholeItems: true))
        #expect(whole.available.map(\.id) == ["x\ty\tz", "w"])
        // Bad items still name their place, counted in items.
        do {
            _ = try PickLines.board(from: Array("a\u{0}a\u{0}".utf8), framing: framing)
            Issue.record("a duplicate was taken")
        } catch {
            #expect(error.message.english == "item 2: duplicate id \"a\" (first on item 1)")
        }
    }

    @Test func tenThousandItems() throws {
        var text = ""
        for i in 0..<10_000 { text += "id\(i)\tName \(i)\(i % 3 == 0 ? "\ton" : "")\n" }
        let board = try board(text)
        #expect(board.mine.count == 3_334)
        #expect(board.available.count == 6_666)
        #expect(board.mine.last?.id == "id9999")
    }
}
