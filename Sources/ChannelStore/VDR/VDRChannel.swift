import Localization

/// A channel line as VDR 2.6's `cChannel::Parse` reads it, with what the editor shows of it:
/// its names and its channel ID (`tChannelID::ToString`: `S19.2E-1-1089-12003`, with `-RID`
/// when RID is not 0; without NID and TID a line's ID carries its transponder instead, as
/// `cChannel::GetChannelID` makes it).
package struct VDRChannel: Equatable, Sendable {
    /// The name, the short name (after the last `,`) and the provider (after the first `;`),
    /// with `|` read as `:`.
    package var name: String
    package var shortName: String
    package var provider: String
    /// The channel ID, which VDR's timers and SVDRP use.
    package var id: String

    init(_ line: ArraySlice<UInt8>) throws(VDRLine.Refusal) {
        // "%m[^:]:%d :%m[^:]:%m[^:] :%d :%m[^:]:%m[^:]:%m[^:]:%m[^:]:%d :%d :%d :%d "
        var scan = VDRScan(line)
        var texts: [ArraySlice<UInt8>] = []  // name, parameters, source, vpid, apid, tpid, caid
        var numbers: [Int32] = []  // frequency, srate, sid, nid, tid, rid
        let steps: [Character] = ["s", "n", "s", "s", "n", "s", "s", "s", "s", "n", "n", "n", "n"]
        for (index, step) in steps.enumerated() {
            if index > 0 {
                if steps[index - 1] == "n" || index == 4 { scan.skipBlanks() }
                guard scan.colon() else { break }
            }
            if step == "s" {
                guard let text = scan.field() else { break }
                texts.append(text)
            } else {
                guard let number = scan.number() else { break }
                numbers.append(number)
            }
        }
        let fields = texts.count + numbers.count
        guard fields >= 9 else {
            throw VDRLine.Refusal(problem: .tr("VDR cannot read this line: it has %d of a channel's 13 fields (or a field it cannot read)", fields))
        }
        let (parameters, source, vpid, tpid, caid) = (texts[1], texts[2], texts[3], texts[5], texts[6])
        let frequency = numbers[0]
        var sid = fields > 9 ? numbers[2] : 0
        let nid = fields > 10 ? numbers[3] : 0
        var tid = fields > 11 ? numbers[4] : 0
        let rid = fields > 12 ? numbers[5] : 0
        if fields == 9 {
            // VDR's old format: the service ID in the CA field.
            var index = caid.startIndex
            sid = VDRScan.leadingNumber(caid, from: &index) ?? 0
        }
        let unreadable: Message = .tr("VDR cannot read this line's PIDs: with it VDR would start with no channels")
        // The video PID: `VPID+PPID=VTYPE`, each a number.
        let equals = vpid.firstIndex(of: UInt8(ascii: "="))
        if let equals, VDRScan.number(in: vpid[(equals + 1)...]) == nil { throw VDRLine.Refusal(problem: unreadable) }
        let video = vpid[..<(equals ?? vpid.endIndex)]
        let plus = video.firstIndex(of: UInt8(ascii: "+"))
        if let plus, VDRScan.number(in: video[(plus + 1)...]) == nil { throw VDRLine.Refusal(problem: unreadable) }
        if VDRScan.number(in: video[..<(plus ?? video.endIndex)]) == nil { throw VDRLine.Refusal(problem: unreadable) }
        // The teletext PID, before any `;` of subtitle PIDs.
        let teletext = tpid[..<(tpid.firstIndex(of: UInt8(ascii: ";")) ?? tpid.endIndex)]
        if VDRScan.number(in: teletext) == nil { throw VDRLine.Refusal(problem: unreadable) }
        guard let code = VDRSource(source) else {
            throw VDRLine.Refusal(problem: .tr("VDR does not know the source %s (S19.2E, C, T, A, I…)", String(decoding: source, as: UTF8.self)))
        }
        if nid == 0, tid == 0 { tid = Self.transponder(frequency: frequency, parameters: parameters, satellite: code.isSatellite) }
        guard nid != 0 || tid != 0, sid != 0 else {
            throw VDRLine.Refusal(problem: .tr("VDR cannot make a channel ID of this line (no service ID, or neither a network nor a transport stream ID)"))
        }
        var id = "\(code.text)-\(nid)-\(tid)-\(sid)"
        if rid != 0 { id += "-\(rid)" }
        self.id = id
        // The names: `|` is `:`; the provider after the first `;`, the short name after the last `,`.
        let full = String(decoding: texts[0].map { $0 == UInt8(ascii: "|") ? UInt8(ascii: ":") : $0 }, as: UTF8.self)
        let (names, provider) = Self.split(full, atFirst: ";")
        self.provider = provider ?? ""
        if let comma = names.lastIndex(of: ",") {
            name = String(names[..<comma])
            shortName = String(names[names.index(after: comma)...])
        } else {
            name = names
            shortName = ""
        }
    }

    private static func split(_ text: String, atFirst mark: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: mark) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }

    /// `cChannel::Transponder()`: the frequency in MHz, plus 100000 times the polarisation's
    /// place (H, V, L, R) for a satellite channel.
    static func transponder(frequency: Int32, parameters: ArraySlice<UInt8>, satellite: Bool) -> Int32 {
        var value = frequency
        while value > 20000 { value /= 1000 }
        guard satellite else { return value }
        for byte in parameters {
            switch byte | 0x20 {
            case UInt8(ascii: "h"): return value &+ 100_000
            case UInt8(ascii: "v"): return value &+ 200_000
            case UInt8(ascii: "l"): return value &+ 300_000
            case UInt8(ascii: "r"): return value &+ 400_000
            default: continue
            }
        }
        return value
    }
}

/// A channel's source as `cSource::FromString` reads it and `cSource::ToString` writes it: a
/// capital letter; for a satellite (`S`) its position too, `19.2E`, `0.8W`.
struct VDRSource {
    /// The letter in the top byte, the position (tenths of a degree, west below 0) in the low 16 bits.
    let code: Int32

    /// nil where VDR finds no source (it would take the channel with none).
    init?(_ text: ArraySlice<UInt8>) {
        guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        var code = Int32(first) << 24
        if first == UInt8(ascii: "S") {
            var position: Int32 = 0
            var dot = false
            var negative = false
            for byte in text.dropFirst() {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): position = position &* 10 &+ Int32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "."): dot = true
                case UInt8(ascii: "W"), UInt8(ascii: "E"):
                    if byte == UInt8(ascii: "W") { negative = true }
                    if !dot { position = position &* 10 }
                default: return nil
                }
            }
            if negative { position = -position }
            code |= position & 0xFFFF
        }
        self.code = code
    }

    var isSatellite: Bool { code >> 24 == Int32(UInt8(ascii: "S")) }

    /// `cSource::ToString`.
    var text: String {
        let letter = String(UnicodeScalar(UInt8(truncatingIfNeeded: code >> 24)))
        var position = code & 0xFFFF
        if position > 0x7FFF { position |= ~0xFFFF }
        guard position != 0 else { return letter }
        let degrees = abs(Int(position))
        return letter + "\(degrees / 10).\(degrees % 10)" + (position < 0 ? "W" : "E")
    }
}
