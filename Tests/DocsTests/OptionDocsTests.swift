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
}
