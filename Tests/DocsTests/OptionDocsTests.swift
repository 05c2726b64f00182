import CommandLineKit
import Foundation
import PickKit
import Testing
import channel_editor

/// `--help` (with `pick --help` and each command's), the man page and both completions name
/// every option of the program's own command line in `OptionTable`, and no option the table
/// lacks (dialog's and whiptail's own options may be named; they are in the table too).
@Suite struct OptionDocsTests {
    /// The options every document must name: the program's and pick's, and the words that
    /// choose dialog's and whiptail's forms.
    static let own: Set<String> = Set(
        OptionTable.all.filter { !$0.uses.isDisjoint(with: OptionTable.own) || $0.effect == .form }.flatMap(\.spellings))
    /// Every spelling the table knows, in any form.
    /// The table's, and dialog's boxes that are handed to dialog or whiptail (DialogHandoff).
    static let known: Set<String> = Set(OptionTable.all.flatMap(\.spellings)).union(OtherDialogBoxes.names)

    /// `--long` options named in `text` (not inside a longer word such as `a--b`).
    static func longOptions(in text: String) -> Set<String> {
        Set(text.matches(of: /(?:^|[^\w-])(--[a-z0-9][a-z0-9-]*)/.anchorsMatchLineEndings()).map { String($0.1) })
    }

    /// Whether `text` names the short option `-x` as a word of its own.
    static func names(_ short: String, in text: String) -> Bool {
        text.contains(try! Regex("(?:^|[^\\w-])\(short)(?![\\w-])").anchorsMatchLineEndings())
    }

    /// Each document as text to search, with where it is for messages.
    static func documents() throws -> [(place: String, text: String)] {
        var help = try DocsText.englishOutput(["--help"]) + "\n" + DocsText.englishOutput(["pick", "--help"])
        for name in ScriptCommand.Name.allCases { help += "\n" + (try DocsText.englishOutput([name.rawValue, "--help"])) }

        // roff's escapes undone; EXAMPLES left out: they run other programs with their options (git's).
        let page = try DocsText.read("docs/channel-editor.1")
        let examples = DocsText.manSection("EXAMPLES", in: page).joined(separator: "\n")
        let man = page.replacingOccurrences(of: examples, with: "").replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\f", with: " ")

        return [
            ("--help, pick --help and each COMMAND --help", help),
            ("docs/channel-editor.1 (all but EXAMPLES)", man),
            ("completions/channel-editor.bash", try DocsText.read("completions/channel-editor.bash")),
            ("completions/_channel-editor", try DocsText.read("completions/_channel-editor")),
        ]
    }

    @Test func everyDocumentNamesEveryOptionOfTheTable() throws {
        #expect(Self.own.contains("--catalog") && Self.own.contains("-0") && Self.own.contains("--whiptail"))
        for (place, text) in try Self.documents() {
            let named = Self.longOptions(in: text)
            for option in Self.own.sorted() {
                let found = option.hasPrefix("--") ? named.contains(option) : Self.names(option, in: text)
                #expect(found, "\(place) does not name \(option) (OptionTable)")
            }
        }
    }

    @Test func noDocumentNamesAnOptionTheTableLacks() throws {
        for (place, text) in try Self.documents() {
            for extra in Self.longOptions(in: text).subtracting(Self.known).sorted() {
                Issue.record("\(place) names \(extra), which OptionTable lacks")
            }
        }
    }

    /// The bash completion offers, after each command (and before any), exactly the options
    /// the table gives it.
    @Test func bashOffersEachCommandTheOptionsOfTheTable() throws {
        let bash = try DocsText.read("completions/channel-editor.bash")
        let lists = bash.matches(of: /\n\s*("?[a-z" |]+?"?)\) options="([^"]*)"/).map { (String($0.1), String($0.2)) }
        #expect(lists.count == 7, "the per-command option lists of completions/channel-editor.bash (has their layout changed?)")
        for (patterns, offered) in lists {
            for pattern in patterns.split(separator: "|").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let use = pattern == "\"\"" ? OptionSpec.Use.screen : OptionSpec.Use(rawValue: pattern)
                guard let use else {
                    Issue.record("completions/channel-editor.bash: \(pattern) is no command")
                    continue
                }
                // Before any command: the screen's options and the words that choose dialog's and whiptail's forms.
                let expected = Set(OptionTable.all.filter { $0.uses.contains(use) || (use == .screen && $0.effect == .form) }
                    .flatMap(\.spellings))
                let given = Set(offered.split(separator: " ").map(String.init))
                for missing in expected.subtracting(given).sorted() {
                    Issue.record("completions/channel-editor.bash does not offer \(missing) for \(pattern) (OptionTable)")
                }
                for extra in given.subtracting(expected).sorted() {
                    Issue.record("completions/channel-editor.bash offers \(extra) for \(pattern), which OptionTable does not give it")
                }
            }
        }
    }

    /// The options the table gives `use`, each spelling.
    static func spellings(for use: OptionSpec.Use) -> Set<String> {
        Set(OptionTable.all.filter { $0.uses.contains(use) }.flatMap(\.spellings))
    }

    /// zsh's offers, row by row: before any command (`_arguments -C`), the table's screen options
    /// and the forms' words (and `--dialog`, dialog's own form word); after each command, exactly
    /// the table's options for it; each option that takes a value is written to take one.
    @Test func zshOffersEachCommandTheOptionsOfTheTable() throws {
        let zsh = try DocsText.read("completions/_channel-editor")
        func offered(_ text: Substring) -> Set<String> {
            Set(text.matches(of: /(?:^|[^\w-])(--?[a-zA-Z0-9][a-z0-9-]*)(?=[+=\[',}])/.anchorsMatchLineEndings()).map { String($0.1) })
        }
        // The arrays a command's block names (`$file_option`): their options.
        var arrays: [String: Set<String>] = [:]
        for match in zsh.matches(of: /(\w+_option)=\(((?:[^()]|\([^()]*\))*)\)/) {
            arrays[String(match.1)] = offered(match.2)
        }
        #expect(arrays.keys.sorted() == ["catalog_option", "file_option", "force_option", "help_option"])
        let screen = try #require(zsh.firstMatch(of: /_arguments -C -S((?:.|\n)*?)&& ret=0/)).1
        let forms = Set(OptionTable.all.filter { $0.effect == .form }.flatMap(\.spellings))
        #expect(offered(screen).subtracting(["--dialog"]) == Self.spellings(for: .screen).union(forms), "before any command")
        let blocks = zsh.matches(of: /\n\s*\(([a-z|]+)\)\n((?:.|\n)*?);;/).map { (String($0.1), $0.2) }
        #expect(blocks.count >= 10, "the per-command blocks of completions/_channel-editor (has their layout changed?)")
        for (patterns, block) in blocks where patterns != "command" && patterns != "arguments" {
            var given = offered(block)
            for (name, options) in arrays where block.contains("$" + name) { given.formUnion(options) }
            for pattern in patterns.split(separator: "|") {
                let use = try #require(OptionSpec.Use(rawValue: String(pattern)), "\(pattern) is no command")
                #expect(given == Self.spellings(for: use), "completions/_channel-editor's \(pattern) (OptionTable)")
            }
        }
        for option in OptionTable.all where !option.uses.isDisjoint(with: OptionTable.own) {
            for spec in zsh.matches(of: try Regex("[{'(]\(option.name)([=+\\[])")) {
                let takesValue = spec.output[1].substring == "=" || spec.output[1].substring == "+"
                #expect(takesValue == (option.values > 0), "completions/_channel-editor: \(option.name)")
            }
        }
    }

    /// Each choice of the table (`--layout auto|grid|list`, list's and pick's `--output`, both
    /// `--format`s) is what both completions offer for it, word for word.
    @Test func theCompletionsOfferTheChoicesOfTheTable() throws {
        let bash = try DocsText.read("completions/channel-editor.bash")
        let zsh = try DocsText.read("completions/_channel-editor")
        for option in OptionTable.all where !option.uses.isDisjoint(with: OptionTable.own) {
            guard case .choice(let words) = option.kind else { continue }
            let spaced = words.joined(separator: " ")
            #expect(bash.contains("compgen -W \"\(spaced)\""), "completions/channel-editor.bash: \(option.name) \(spaced)")
            #expect(zsh.contains(":(\(spaced))'"), "completions/_channel-editor: \(option.name) \(spaced)")
        }
    }

    /// The man page, row by row: each of the program's options with a help line heads an
    /// entry (`.TP`) of OPTIONS with its spellings and its value (a choice's every word), or,
    /// an option of one command only (`--before`), is named in that command's entry.
    @Test func theManPageHasAnEntryForEachOptionOfTheTable() throws {
        let page = try DocsText.read("docs/channel-editor.1")
        func plain(_ line: Substring) -> String {
            line.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
                .replacing(/\\f[BIRP]/, with: " ").replacingOccurrences(of: "\"", with: " ")
        }
        func headers(_ section: String) -> [String] {
            let lines = DocsText.manSection(section, in: page)
            return lines.indices.dropLast().filter { lines[$0] == ".TP" }.map { plain(lines[$0 + 1]) }
        }
        let options = headers("OPTIONS")
        let commands = DocsText.manSection("COMMANDS", in: page).map(plain).joined(separator: "\n")
        for option in OptionTable.program where option.help != nil {
            let header = options.first { $0.split(separator: " ").contains { $0 == option.name || $0 == option.name + "=" } }
            guard let header else {
                if let only = OptionReader.onlyCommand(of: option), option.uses.count == 1 {
                    #expect(commands.contains(option.name), "the man page's COMMANDS does not name \(option.name) (\(only.rawValue)'s)")
                } else {
                    Issue.record("the man page's OPTIONS has no entry for \(option.name) (OptionTable)")
                }
                continue
            }
            if let alias = option.alias { #expect(header.contains(alias), "the man page's \(option.name) entry lacks \(alias)") }
            if case .choice(let words) = option.kind {
                for word in words { #expect(header.contains(word), "the man page's \(option.name) entry lacks its value \(word)") }
            } else if option.values > 0 {
                let after = header.split(separator: " ").drop { !$0.hasPrefix(option.name) }.dropFirst()
                #expect(!after.isEmpty, "the man page's \(option.name) entry names no value")
            }
        }
    }
}
