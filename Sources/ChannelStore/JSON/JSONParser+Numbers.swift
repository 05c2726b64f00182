import Localization

extension JSONParser {
    /// Reads a number by the RFC 8259 grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
    /// and returns its exact text.
    mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == ASCII.minus { index += 1 }
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
            throw digitError(.digitAfterMinus)
        }
        if bytes[index] == ASCII.zero {
            index += 1
            if index < bytes.count, ASCII.isDigit(bytes[index]) {
                throw JSONSyntaxError(.tr("a number cannot start with 0 followed by more digits"), at: position(at: start))
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == ASCII.dot {
            index += 1
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw digitError(.digitAfterDecimalPoint)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == ASCII.lowerE || bytes[index] == ASCII.upperE {
            index += 1
            if index < bytes.count, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus { index += 1 }
            guard index < bytes.count, ASCII.isDigit(bytes[index]) else {
                throw digitError(.digitInExponent)
            }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func skipDigits() {
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
    }

    private mutating func digitError(_ expectation: JSONExpectation) -> JSONSyntaxError {
        unexpected(expected: expectation)
    }
}
