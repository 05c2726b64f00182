import Localization

/// One line of VDR's channels.conf as VDR 2.6 reads it (vdr(5); `cChannel::Parse` and
/// `tChannelID` in vdr's channels.c and channels.h): a group line (`:Name`, or `:@N Name`,
/// which makes the next channel number N when N is above the current one) or a channel line
/// (`Name,Short;Provider:Frequency:Parameters:Source:Srate:VPID:APID:TPID:CAID:SID:NID:TID:RID`).
/// A line VDR cannot read is a `Refusal`: VDR then starts with no channels at all.
package enum VDRLine: Equatable, Sendable {
    case group(VDRGroup)
    case channel(VDRChannel)

    /// Why VDR would not read a line.
    package struct Refusal: Error, Equatable {
        package var problem: Message
    }

    /// Reads a line's text (without its line end): nil for a blank line, which VDR skips.
    package static func read(_ text: ArraySlice<UInt8>) throws(Refusal) -> VDRLine? {
        // cConfig::Load: trailing blanks stripped (stripspace), blank lines skipped.
        var end = text.endIndex
        while end > text.startIndex, VDRScan.isSpace(text[end - 1]) { end -= 1 }
        let line = text[text.startIndex..<end]
        guard line.contains(where: { !VDRScan.isSpace($0) }) else { return nil }
        if line.first == UInt8(ascii: ":") { return .group(VDRGroup(line.dropFirst())) }
        if line.first == UInt8(ascii: "#") {
            throw Refusal(problem: .tr("VDR reads no comments in channels.conf: with this line it would start with no channels"))
        }
        return .channel(try VDRChannel(line))
    }

    /// The id of a line: a channel's VDR channel ID, a group's line as VDR writes it.
    package var key: String {
        switch self {
        case .group(let group): return group.key
        case .channel(let channel): return channel.id
        }
    }

    /// The name shown in a cell.
    package var name: String {
        switch self {
        case .group(let group): return group.shownName
        case .channel(let channel): return channel.name
        }
    }
}

/// A `:Group` line.
package struct VDRGroup: Equatable, Sendable {
    /// The `@N` number, when it sets one (N > 0).
    package var number: Int32?
    package var name: String

    package init(number: Int32?, name: String) {
        self.number = number
        self.name = name
    }

    /// Reads what follows the `:`, as `cChannel::Parse` does: `@` and a number above 0 set the
    /// number; anything else after `@` (or nothing) is the name.
    init(_ rest: ArraySlice<UInt8>) {
        var text = rest
        if text.first == UInt8(ascii: "@"), text.count > 1 {
            text = text.dropFirst()
            var index = text.startIndex
            // strtol: a long, then kept as an int (C truncates); only a value above 0 counts.
            if let value = Self.long(text, &index), Int32(truncatingIfNeeded: value) > 0 {
                number = Int32(truncatingIfNeeded: value)
                text = text[index...]
            }
        } else if text.first == UInt8(ascii: "@") {
            text = text.dropFirst()
        }
        let name = text.drop(while: VDRScan.isSpace)
        self.name = String(decoding: name.map { $0 == UInt8(ascii: "|") ? UInt8(ascii: ":") : $0 }, as: UTF8.self)
    }

    /// C's `strtol(text, &end, 10)` without a range error; nil when it reads no digits or the
    /// value is out of a long's range (errno set: VDR then takes no number).
    private static func long(_ text: ArraySlice<UInt8>, _ index: inout Int) -> Int64? {
        var position = text.startIndex
        while position < text.endIndex, VDRScan.isSpace(text[position]) { position += 1 }
        var negative = false
        if position < text.endIndex, text[position] == UInt8(ascii: "-") || text[position] == UInt8(ascii: "+") {
            negative = text[position] == UInt8(ascii: "-")
            position += 1
        }
        let digits = position
        var value: Int64 = 0
        while position < text.endIndex, text[position] >= UInt8(ascii: "0"), text[position] <= UInt8(ascii: "9") {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(text[position] - UInt8(ascii: "0")))
            if overflow || overflow2 { return nil }
            value = sum
            position += 1
        }
        guard position > digits else { return nil }
        index = position
        return negative ? -value : value
    }

    /// The line as VDR writes it (`cChannel::ToText`: `:@N Name` or `:Name`), without the
    /// blank VDR leaves after a number with no name.
    package var key: String {
        let name = self.name.replacingColons
        guard let number else { return ":" + name }
        return name.isEmpty ? ":@\(number)" : ":@\(number) \(name)"
    }

    /// The name in a cell: VDR's channel menu shows a group as `--- Name`.
    package var shownName: String { name.isEmpty ? "---" : "--- " + name }
}

extension String {
    /// `:` written as `|`, as channels.conf has it.
    var replacingColons: String { String(map { $0 == ":" ? "|" : $0 }) }
}
