/// Exit statuses, sysexits-style so scripts can tell the failures apart.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// A request refused (unknown id, locked channel), or no usable terminal.
    package static let failure: Int32 = 1
    package static let usage: Int32 = 64
    /// The channels file does not parse or validate; it was not touched.
    package static let dataError: Int32 = 65
    /// No catalog, no home folder.
    package static let noInput: Int32 = 66
    /// The file could not be read or written.
    package static let ioError: Int32 = 74
    /// Another channel-editor held the file's lock for too long.
    package static let inUse: Int32 = 75

    package static func of(_ error: StoreError) -> Int32 {
        switch error.kind {
        case .invalidData: return dataError
        case .system, .readOnly: return ioError
        case .locked: return inUse
        case .configuration: return noInput
        case .refused: return failure
        }
    }
}
