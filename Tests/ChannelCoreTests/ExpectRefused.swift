import ChannelCore
import Testing

/// Runs `operation` on a copy of `board` and expects it to be refused with exactly `expected`,
/// leaving the copy equal to `board` (lists and current channel alike).
///
/// The closure is untyped-throwing because closures do not infer typed throws from context
/// yet; the operations themselves throw `BoardRefusal`, and anything else fails the check.
func expectRefused(
    _ expected: BoardRefusal,
    on board: Board,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: (inout Board) throws -> Void
) {
    var copy = board
    do {
        try operation(&copy)
        Issue.record("expected refusal \(expected), but the operation succeeded", sourceLocation: sourceLocation)
    } catch {
        #expect(error as? BoardRefusal == expected, sourceLocation: sourceLocation)
    }
    #expect(copy == board, "a refused operation changed the board", sourceLocation: sourceLocation)
}

/// Runs `operation` on a copy of `board`, recording an issue if it is refused.
/// Returns the changed copy and what the operation returned (nil after a refusal).
func expectAccepted<Result>(
    on board: Board,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: (inout Board) throws -> Result
) -> (board: Board, result: Result?) {
    var copy = board
    do {
        let result = try operation(&copy)
        return (copy, result)
    } catch {
        Issue.record("unexpected refusal: \(error)", sourceLocation: sourceLocation)
        return (copy, nil)
    }
}
