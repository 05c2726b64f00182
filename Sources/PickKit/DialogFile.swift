import ChannelStore
import Glibc

/// dialog's `--file FILE` in dialog's form: the words of FILE take the option's place on the
/// command line, as dialog 1.3 reads them (dialog.c `unescape_argv`, argv.c
/// `dlg_string_to_argv`). Outside dialog's form `--file` names the channels file, as before;
/// the form is dialog's when `--buildlist` or `--checklist` is on the command line, when
/// `--dialog` comes first, or when the program's name ends in `dialog` (a link), so that dialog's
/// samples that keep the box itself in the file (`checklist9`) run too (README).
///
/// The words: white space (outside double quotes) separates them; a double quote opens or
/// closes a quoted part and is dropped (`""` is an empty word); a backslash before `\`, `"` or
/// a newline is dropped and the character kept literally (a backslash-newline is dropped
/// whole); any other backslash is kept; a backslash at the very end ends the text. `&N` reads
/// the open descriptor N. A word from FILE may be `--file` again (at most 20 more than the
/// arguments, as dialog counts). `--` keeps the word after it as it is, as in dialog.
package enum DialogFile {
    /// The arguments with every `--file FILE` replaced by FILE's words; unchanged outside
    /// dialog's form. A missing file is 66, a read error 74, a file that is not UTF-8 text 65:
    /// one line naming the file.
    package static func expanded(_ arguments: [String], programName: String) throws(PickFailure) -> [String] {
        guard PickArguments.isDialogForm(arguments) || PickArguments.isDialogName(arguments, programName: programName)
        else { return arguments }
        var result = arguments
        var included = 0
        let limit = 20 + arguments.count + 1
        var index = 0
        while index < result.count {
            let word = result[index]
            if word == "--" {
                index += 2
                continue
            }
            guard word == "--file" else {
                index += 1
                continue
            }
            included += 1
            guard included <= limit else { throw PickFailure(message: PickText.tooManyFiles, status: ExitStatus.usage) }
            guard index + 1 < result.count else {
                throw PickFailure(message: PickText.needsValue("--file"), status: ExitStatus.usage)
            }
            let name = result[index + 1]
            let words = try Self.words(ofFile: name)
            // Read again from the first word put in: it may be --file itself.
            result.replaceSubrange(index...(index + 1), with: words)
        }
        return result
    }

    /// FILE's bytes (`&N`: descriptor N), as words.
    package static func words(ofFile name: String) throws(PickFailure) -> [String] {
        let descriptor: Int32
        if name.hasPrefix("&") {
            // dialog reads the number with atoi: digits after the &, anything after them ignored.
            descriptor = Int32(name.dropFirst().prefix { $0.isASCII && $0.isNumber }) ?? 0
        } else {
            descriptor = open(name, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw PickFailure(message: PickText.cannotReadFile(name, String(cString: strerror(errno))), status: ExitStatus.noInput)
            }
        }
        defer { if !name.hasPrefix("&") { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                let status = errno == EBADF ? ExitStatus.noInput : ExitStatus.ioError
                throw PickFailure(message: PickText.cannotReadFile(name, String(cString: strerror(errno))), status: status)
            }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        var words: [String] = []
        for word in split(bytes) {
            guard let text = String(validating: word, as: UTF8.self), !word.contains(0) else {
                throw PickFailure(message: PickText.fileNotText(name, words.count + 1), status: ExitStatus.dataError)
            }
            words.append(text)
        }
        return words
    }

    /// dialog's `dlg_string_to_argv`, on bytes (its second pass: the words it hands on).
    package static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        var inWord = false
        var quoted = false
        var index = 0
        // dialog stops at the first NUL (the text is a C string).
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        while index < end {
            var byte = bytes[index]
            if quoted, byte == quote {
                quoted = false
            } else if byte == quote {
                quoted = true
                inWord = true
            } else if !quoted, isSpace(byte) {
                if inWord {
                    words.append(word)
                    word = []
                    inWord = false
                }
            } else {
                if byte == backslash {
                    guard index + 1 < end else { break }
                    let next = bytes[index + 1]
                    if next == backslash || next == quote || next == newline {
                        index += 1
                        if next == newline {
                            index += 1
                            continue
                        }
                        byte = next
                    }
                }
                inWord = true
                word.append(byte)
            }
            index += 1
        }
        if inWord { words.append(word) }
        return words
    }

    /// C's `isspace` in the C locale (and for every byte dialog meets in a UTF-8 one).
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
