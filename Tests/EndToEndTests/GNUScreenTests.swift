import Foundation
import Testing

/// GNU screen with Debian's default screenrc has no `altscreen`: the alternate screen does not
/// take, so whatever the editor leaves drawn stays in the window after it exits. The editor
/// clears what it drew before leaving (issue 17.2), so only the shell is there after `q`.
@Suite(.serialized)
struct GNUScreenTests {
    @Test("In GNU screen (no altscreen), after q the editor's grid is gone and the prompt is back")
    func theGridDoesNotStayAfterQuit() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/screen"), "GNU screen is not installed (make deps installs it)")
        let scratch = try Scratch()
        let sockets = scratch.file("screens")
        try FileManager.default.createDirectory(atPath: sockets, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        try "altscreen off\nstartup_message off\n".write(toFile: scratch.file("screenrc"), atomically: false, encoding: .utf8)
        let prompt = "ce-screen$"  // capture-pane drops the trailing space
        let pilot = try TmuxPilot(arguments: [], environment: ["SCREENDIR": sockets, "PS1": prompt + " "],
                                     unset: ["STY"],
                                     shellCommand: "screen -c \(TmuxPilot.quote(scratch.file("screenrc"))) bash --norc --noprofile")
        let started = try pilot.waitForScreen { $0.contains { $0.hasPrefix(prompt) } }
        try #require(started.contains { $0.hasPrefix(prompt) }, "no shell in screen:\n\(started.joined(separator: "\n"))")
        try pilot.type("\(TmuxPilot.binary) --file \(scratch.file("channels.json"))")
        try pilot.press("Enter")
        try #require(try pilot.waitFor("Add Channels"), "the editor did not start in screen")
        try pilot.press("q")
        let after = try pilot.waitForScreen { !$0.contains { $0.contains("Add Channels") } && $0.contains { $0.hasPrefix(prompt) } }
        #expect(!after.contains { $0.contains("My Channels") || $0.contains("Add Channels") || $0.contains("[ Top ]") },
                "the grid stayed:\n\(after.joined(separator: "\n"))")
        #expect(after.filter { $0.hasPrefix(prompt) }.count >= 1, "no prompt:\n\(after.joined(separator: "\n"))")
        try pilot.type("exit")
        try pilot.press("Enter")
    }
}
