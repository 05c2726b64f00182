import Localization

/// What the grammar needs at a place, for the error when something else is there. A case, not
/// a text, so that the parser's hot path builds no message; the words come only with an error.
enum JSONExpectation: Hashable, Sendable {
    case value
    case end
    case memberSeparator
    case elementSeparator
    case key
    case keyOrClosingBrace
    case colon
    case digitAfterMinus
    case digitAfterDecimalPoint
    case digitInExponent

    /// The words, as in "expected <this>, found 'x'".
    var message: Message {
        switch self {
        case .value: return .tr("a JSON value")
        case .end: return .tr("the end of the file after the JSON value")
        case .memberSeparator: return .tr("',' or '}' after an object member")
        case .elementSeparator: return .tr("',' or ']' after an array element")
        case .key: return .tr("a string key")
        case .keyOrClosingBrace: return .tr("a string key or '}'")
        case .colon: return .tr("':' after the key")
        case .digitAfterMinus: return .tr("a digit after '-'")
        case .digitAfterDecimalPoint: return .tr("a digit after the decimal point")
        case .digitInExponent: return .tr("a digit in the exponent")
        }
    }
}
