import Glibc

/// `renameat2(2)`: glibc has it (since 2.28) but declares it only under `_GNU_SOURCE`, which
/// Swift's Glibc module is not built with; the symbol is there, with the C signature below.
@_silgen_name("renameat2")
private func systemRenameat2(
    _ oldFolder: Int32, _ old: UnsafePointer<CChar>, _ newFolder: Int32, _ new: UnsafePointer<CChar>, _ flags: UInt32
) -> Int32

/// The ways a save puts its temporary file in place (docs/DECISIONS.md, "Writers take turns").
enum Renaming {
    /// Swap the two names atomically: afterwards `old` holds what `new` held.
    static let exchange: UInt32 = 2  // RENAME_EXCHANGE
    /// Fail with EEXIST rather than replace anything.
    static let noReplace: UInt32 = 1  // RENAME_NOREPLACE

    /// `renameat2(old, new, flags)`; 0 or -1 with `errno`.
    static func rename(_ old: String, _ new: String, flags: UInt32) -> Int32 {
        systemRenameat2(AT_FDCWD, old, AT_FDCWD, new, flags)
    }

    /// True when the file system (or the kernel) does not offer `flags`: fall back to `rename`.
    static func isUnsupported(_ code: Int32) -> Bool {
        code == EINVAL || code == ENOSYS || code == ENOTSUP
    }
}
