import ChannelStore
import Glibc
import Localization
import Testing

/// The operating system's error words: English as glibc says them, and said in the user's
/// language for the common ones (they stayed English in Chinese errors).
@Suite struct SystemErrorTests {
    static let codes: [Int32] = [ENOENT, EACCES, EPERM, ENOSPC, EDQUOT, EROFS, ENOTDIR, EISDIR, EEXIST, EIO, ELOOP,
                                 ENAMETOOLONG, EBUSY]

    @Test(arguments: codes)
    func theEnglishIsGlibcs(code: Int32) throws {
        let message = try #require(SystemError.common(code))
        #expect(message.english == String(cString: strerror(code)))
    }

    @Test func anotherErrorIsGlibcsWordsAsTheyAre() {
        #expect(SystemError.common(EXDEV) == nil)
        #expect(SystemError.text(EXDEV).description == String(cString: strerror(EXDEV)))
    }
}
