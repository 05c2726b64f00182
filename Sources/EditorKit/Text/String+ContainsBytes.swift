extension String {
    /// Whether `part` occurs in this string, comparing UTF-8 bytes. The standard library's
    /// `contains(_:)` for a string lives in the _StringProcessing module, which the package
    /// does not link (Package.swift; docs/PERFORMANCE.md, "Peak RSS"). Bytes, not characters:
    /// a filter typed in one normalization form does not find a name stored in the other.
    package func containsBytes(of part: String) -> Bool {
        var haystack = self
        var needle = part
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first,
                        haystack[start..<start + needle.count].elementsEqual(needle)
                    {
                        return true
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
