import CommandLineKit
import Testing

/// `--help`'s and each command's option lists come from the table's rows.
@Suite struct OptionHelpTests {
    @Test func anEntryPutsItsHelpInTheColumnOrBelowAWideName() {
        #expect(OptionHelp.entry(left: "  -f, --file PATH", help: "one\ntwo") == ["  -f, --file PATH   one", String(repeating: " ", count: 20) + "two"])
        #expect(OptionHelp.entry(left: "      --layout auto|grid|list", help: "one")
            == ["      --layout auto|grid|list", String(repeating: " ", count: 20) + "one"])
    }

    @Test func theProgramsHelpListsEveryRowWithAHelpLine() {
        let text = Usage.text(in: .english)
        for row in OptionTable.program where !row.uses.isDisjoint(with: ProgramOptions.uses) {
            #expect(row.help != nil, "\(row.name) has no help line")
            #expect(text.contains(OptionHelp.lines([row], in: .english).joined(separator: "\n")), "\(row.name)")
        }
        #expect(text.contains("  -f, --file PATH   the channels file"))
    }

    /// A command's help lists the options the table gives it, and no other.
    @Test func eachCommandsHelpListsItsRows() {
        for name in ScriptCommand.Name.allCases {
            let help = Usage.help(for: name, in: .english)
            let use = OptionSpec.Use(rawValue: name.rawValue)!
            for row in OptionTable.program where row.help != nil {
                let listed = help.contains(OptionHelp.left(row, in: .english) + " ") || help.contains(OptionHelp.left(row, in: .english) + "\n")
                #expect(listed == row.uses.contains(use), "\(name.rawValue) --help and \(row.name)")
            }
        }
    }

    @Test func aPlaceholderSaysWhatTheValueIs() {
        func placeholder(_ name: String) -> String? {
            OptionTable.program.first { $0.name == name }.flatMap { OptionHelp.placeholder($0, in: .english) }
        }
        #expect(placeholder("--file") == "PATH")
        #expect(placeholder("--layout") == "auto|grid|list")
        #expect(placeholder("--format") == "FORMAT")
        #expect(placeholder("--svdrp") == "HOST[:PORT]")
        #expect(placeholder("--from") == "N")
        #expect(placeholder("--force") == nil)
    }
}
