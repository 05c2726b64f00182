/// The C library's `sscanf` as VDR's `cChannel::Parse` calls it on a channel line (vdr 2.6,
/// channels.c): `%m[^:]` (one or more bytes other than `:`), `%d` (blanks, a sign, digits) and
/// the literal `:` and ` ` (any number of blanks) of its format. Only what that one format
/// needs; a number that does not fit in 32 bits is taken as not read (VDR would keep a
/// truncated value: such a line is refused rather than guessed at).
struct VDRScan {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// C's `isspace` in the C locale.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// `%m[^:]`: at least one byte that is not `:`; nil (a matching failure) otherwise.
    mutating func field() -> ArraySlice<UInt8>? {
        let start = index
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: ":") { index += 1 }
        return index > start ? bytes[start..<index] : nil
    }

    /// `%d`: blanks skipped, then an optional sign and at least one digit.
    mutating func number() -> Int32? {
        skipBlanks()
        return Self.leadingNumber(bytes, from: &index)
    }

    /// A literal `:`; false when the next byte is something else.
    mutating func colon() -> Bool {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        return true
    }

    /// A blank in the format: any number of blanks, none included.
    mutating func skipBlanks() {
        while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// `sscanf(text, "%d")` (and `atoi`'s digits): the number at `index` after blanks, which
    /// moves past it; nil when there is none or it does not fit in 32 bits.
    static func leadingNumber(_ bytes: ArraySlice<UInt8>, from index: inout Int) -> Int32? {
        while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
        var position = index
        var negative = false
        if position < bytes.endIndex, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            negative = bytes[position] == UInt8(ascii: "-")
            position += 1
        }
        var value: Int64 = 0
        let digitsStart = position
        while position < bytes.endIndex, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            value = value * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
            if value > Int64(Int32.max) + 1 { return nil }
            position += 1
        }
        guard position > digitsStart else { return nil }
        if negative { value = -value }
        guard let result = Int32(exactly: value) else { return nil }
        index = position
        return result
    }

    /// `sscanf(text, "%d")` of a whole field: nil when it does not start with a number.
    static func number(in text: ArraySlice<UInt8>) -> Int32? {
        var index = text.startIndex
        return leadingNumber(text, from: &index)
    }
}
