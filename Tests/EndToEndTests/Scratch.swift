import Foundation

/// A temporary folder for one test, removed when the test is done with it.
final class Scratch {
    let path: String

    init() throws {
        var template = Array("/tmp/channel-editor-e2e-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw PilotError("mkdtemp failed") }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: file(name), encoding: .utf8)
    }

    func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(name)))
    }
}
