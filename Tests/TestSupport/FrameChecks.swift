import ChannelCore
import EditorKit

/// Rules every frame must keep, whatever was drawn: what a presenter relies on to draw it
/// without corrupting the terminal.
public enum FrameChecks {
    /// Every broken rule, as readable lines (empty when the frame is sound):
    /// - a continuation cell always follows a cell holding a two-column character, and such a
    ///   character is always followed by its continuation (so none straddles the right edge);
    /// - no cell starts with a zero-width scalar (it would merge into its neighbour);
    /// - no cell holds a control character or anything the width table calls non-printable.
    public static func problems(in frame: Frame, widthOf: ScalarWidth = TestWidth.wcwidth) -> [String] {
        var problems: [String] = []
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                let cell = frame[column, row]
                let place = "(\(column), \(row))"
                if cell.isContinuation {
                    let leftIsWide = column > 0 && !frame[column - 1, row].isContinuation
                        && firstWidth(frame[column - 1, row].text, widthOf) == 2
                    if !leftIsWide { problems.append("\(place): continuation without a wide character before it") }
                    continue
                }
                let width = firstWidth(cell.text, widthOf)
                if width == 2, column + 1 >= frame.columns || !frame[column + 1, row].isContinuation {
                    problems.append("\(place): wide character \(cell.text) without its second column")
                }
                if width == 0 { problems.append("\(place): starts with a zero-width scalar") }
                for scalar in cell.text.unicodeScalars where widthOf(scalar) < 0 || scalar.isControlCharacter {
                    problems.append("\(place): non-printable U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
        return problems
    }

    private static func firstWidth(_ text: String, _ widthOf: ScalarWidth) -> Int {
        text.unicodeScalars.first.map(widthOf) ?? 0
    }
}
