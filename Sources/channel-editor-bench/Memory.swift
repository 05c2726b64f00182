import Glibc

/// What the process holds, as the kernel counts it.
enum Memory {
    /// A field of /proc/self/status in kilobytes (`VmRSS`, `VmHWM`), or -1.
    static func statusKilobytes(_ field: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return -1 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(field + ":") else { continue }
            let digits = text.dropFirst(field.count + 1).filter { $0.isNumber }
            return Int(digits) ?? -1
        }
        return -1
    }
}
