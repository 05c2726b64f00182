import CommandLineKit
import Testing

/// `OptionReader`: any form's options read by the kinds of the table's rows, and its errors.
@Suite struct OptionReaderTests {
    let pick = OptionReader(for: [.pick], in: .english)
    let program = OptionReader(for: OptionTable.commands.union([.screen]), in: .english)

    func unknown(_ word: String) -> UsageError { UsageError(message: "unknown \(word)") }

    func refusal(_ reader: OptionReader, _ words: [String]) -> String? {
        do {
            _ = try reader.read(words, unknown: unknown)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func eachKindIsReadInlineOrFromTheNextWord() throws {
        let found = try pick.read(["--title", "T", "--min=2", "-0", "x", "--output", "tsv", "--", "--max"], unknown: unknown)
        #expect(found.has("--read0"))
        #expect(!found.has("--print0"))
        #expect(found["--title"] == "T")
        #expect(found["--min"] == "2")
        #expect(found["--output"] == "tsv")
        #expect(found.operands == ["x", "--max"], "-- ends the options")
        #expect(found.given.map(\.spelling) == ["--title", "--min", "-0", "--output"])
        let repeated = try program.read(["--catalog", "a.m3u", "--catalog=b.m3u"], unknown: unknown)
        #expect(repeated.all("--catalog") == ["a.m3u", "b.m3u"])
        #expect(try program.read(["move", "a", "-1"], unknown: unknown).operands == ["move", "a", "-1"], "a negative number is no option")
    }

    @Test func aMissingOrWrongValueIsOneLineThatSaysWhat() {
        #expect(refusal(pick, ["--title"]) == "--title needs a value")
        #expect(refusal(pick, ["--title", "--min", "1"]) == "--title needs a value, not --min")
        #expect(refusal(pick, ["--title=--min"]) == nil, "an inline value is taken as it is")
        #expect(refusal(program, ["--file="]) == "--file needs a path")
        #expect(refusal(program, ["-f"]) == "-f needs a path")
        #expect(refusal(program, ["--layout", "diagonal"]) == "unknown --layout \"diagonal\" (auto, grid or list)")
        #expect(refusal(pick, ["--output", "xml"]) == "unknown --output \"xml\" (lines, json or tsv)", "pick's own words")
        #expect(refusal(OptionReader(for: [.whiptail], in: .english), ["--output-fd", "x"]) == nil, "a number's range is its reader's")
        #expect(refusal(program, ["--force=yes"]) == "unknown --force=yes", "a switch takes no value")
        #expect(refusal(pick, ["--catalog", "en"]) == "unknown --catalog", "not pick's")
    }

    /// The error of an option that goes with one command is about that command (its usage follows).
    @Test func anErrorAboutAOneCommandOptionNamesTheCommand() throws {
        do {
            _ = try program.read(["--output", "xml"], unknown: unknown)
            Issue.record("read")
        } catch {
            #expect(error.command == .list)
        }
        do {
            _ = try program.read(["--file"], unknown: unknown)
            Issue.record("read")
        } catch {
            #expect(error.command == nil)
        }
    }

    /// `move ID --before` with no ID: an empty value, for move's own words.
    @Test func anEmptyWhenMissingValueIsEmpty() throws {
        #expect(try program.read(["--before"], unknown: unknown)["--before"] == "")
        #expect(try program.read(["--after", "--file", "f"], unknown: unknown)["--after"] == "")
    }

    /// The session options are taken out wherever they stand before the end words.
    @Test func takeTakesTheChosenRowsBeforeTheEnd() throws {
        let (taken, kept) = try program.take(\.session, from: ["--accessible", "list", "--layout=grid", "--file", "f", "--", "--no-mouse"],
                                             before: ["--", "--buildlist"])
        #expect(taken.map(\.spec.name) == ["--accessible", "--layout"])
        #expect(taken.last?.value == "grid")
        #expect(kept == ["list", "--file", "f", "--", "--no-mouse"])
    }

    /// Where each of the program's options goes, and the words for it elsewhere.
    @Test func aRefusedOptionElsewhereSaysWhereItGoes() throws {
        func misplaced(_ name: String, _ command: ScriptCommand.Name?) throws -> UsageError? {
            OptionTable.misplaced(try #require(OptionTable.spec(name, for: command.map { OptionSpec.Use(rawValue: $0.rawValue)! } ?? .screen)
                ?? OptionTable.program.first { $0.name == name }), command: command, in: .english)
        }
        #expect(try misplaced("--json", .add)?.message == "--json goes with the list command, not add")
        #expect(try misplaced("--json", nil)?.message == "--json goes with the list command")
        #expect(try misplaced("--before", .add)?.message == "--before goes with the move command, not add")
        #expect(try misplaced("--before", .add)?.command == .add)
        #expect(try misplaced("--print", .list)?.message == "--print does not go with a command")
        #expect(try misplaced("--reset", .add)?.message == "--reset does not go with a command (the reset command does the same)")
        #expect(try misplaced("--force", .list) == nil, "accepted where it means nothing")
        #expect(try misplaced("--json", .list) == nil)
    }
}
