import ChannelStore

/// Exit statuses, sysexits-style so scripts can tell the failures apart.
enum ExitStatus {
    static let success: Int32 = 0
    /// A request refused (unknown id, locked channel), or no usable terminal.
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    /// The channels file does not parse or validate; it was not touched.
    static let dataError: Int32 = 65
    /// No catalog, no home folder.
    static let noInput: Int32 = 66
    /// The file could not be read or written.
    static let ioError: Int32 = 74
    /// Another channel-editor held the file's lock for too long.
    static let inUse: Int32 = 75

    static func of(_ error: StoreError) -> Int32 {
        switch error.kind {
        case .invalidData: return dataError
        case .system, .readOnly: return ioError
        case .locked: return inUse
        case .configuration: return noInput
        case .refused: return failure
        }
    }
}
