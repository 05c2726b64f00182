import COpenCC
import CUTF8Proc
import Glibc

/// A name in the form two names that a person reads as the same compare equal in (issue 36):
/// Unicode's NFKC with case folding (fullwidth `ＣＣＴＶ` is `cctv`, `ＨＤ` is `hd`; utf8proc),
/// then Traditional Chinese as Simplified (鳳凰衛視 is 凤凰卫视; OpenCC's t2s tables). Real
/// tables both, from Debian's libraries, never a list of our own. Without libopencc installed
/// (it is opened when first needed: Sources/COpenCC/shim.h) the second step is left out.
public enum NameFold {
    /// OpenCC's t2s converter, opened once on first use.
    private nonisolated(unsafe) static let t2s = channel_editor_opencc_open("t2s.json")

    /// True when the Traditional to Simplified step is there (libopencc and its tables found).
    public static var foldsChinese: Bool { t2s.converter != nil }

    /// `name` folded: NFKC, case folded, Traditional Chinese as Simplified.
    public static func fold(_ name: String) -> String {
        let compatible = caseFolded(name)
        return mayHoldHan(compatible) ? simplified(compatible) ?? compatible : compatible
    }

    /// Many names folded: their Chinese ones converted by one call (a provider's 100,000 names
    /// one call each were most of a refresh's time).
    public static func fold(_ names: [String]) -> [String] {
        var folded = names.map(caseFolded)
        let chinese = folded.indices.filter { mayHoldHan(folded[$0]) && !folded[$0].utf8.contains(0x0A) }
        guard !chinese.isEmpty else { return folded }
        var joined: [UInt8] = []
        for (position, index) in chinese.enumerated() {
            if position > 0 { joined.append(0x0A) }
            joined.append(contentsOf: folded[index].utf8)
        }
        guard let converted = simplified(bytes: joined) else { return folded }
        let lines = converted.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count == chinese.count {
            for (line, index) in zip(lines, chinese) { folded[index] = String(line) }
        } else {
            // A table that turned a line end into something else: one name at a time.
            for index in chinese { folded[index] = simplified(folded[index]) ?? folded[index] }
        }
        return folded
    }

    /// NFKC with case folding (utf8proc); ASCII by lowering its letters alone.
    static func caseFolded(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return name }
            return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var bytes = Array(name.utf8)
        bytes.append(0)
        guard let folded = bytes.withUnsafeBufferPointer({ utf8proc_NFKC_Casefold($0.baseAddress) }) else { return name }
        defer { free(folded) }
        return String(cString: folded)
    }

    /// True when a scalar may be a Han character (CJK radicals and up): only such names are
    /// handed to OpenCC.
    static func mayHoldHan(_ text: String) -> Bool { text.utf8.contains { $0 >= 0xE2 } }

    private static func simplified(_ text: String) -> String? {
        simplified(bytes: Array(text.utf8))
    }

    private static func simplified(bytes: [UInt8]) -> String? {
        let converter = t2s
        guard let handle = converter.converter, let convert = converter.convert, let release = converter.release else { return nil }
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { convert(handle, $0.baseAddress, $0.count) }
        }
        guard let result else { return nil }
        defer { release(result) }
        return String(cString: result)
    }
}
