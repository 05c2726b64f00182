import Glibc

/// The real environment of this process, read once into a dictionary so that everything else
/// can be a pure function of it.
public enum ProcessEnvironment {
    /// Every `NAME=value` pair of the process environment (the first wins for a repeated name).
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return result }
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                let name = String(pair[..<equals])
                if result[name] == nil { result[name] = String(pair[pair.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }
}
