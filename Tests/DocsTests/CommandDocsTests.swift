import channel_editor
import CommandLineKit
import Foundation
import Testing

/// Every place that lists the subcommands lists exactly `ScriptCommand.Name.allCases`: the
/// README's synopsis, the man page's COMMANDS, `--help`, and the bash and zsh completions.
@Suite struct CommandDocsTests {
    static let commands = Set(ScriptCommand.Name.allCases.map(\.rawValue))
    /// The completions also offer `pick` (Pick/), a mode of its own, not a script command.
    static let completed = commands.union(["pick"])

    /// The lists, each with where it is for messages.
    static func lists() throws -> [(place: String, names: Set<String>)] {
        let readme = DocsText.markdownSection("## Scripting", in: try DocsText.read("README.md"))
        let synopsis = readme.drop { !$0.hasPrefix("```") }.dropFirst().prefix { !$0.hasPrefix("```") }
        let readmeNames = synopsis.flatMap { line in line.matches(of: /channel-editor ([a-z]+)/).map { String($0.1) } }

        let man = DocsText.manSection("COMMANDS", in: try DocsText.read("docs/channel-editor.1"))
        var manNames: [String] = []
        for (index, line) in man.enumerated() where line == ".TP" && index + 1 < man.count {
            if let first = DocsText.roffWords(man[index + 1])?.first?.split(separator: " ").first { manNames.append(String(first)) }
        }

        let help = try DocsText.englishHelp().split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("Commands") }.dropFirst().prefix { !$0.isEmpty }
        let helpNames = help.compactMap { line in line.wholeMatch(of: /\ \ ([a-z]+)( .*)?/).map { String($0.1) } }

        let bash = try DocsText.read("completions/channel-editor.bash")
        let bashList = bash.firstMatch(of: /"" *\)\s*\n\s*mapfile -t COMPREPLY < <\(compgen -W "([^"]*)"/).map { String($0.1) } ?? ""

        let zsh = try DocsText.read("completions/_channel-editor")
        let zshBlock = zsh.firstMatch(of: /commands=\(([^)]*)\)/).map { String($0.1) } ?? ""
        let zshNames = zshBlock.matches(of: /'([a-z]+):/).map { String($0.1) }

        return [
            ("README.md, section Scripting (the synopsis block)", Set(readmeNames)),
            ("docs/channel-editor.1, section COMMANDS", Set(manNames)),
            ("--help, the Commands list", Set(helpNames)),
            ("completions/channel-editor.bash, the command words", Set(bashList.split(separator: " ").map(String.init))),
            ("completions/_channel-editor, commands=(...)", Set(zshNames)),
        ]
    }

    @Test func everyListNamesExactlyTheCommands() throws {
        for (place, names) in try Self.lists() {
            let commands = place.hasPrefix("completions/") ? Self.completed : Self.commands
            #expect(!names.isEmpty, "\(place): no command found (has its layout changed?)")
            for missing in commands.subtracting(names).sorted() {
                Issue.record("\(place) lacks the command \(missing)")
            }
            for extra in names.subtracting(commands).sorted() {
                Issue.record("\(place) names \(extra), which is no command (ScriptCommand.Name)")
            }
        }
    }

    @Test func everyCommandHasItsOwnHelp() {
        for name in ScriptCommand.Name.allCases {
            #expect(Usage.help(for: name, in: .english).contains("channel-editor \(name.rawValue)"), "\(name.rawValue) --help")
        }
    }
}
