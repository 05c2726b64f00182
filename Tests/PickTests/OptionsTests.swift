import CommandLineKit
import PickKit
import Testing
import channel_editor

/// The one option table (`OptionTable`) and the parsers it feeds: what each form takes, and the
/// pre-scan that tells `pick` from the other commands.
@Suite struct OptionsTests {
    /// True when `arguments` are taken as a pick session (accepted or refused by pick's parser).
    func isPick(_ arguments: [String]) -> Bool {
        do {
            return try PickArguments.parse(arguments, programName: "channel-editor") != nil
        } catch {
            return true
        }
    }

    func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try PickArguments.parse(arguments, programName: "channel-editor")
            return nil
        } catch {
            return error.message
        }
    }

    /// A typo in pick's options or the dialog forms gets "did you mean", another dialog box is
    /// "not supported", and the usage printed is pick's (a newcomer's report).
    @Test func typosInThePickFormsGetSuggestionsAndPicksUsage() {
        #expect(usageRefusal(["pick", "--mn", "1"])?.message == "unknown option \"--mn\" for pick (did you mean \"--min\"?)")
        #expect(usageRefusal(["--stdot", "--buildlist", "t", "0", "0", "0"])?.message == "unknown option \"--stdot\" (did you mean \"--stdout\"?)")
        #expect(usageRefusal(["--buildlst", "t", "0", "0", "0"])?.message == "unknown option \"--buildlst\" (did you mean \"--buildlist\"?)")
        #expect(usageRefusal(["--msgbox", "t", "0", "0"])?.message
            == "--msgbox needs dialog, which is not installed (channel-editor draws --buildlist, --checklist, --radiolist and --menu itself)")
        for arguments in [["pick", "--mn", "1"], ["--stdot", "--buildlist", "t", "0", "0", "0"], ["--msgbox", "t", "0", "0"],
                          ["--whiptail", "--checklst", "t", "0", "0", "0"]] {
            #expect(usageRefusal(arguments)?.isAboutPick == true, "\(arguments)")
        }
        #expect(usageRefusal(["lsit"])?.isAboutPick == false)
    }

    /// `channel-editor --catalog en pick`: `en` is `--catalog`'s value, `pick` the command (it
    /// was taken for the command `en`, and `--catalog pick list` for pick).
    @Test func theValueOfAnOptionBeforeTheCommandIsNotTheCommand() throws {
        #expect(refusal(["--catalog", "en", "pick"]) == "unknown option \"--catalog\" for pick")
        #expect(try PickArguments.parse(["--catalog", "pick", "list"], programName: "channel-editor") == nil)
    }

    /// A file named where the command belongs gets told about --file; a bad --output prints
    /// list's usage, not the program's (a newcomer's reports).
    @Test func aPathInsteadOfACommandAndABadOutputGetTheirOwnHelp() {
        #expect(usageRefusal(["tv/fav.m3u8"])?.message == "unknown command \"tv/fav.m3u8\" (to open a file: --file tv/fav.m3u8)")
        #expect(usageRefusal(["urls"])?.message == "unknown command \"urls\" (to open a file: --file urls)")
        #expect(usageRefusal(["lsit"])?.message.contains("--file") == false)
        let output = usageRefusal(["list", "--output", "xml"])
        #expect(output?.message == "unknown --output \"xml\" (text, json, m3u or opml)")
        #expect(output?.command == .list)
    }

    /// `move tech --before --file F`: the ID was forgotten, and `--file` is not taken for it
    /// (the move went next to a channel named "--file" and F was taken as an extra word).
    @Test func anOptionWhereTheMoveTargetBelongsIsNotTheTarget() {
        for placement in ["--before", "--after"] {
            do {
                let options = try Options.parse(["move", "tech", placement, "--file", "f.json"])
                Issue.record("parsed: \(options)")
            } catch {
                #expect(error.message == "\(placement) needs a channel id")
            }
        }
        #expect(throws: Never.self) { try Options.parse(["move", "tech", "--before=--file", "--file", "f.json"]) }
    }

    /// Every option of the program that takes a value, before the command: its value is never
    /// the command, and the command after it is.
    @Test func everyValueBeforeTheCommandIsSteppedOver() {
        let program = OptionTable.all.filter { $0.values > 0 && !$0.uses.isDisjoint(with: [.screen, .list, .move, .pick]) }
        #expect(program.count >= 6)
        for option in program {
            for spelling in option.spellings {
                #expect(!isPick([spelling, "pick", "list"]), "\(spelling) pick list")
                #expect(isPick([spelling, "x", "pick"]), "\(spelling) x pick")
            }
        }
    }

    /// The words of `option` with a value for each value it takes.
    func given(_ option: OptionSpec, spelling: String? = nil) -> [String] {
        [spelling ?? option.name] + Array(repeating: "1", count: option.values)
    }

    /// Every option the table gives pick, dialog or whiptail is taken by that form's parser:
    /// refused at most for its value, never as unknown (a row without a parser case, or a
    /// parser case the table lacks, shows here).
    @Test func eachFormTakesEveryOptionTheTableGivesIt() {
        for option in OptionTable.all where option.effect != .form {
            if option.uses.contains(.pick) {
                for spelling in option.spellings {
                    let message = refusal(["pick"] + given(option, spelling: spelling)) ?? ""
                    #expect(!message.hasPrefix("unknown option"), "pick \(spelling): \(message)")
                }
            }
            if option.uses.contains(.dialog) {
                let message = refusal(["--buildlist", "t", "1", "1", "1", "a", "b", "on"] + given(option)) ?? ""
                #expect(!message.hasPrefix("unknown option"), "dialog \(option.name): \(message)")
            }
            if option.uses.contains(.whiptail) {
                let message = refusal(["--whiptail", "--checklist", "t", "1", "1", "1", "a", "b", "on"] + given(option)) ?? ""
                #expect(!message.hasPrefix("unknown option"), "whiptail \(option.name): \(message)")
            }
        }
        #expect(refusal(["pick", "--catalog", "en"]) == "unknown option \"--catalog\" for pick")
        #expect(refusal(["--buildlist", "t", "1", "1", "1", "--ok-button", "x"])?.hasPrefix("unknown option") == true)
        #expect(refusal(["--whiptail", "--checklist", "t", "1", "1", "1", "--ok-label", "x"])?.hasPrefix("unknown option") == true)
    }

    /// The program's own parser takes every option the table gives the screen or a command.
    @Test func theProgramTakesEveryOptionTheTableGivesIt() {
        let uses: Set<OptionSpec.Use> = [.screen, .list, .add, .remove, .move, .open, .reset]
        for option in OptionTable.all where !option.uses.isDisjoint(with: uses) {
            for spelling in option.spellings {
                var message = ""
                do { _ = try Options.parse(given(option, spelling: spelling)) } catch { message = error.message }
                #expect(!message.hasPrefix("unknown option"), "\(spelling): \(message)")
            }
        }
        var message = ""
        do { _ = try Options.parse(["--title", "x"]) } catch { message = error.message }
        #expect(message.hasPrefix("unknown option"))
    }

    /// Every row of the program's table is kept somewhere by `Options.parse`, and nothing else is.
    @Test func everyOptionOfTheProgramIsStored() {
        #expect(Options.storedOptions == Set(OptionTable.program.map(\.name)))
    }

    /// Where an option goes is the table's: refused elsewhere with words that say where, or
    /// taken and left unused; the help and the version win over any command.
    @Test func whereAnOptionGoesIsTheTables() {
        #expect(usageRefusal(["--before", "x"])?.message == "--before goes with the move command")
        #expect(usageRefusal(["add", "a", "--from", "2"])?.message == "--from goes with the number command, not add")
        #expect(usageRefusal(["add", "a", "--from", "2"])?.command == .add)
        #expect(usageRefusal(["list", "--layout", "grid"])?.message == "--layout does not go with a command")
        #expect(usageRefusal(["list", "--force"]) == nil)
        #expect(usageRefusal(["reset", "--catalog", "en"]) == nil)
        #expect(usageRefusal(["number", "--from"])?.message == "--from needs a number")
        #expect(usageRefusal(["number", "--from"])?.command == .number)
        #expect((try? Options.parse(["add", "a", "--version"]))?.command == .version)
        #expect((try? Options.parse(["add", "--help"]))?.command == .commandHelp(.add))
        #expect((try? Options.parse(["--layout=list", "--no-mouse"]))?.layout == .list)
        #expect((try? Options.parse(["list", "--output", "m3u"]))?.listAsPlaylist == true)
        #expect((try? Options.parse(["list", "--output=json"]))?.command == .script(.list(json: true)))
    }

    /// "Did you mean" breaks a tie by the table's order: pick's and the program's stay as they were.
    @Test func theOrderDidYouMeanComparesIn() {
        #expect(OptionTable.spellings(forAny: [.pick]) == [
            "--help", "-h", "--file", "-f", "--format", "--output", "--accessible", "--no-mouse", "--layout", "--title", "--mine-title",
            "--available-title", "--ok-label", "--cancel-label", "--read0", "-0", "--print0", "--no-fields", "--min", "--max",
        ])
        #expect(OptionTable.program.filter { !$0.uses.isDisjoint(with: ProgramOptions.uses) }.map(\.name) == [
            "--help", "--version", "--reset", "--print", "--force", "--json", "--file", "--catalog", "--before", "--after", "--from",
            "--per-group", "--format", "--output", "--svdrp", "--accessible", "--no-mouse", "--layout",
        ])
    }
}
