import Foundation

/// Runs a program to completion and collects its output.
///
/// Output goes through temporary files, not pipes: a program that leaves a daemon behind
/// (tmux starting its server) would hold a pipe open forever and the read would never end.
enum Shell {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    input: String? = nil, directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let outFile = try TemporaryFile()
        let errFile = try TemporaryFile()
        process.standardOutput = outFile.handle
        process.standardError = errFile.handle
        let inPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inPipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: try outFile.contents(), error: try errFile.contents())
    }

    /// An unlinked-on-deinit file to collect one stream.
    private final class TemporaryFile {
        let path: String
        let handle: FileHandle

        init() throws {
            var template = Array("/tmp/channel-editor-shell-XXXXXX".utf8CString)
            let descriptor = mkstemp(&template)
            guard descriptor >= 0 else { throw PilotError("mkstemp failed") }
            path = String(cString: template)
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }

        deinit {
            unlink(path)
        }

        func contents() throws -> String {
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }
    }
}
