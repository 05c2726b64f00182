import Glibc
import Localization

/// Text for operating-system error numbers: glibc's English words (`strerror`), and for the
/// errors a user of this program meets (a missing or read-only file, a full disk) a message
/// said in the user's language, where `strerror` would stay English without the system's
/// Chinese locale (docs/DECISIONS.md, "The user's language").
public enum SystemError {
    /// The text for `code`, as a message argument: translated when it is a common error.
    public static func text(_ code: Int32) -> Message.Argument {
        if let message = common(code) { return .message(message) }
        guard let message = strerror(code) else { return .text("error \(code)") }
        return .text(String(cString: message))
    }

    /// The text for the current `errno`.
    static var current: Message.Argument { text(errno) }

    /// glibc's words for the errors a file's user meets, as msgids.
    package static func common(_ code: Int32) -> Message? {
        switch code {
        case ENOENT: return .tr("No such file or directory")
        case EACCES: return .tr("Permission denied")
        case EPERM: return .tr("Operation not permitted")
        case ENOSPC: return .tr("No space left on device")
        case EDQUOT: return .tr("Disk quota exceeded")
        case EROFS: return .tr("Read-only file system")
        case ENOTDIR: return .tr("Not a directory")
        case EISDIR: return .tr("Is a directory")
        case EEXIST: return .tr("File exists")
        case EIO: return .tr("Input/output error")
        case ELOOP: return .tr("Too many levels of symbolic links")
        case ENAMETOOLONG: return .tr("File name too long")
        case EBUSY: return .tr("Device or resource busy")
        default: return nil
        }
    }
}
