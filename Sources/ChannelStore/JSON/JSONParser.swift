/// Reads a JSON text into a `JSONNode` tree, strictly by RFC 8259: no comments, no trailing
/// commas, no single quotes, no NaN; strings must be valid UTF-8 with valid escapes (surrogates
/// in pairs); duplicate keys in one object are rejected. Nesting is limited (512 by default)
/// and handled with an explicit stack, so deep input cannot overflow the call stack.
/// A leading UTF-8 byte order mark is skipped, as RFC 8259 allows.
///
/// Every error carries the line and column where the problem is.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    static let defaultDepthLimit = 512

    /// Parses a whole document: one value, with only white space around it.
    static func parse(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) throws(JSONSyntaxError) -> JSONNode {
        let result: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer, depthLimit: depthLimit)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let depthLimit: Int
    var index = 0
    var tracker = PositionTracker()

    private init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    /// An array or object whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let position: JSONPosition
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var pendingKey = ""
        var pendingKeyPosition = JSONPosition(line: 0, column: 0)
        /// Built once an object has many members, so duplicate checks stay linear overall.
        var keyIndex: [String: JSONPosition]?

        init(isObject: Bool, position: JSONPosition) {
            self.isObject = isObject
            self.position = position
        }

        var closer: UInt8 { isObject ? ASCII.closeBrace : ASCII.closeBracket }

        func firstPosition(of key: String) -> JSONPosition? {
            if let keyIndex { return keyIndex[key] }
            return members.first(where: { $0.key == key })?.keyPosition
        }

        mutating func attach(_ node: JSONNode) {
            guard isObject else {
                elements.append(node)
                return
            }
            members.append(JSONMember(key: pendingKey, keyPosition: pendingKeyPosition, value: node))
            if keyIndex != nil {
                keyIndex?[pendingKey] = pendingKeyPosition
            } else if members.count > 8 {
                var index: [String: JSONPosition] = [:]
                for member in members { index[member.key] = member.keyPosition }
                keyIndex = index
            }
        }

        func finished() -> JSONNode {
            JSONNode(isObject ? .object(members) : .array(elements), at: position)
        }
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            tracker.startLine(at: 3)
        }
        var stack: [OpenContainer] = []
        var finished: JSONNode
        parsing: while true {
            skipWhitespace()
            let start = position(at: index)
            guard index < bytes.count else { throw unexpected(expected: "a JSON value") }
            var value: JSONNode
            switch bytes[index] {
            case ASCII.openBrace, ASCII.openBracket:
                let isObject = bytes[index] == ASCII.openBrace
                guard stack.count < depthLimit else {
                    throw JSONSyntaxError("nesting deeper than \(depthLimit) levels", at: start)
                }
                index += 1
                skipWhitespace()
                let closer = isObject ? ASCII.closeBrace : ASCII.closeBracket
                if index < bytes.count, bytes[index] == closer {
                    index += 1
                    value = JSONNode(isObject ? .object([]) : .array([]), at: start)
                } else {
                    var container = OpenContainer(isObject: isObject, position: start)
                    if isObject { try readKey(into: &container, afterComma: false) }
                    stack.append(container)
                    continue parsing
                }
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
                throw unexpected(expected: "a JSON value")
            }
            // The value is complete: hand it to the enclosing containers, closing each one that ends here.
            while true {
                guard var container = stack.popLast() else {
                    finished = value
                    break parsing
                }
                container.attach(value)
                skipWhitespace()
                let expectation = container.isObject
                    ? "',' or '}' after an object member" : "',' or ']' after an array element"
                guard index < bytes.count else { throw unexpected(expected: expectation) }
                if bytes[index] == ASCII.comma {
                    index += 1
                    skipWhitespace()
                    if container.isObject {
                        try readKey(into: &container, afterComma: true)
                    } else if index < bytes.count, bytes[index] == ASCII.closeBracket {
                        throw JSONSyntaxError("a comma cannot come before ']'", at: position(at: index))
                    }
                    stack.append(container)
                    continue parsing
                }
                guard bytes[index] == container.closer else { throw unexpected(expected: expectation) }
                index += 1
                value = container.finished()
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw unexpected(expected: "the end of the file after the JSON value") }
        return finished
    }

    /// Reads `"key"` and the colon after it; rejects a key the object already has.
    private mutating func readKey(into container: inout OpenContainer, afterComma: Bool) throws(JSONSyntaxError) {
        guard index < bytes.count, bytes[index] == ASCII.quote else {
            if afterComma, index < bytes.count, bytes[index] == ASCII.closeBrace {
                throw JSONSyntaxError("a comma cannot come before '}'", at: position(at: index))
            }
            throw unexpected(expected: afterComma ? "a string key" : "a string key or '}'")
        }
        let keyPosition = position(at: index)
        let key = try readString()
        if let first = container.firstPosition(of: key) {
            throw JSONSyntaxError("duplicate key \(MessageText.quoted(key)) (first at \(first))", at: keyPosition)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ASCII.colon else { throw unexpected(expected: "':' after the key") }
        index += 1
        container.pendingKey = key
        container.pendingKeyPosition = keyPosition
    }

    /// Reads `true`, `false` or `null`.
    private mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else {
            throw JSONSyntaxError("invalid literal (expected \(word))", at: position(at: index))
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
    mutating func unexpected(expected expectation: String) -> JSONSyntaxError {
        let here = position(at: index)
        guard index < bytes.count else {
            return JSONSyntaxError("unexpected end of file, expected \(expectation)", at: here)
        }
        let byte = bytes[index]
        if byte < 0x80 {
            return JSONSyntaxError("expected \(expectation), found \(ASCII.describe(byte))", at: here)
        }
        let length = UTF8Sequence.length(in: bytes, at: index)
        guard length > 0 else { return invalidUTF8(at: index) }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            .unicodeScalars.first.map { ASCII.scalarName($0.value) } ?? "?"
        return JSONSyntaxError("expected \(expectation), found the character \(scalar)", at: here)
    }

    /// The error for bytes at `offset` that are not valid UTF-8.
    mutating func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return JSONSyntaxError("invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex))", at: position(at: offset))
    }
}
