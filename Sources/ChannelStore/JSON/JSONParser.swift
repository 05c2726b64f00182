import Localization

/// Reads a JSON text into a `JSONNode` tree, strictly by RFC 8259: no comments, no trailing
/// commas, no single quotes, no NaN; strings must be valid UTF-8 with valid escapes (surrogates
/// in pairs); duplicate keys in one object are rejected. Nesting is limited (512 by default)
/// and handled with an explicit stack, so deep input cannot overflow the call stack.
/// A leading UTF-8 byte order mark is skipped, as RFC 8259 allows.
///
/// Every error carries the line and column where the problem is.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    package static let defaultDepthLimit = 512

    /// Parses a whole document: one value, with only white space around it.
    package static func parse(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) throws(JSONSyntaxError) -> JSONNode {
        try reading(bytes, depthLimit: depthLimit) { (parser: inout JSONParser) throws(JSONSyntaxError) in
            try parser.parseDocument()
        }
    }

    /// Runs `body` with a parser at the start of `bytes`, for a reader that walks a document
    /// step by step (`ChannelFileDecoder`) with `openObject`, `readKey`, `nextMember`,
    /// `openArray`, `nextElement`, and `parseValue` for the values it takes whole.
    static func reading<Result>(
        _ bytes: [UInt8], depthLimit: Int = defaultDepthLimit,
        _ body: (inout JSONParser) throws(JSONSyntaxError) -> Result
    ) throws(JSONSyntaxError) -> Result {
        let outcome: Swift.Result<Result, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, depthLimit: depthLimit)
            do throws(JSONSyntaxError) {
                return .success(try body(&parser))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let depthLimit: Int
    var index = 0
    var tracker = PositionTracker()

    private init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// The next byte after white space (skipped), or nil at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Where the parser is.
    mutating func here() -> JSONPosition {
        position(at: index)
    }

    /// An array or object whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let position: JSONPosition
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var keys = ObjectKeys()
        var pendingKey = ""
        var pendingKeyPosition = JSONPosition(line: 0, column: 0)

        init(isObject: Bool, position: JSONPosition) {
            self.isObject = isObject
            self.position = position
        }

        mutating func attach(_ node: JSONNode) {
            guard isObject else {
                elements.append(node)
                return
            }
            members.append(JSONMember(key: pendingKey, keyPosition: pendingKeyPosition, value: node))
        }

        func finished() -> JSONNode {
            JSONNode(isObject ? .object(members) : .array(elements), at: position)
        }
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipByteOrderMark()
        let value = try parseValue(depth: 0)
        try expectEnd()
        return value
    }

    /// A leading UTF-8 byte order mark is skipped (columns count from after it).
    mutating func skipByteOrderMark() {
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            tracker.startLine(at: 3)
        }
    }

    /// Only white space may follow the document's value.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index == bytes.count else { throw unexpected(expected: .end) }
    }

    /// Reads one whole value from here (white space before it is skipped) into a tree. `depth`
    /// is how many arrays and objects enclose it, for the nesting limit.
    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        var stack: [OpenContainer] = []
        var finished: JSONNode
        parsing: while true {
            skipWhitespace()
            let start = position(at: index)
            guard index < bytes.count else { throw unexpected(expected: .value) }
            var value: JSONNode
            switch bytes[index] {
            case ASCII.openBrace:
                guard try openObject(depth: depth + stack.count) else {
                    value = JSONNode(.object([]), at: start)
                    break
                }
                var container = OpenContainer(isObject: true, position: start)
                (container.pendingKey, container.pendingKeyPosition) = try readMemberKey(into: &container.keys, afterComma: false)
                stack.append(container)
                continue parsing
            case ASCII.openBracket:
                guard try openArray(depth: depth + stack.count) else {
                    value = JSONNode(.array([]), at: start)
                    break
                }
                stack.append(OpenContainer(isObject: false, position: start))
                continue parsing
            case ASCII.quote:
                value = JSONNode(.string(try readString()), at: start)
            case ASCII.lowerT:
                try readLiteral("true")
                value = JSONNode(.bool(true), at: start)
            case ASCII.lowerF:
                try readLiteral("false")
                value = JSONNode(.bool(false), at: start)
            case ASCII.lowerN:
                try readLiteral("null")
                value = JSONNode(.null, at: start)
            case ASCII.minus, ASCII.zero...ASCII.nine:
                value = JSONNode(.number(try readNumber()), at: start)
            default:
                throw unexpected(expected: .value)
            }
            // The value is complete: hand it to the enclosing containers, closing each one that ends here.
            while true {
                guard var container = stack.popLast() else {
                    finished = value
                    break parsing
                }
                container.attach(value)
                if container.isObject {
                    guard try nextMember() else {
                        value = container.finished()
                        continue
                    }
                    (container.pendingKey, container.pendingKeyPosition) = try readMemberKey(into: &container.keys, afterComma: true)
                } else if !(try nextElement()) {
                    value = container.finished()
                    continue
                }
                stack.append(container)
                continue parsing
            }
        }
        return finished
    }

    /// At a `{` (`depth` containers around it): reads it; true when a member follows (its key
    /// is next), false after the `}` of an empty object.
    mutating func openObject(depth: Int) throws(JSONSyntaxError) -> Bool {
        try open(depth: depth)
        if index < bytes.count, bytes[index] == ASCII.closeBrace {
            index += 1
            return false
        }
        return true
    }

    /// At a `[` (`depth` containers around it): reads it; true when an element follows, false
    /// after the `]` of an empty array.
    mutating func openArray(depth: Int) throws(JSONSyntaxError) -> Bool {
        try open(depth: depth)
        if index < bytes.count, bytes[index] == ASCII.closeBracket {
            index += 1
            return false
        }
        return true
    }

    /// Reads an opening bracket within the nesting limit, and the white space after it.
    private mutating func open(depth: Int) throws(JSONSyntaxError) {
        guard depth < depthLimit else {
            throw JSONSyntaxError(.tr("nesting deeper than %d levels", depthLimit), at: position(at: index))
        }
        index += 1
        skipWhitespace()
    }

    /// After an object member: true when a comma says another one follows (its key is next),
    /// false after the closing `}`.
    mutating func nextMember() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let expectation = JSONExpectation.memberSeparator
        guard index < bytes.count else { throw unexpected(expected: expectation) }
        if bytes[index] == ASCII.comma {
            index += 1
            skipWhitespace()
            return true
        }
        guard bytes[index] == ASCII.closeBrace else { throw unexpected(expected: expectation) }
        index += 1
        return false
    }

    /// After an array element: true when a comma says another one follows, false after `]`.
    mutating func nextElement() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let expectation = JSONExpectation.elementSeparator
        guard index < bytes.count else { throw unexpected(expected: expectation) }
        if bytes[index] == ASCII.comma {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == ASCII.closeBracket {
                throw JSONSyntaxError(.tr("a comma cannot come before %s", "']'"), at: position(at: index))
            }
            return true
        }
        guard bytes[index] == ASCII.closeBracket else { throw unexpected(expected: expectation) }
        index += 1
        return false
    }

    /// Reads `"key":` of an object member; rejects a key the object already has (`keys`).
    mutating func readMemberKey(into keys: inout ObjectKeys, afterComma: Bool) throws(JSONSyntaxError) -> (String, JSONPosition) {
        let (key, position) = try readKey(afterComma: afterComma)
        try keys.add(key, at: position)
        try readColon()
        return (key, position)
    }

    /// Reads the `"key"` that starts an object member (the colon is read by `readColon`, so
    /// that a duplicate key is reported before what follows it).
    mutating func readKey(afterComma: Bool) throws(JSONSyntaxError) -> (String, JSONPosition) {
        guard index < bytes.count, bytes[index] == ASCII.quote else {
            if afterComma, index < bytes.count, bytes[index] == ASCII.closeBrace {
                throw JSONSyntaxError(.tr("a comma cannot come before %s", "'}'"), at: position(at: index))
            }
            throw unexpected(expected: afterComma ? .key : .keyOrClosingBrace)
        }
        let keyPosition = position(at: index)
        return (try readString(), keyPosition)
    }

    /// Reads the `:` after a key.
    mutating func readColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ASCII.colon else { throw unexpected(expected: .colon) }
        index += 1
    }

    /// Reads `true`, `false` or `null`.
    private mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else {
            throw JSONSyntaxError(.tr("invalid literal (expected %s)", word), at: position(at: index))
        }
        index += count
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn:
                index += 1
            case ASCII.lineFeed:
                tracker.newLine(at: index)
                index += 1
            default:
                return
            }
        }
    }

    mutating func position(at offset: Int) -> JSONPosition {
        tracker.position(at: offset, in: bytes)
    }

    /// The error for a byte that is not what the grammar needs here (or the end of the file).
    mutating func unexpected(expected expectation: JSONExpectation) -> JSONSyntaxError {
        let here = position(at: index)
        guard index < bytes.count else {
            return JSONSyntaxError(.tr("unexpected end of file, expected %s", expectation.message), at: here)
        }
        let byte = bytes[index]
        if byte < 0x80 {
            return JSONSyntaxError(.tr("expected %s, found %s", expectation.message, ASCII.describe(byte)), at: here)
        }
        let length = UTF8Sequence.length(in: bytes, at: index)
        guard length > 0 else { return invalidUTF8(at: index) }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            .unicodeScalars.first.map { ASCII.scalarName($0.value) } ?? "?"
        return JSONSyntaxError(.tr("expected %s, found the character %s", expectation.message, scalar), at: here)
    }

    /// The error for bytes at `offset` that are not valid UTF-8.
    mutating func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return JSONSyntaxError(.tr("invalid UTF-8 (byte 0x%s)", hex.count < 2 ? "0" + hex : hex), at: position(at: offset))
    }
}
