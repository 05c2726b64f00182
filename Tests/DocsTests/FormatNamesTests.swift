import ChannelStore
import CommandLineKit
import Testing

/// The formats the command line names are the registry's (docs/ARCHITECTURE.md, "Where
/// to change what": a new driver's registry line makes this fail until `--format` takes its name and
/// its help and errors say it; `OptionDocsTests` then carry it to the man page and completions).
@Suite struct FormatNamesTests {
    static let registryNames = Set(FormatRegistry.drivers.map { $0.name })

    static var formatRow: OptionSpec? {
        OptionTable.all.first { $0.name == "--format" && $0.uses.contains(.screen) }
    }

    @Test func formatTakesEveryDriversName() throws {
        let row = try #require(Self.formatRow)
        guard case .choice(let words) = row.kind else {
            Issue.record("--format takes \(row.kind), not a choice of the drivers' names")
            return
        }
        #expect(Set(words) == Self.registryNames)
    }

    @Test func formatsWordsNameEveryDriver() throws {
        let row = try #require(Self.formatRow)
        for phrase in [row.help, row.missing, row.unknownValue] {
            let text = try #require(phrase).msgid
            for name in Self.registryNames {
                #expect(text.contains(name), "\(text.debugDescription) does not name \(name)")
            }
        }
    }
}
