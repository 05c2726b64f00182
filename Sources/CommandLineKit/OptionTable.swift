/// Every option of every command line channel-editor reads, in one table: the program's own
/// (the screen and the script commands), `pick`'s, and dialog's and whiptail's forms (Pick/).
/// A row is a declaration, as swift-argument-parser's `@Option(name:help:transform:)`: its
/// name, the kind of value it takes, its help line, its words for a missing or wrong value,
/// and where it goes. `OptionReader` reads any form's options by it (`Options.parse` stores
/// each value; pick's, dialog's and whiptail's parsers take which words are options and how
/// many values each takes); `Usage` lists the rows with a help line (`OptionHelp`), and
/// `DocsTests` check the man page and the completions against the rows one by one.
package struct OptionSpec: Hashable, Sendable {
    /// Where an option is taken: the screen (no command), a script command, `pick`, or the
    /// dialog and whiptail forms.
    package enum Use: String, CaseIterable, Hashable, Sendable {
        case screen, list, add, remove, move, open, reset, refresh, rename, group, number, pick, dialog, whiptail
    }

    /// What the option does where it is taken.
    package enum Effect: Hashable, Sendable {
        /// Read by the parser of each of its uses.
        case honoured
        /// Accepted and skipped (with its values): dialog's and whiptail's looks.
        case ignored
        /// Chooses dialog's or whiptail's form (`--buildlist`, `--checklist`, `--whiptail`).
        case form
    }

    /// `--name`.
    package let name: String
    /// `-x`, when there is one.
    package let alias: String?
    /// What follows it: nothing, one word of a kind, or two (dialog's `--begin Y X`).
    package let kind: OptionValueKind
    /// Where it is taken (for the program's own options: where it means something, what the
    /// completions offer; the parser accepts the program's options before or after any command
    /// and refuses, with `misplaced`'s words, the ones whose `elsewhere` is `.refused`).
    package let uses: Set<Use>
    package let effect: Effect
    /// Its line in `--help` and in its commands' help (msgid; more lines are the translator's
    /// to break); nil for pick's (pick's help is written whole) and dialog's and whiptail's.
    package var help: Phrase?
    /// What the help shows for its value when the kind's own word does not say enough
    /// (`--catalog NAME`, `--format FORMAT`).
    package var placeholder: Phrase?
    /// The error when its value is missing (`%s`: the spelling given); nil: "%s needs a value".
    package var missing: Phrase?
    /// The error for a value its `.choice` lacks (`%s`: the value, quoted).
    package var unknownValue: Phrase?
    /// Every interactive session takes it, wherever it stands before any `--` (dialog's and
    /// whiptail's forms too, up to `--buildlist`): `Options.takeSessionOptions`.
    package var session = false
    /// Given where it means nothing (another command, or none): taken and left unused
    /// (`list --force`), or refused with words that say where it goes.
    package var elsewhere = Elsewhere.accepted
    /// No value (the words ran out, or an option follows): the value is empty, and the
    /// command's own check names what is missing (`move ID --before`).
    package var emptyWhenMissing = false

    package enum Elsewhere: Hashable, Sendable {
        case accepted
        /// Refused: `misplaced` (`%s`: the option) or the table's words for its uses.
        case refused(misplaced: Phrase? = nil)
    }

    /// A switch (no value).
    package init(_ name: String, alias: String? = nil, _ uses: Set<Use>, _ effect: Effect = .honoured) {
        self.init(name, alias: alias, .flag, uses, effect)
    }

    package init(_ name: String, alias: String? = nil, _ kind: OptionValueKind, _ uses: Set<Use>, _ effect: Effect = .honoured) {
        self.name = name
        self.alias = alias
        self.kind = kind
        self.uses = uses
        self.effect = effect
    }

    /// How many words follow it as its values: 0, 1, or 2.
    package var values: Int { kind.count }

    /// `--name` and `-x`.
    package var spellings: [String] { [name] + (alias.map { [$0] } ?? []) }

    /// The row with `change` made to it (the table's rows read as declarations).
    func with(_ change: (inout OptionSpec) -> Void) -> OptionSpec {
        var copy = self
        change(&copy)
        return copy
    }
}

package enum OptionTable {
    /// The script commands (`ScriptCommand.Name`).
    package static let commands: Set<OptionSpec.Use> = [.list, .add, .remove, .move, .open, .reset, .refresh, .rename, .group, .number]
    /// The changing commands.
    package static let changing: Set<OptionSpec.Use> = [.add, .remove, .move, .open, .refresh, .rename, .group, .number]
    /// The uses of the program's own command line (not dialog's or whiptail's).
    package static let own: Set<OptionSpec.Use> = commands.union([.screen, .pick])

    package static let all: [OptionSpec] = program + pick + dialog + whiptail

    /// The screen's and the script commands' options (`Options.parse`, which keeps each one's
    /// value in its `stores`), with pick's own `--format` and `--output`.
    package static let program: [OptionSpec] = [
        // In the order "did you mean" has always compared them with (a tie goes to the first).
        OptionSpec("--help", alias: "-h", commands.union([.screen, .pick])).with {
            $0.help = .tr("show this help")
        },
        OptionSpec("--version", alias: "-V", [.screen]).with { $0.help = .tr("show the version") },
        OptionSpec("--reset", [.screen]).with {
            $0.help = .tr("screen: first move the file aside, as reset does")
            $0.elsewhere = .refused(misplaced: .tr("--reset does not go with a command (the reset command does the same)"))
        },
        OptionSpec("--print", [.screen]).with {
            $0.help = .tr("screen: on quit, print My Channels' ids, one a line")
            $0.elsewhere = .refused()
        },
        OptionSpec("--force", changing.union([.screen])).with { $0.help = .tr("change a read-only file all the same") },
        OptionSpec("--json", [.list]).with {
            $0.help = .tr("with list: print JSON")
            $0.elsewhere = .refused()
        },
        OptionSpec("--file", alias: "-f", .path, commands.union([.screen, .pick])).with {
            $0.help = .tr("""
                the channels file, before or after COMMAND (default:
                $XDG_CONFIG_HOME/channel-editor/channels.json, else
                ~/.config/channel-editor/channels.json)
                """)
            $0.missing = .tr("%s needs a path")
        },
        OptionSpec("--catalog", .text(.tr("NAME")), changing.union([.screen, .list])).with {
            $0.help = .tr("""
                the catalog merged in this run: en, zh-Hans (zh),
                zh-Hant, a PATH to a catalog file, or none (default:
                the one the file records; a new file records the
                locale's). A file that records none is left alone
                """)
            $0.missing = .tr("--catalog needs a name or a path")
        },
        OptionSpec("--before", .text(.tr("ID")), [.move]).with {
            $0.help = .tr("move: put it right before the channel ID")
            $0.elsewhere = .refused()
            $0.emptyWhenMissing = true
        },
        OptionSpec("--after", .text(.tr("ID")), [.move]).with {
            $0.help = .tr("move: put it right after the channel ID")
            $0.elsewhere = .refused()
            $0.emptyWhenMissing = true
        },
        OptionSpec("--from", .number, [.number]).with {
            $0.help = .tr("number: the first number (default 1)")
            $0.missing = .tr("--from needs a number")
            $0.elsewhere = .refused()
        },
        OptionSpec("--per-group", [.number]).with {
            $0.help = .tr("number: each group-title its own block (N, N+10, ...)")
            $0.elsewhere = .refused()
        },
        OptionSpec("--format", .choice(["json", "m3u", "newsboat", "enigma2", "vdr"]), commands.union([.screen])).with {
            $0.help = .tr("""
                the file's format, when its name does not say it:
                json, m3u, newsboat, enigma2 or vdr
                """)
            $0.placeholder = .tr("FORMAT")
            $0.missing = .tr("--format needs json, m3u, newsboat, enigma2 or vdr")
            $0.unknownValue = .tr("unknown format %s (json, m3u, newsboat, enigma2 or vdr)")
        },
        // pick's own `--format` (the program's take other words), next to the program's: "did you
        // mean" compares pick's options in this order.
        OptionSpec("--format", .choice(["m3u"]), [.pick]).with {
            $0.unknownValue = .tr("unknown --format %s (pick reads m3u)")
        },
        OptionSpec("--output", .choice(["text", "json", "m3u", "opml"]), [.list]).with {
            $0.help = .tr("""
                with list: text (the lines), json (as --json), m3u
                (My Channels as a playlist) or opml (as OPML)
                """)
            $0.placeholder = .tr("FORMAT")
            $0.missing = .tr("--output needs text, json, m3u or opml")
            $0.unknownValue = .tr("unknown --output %s (text, json, m3u or opml)")
            $0.elsewhere = .refused()
        },
        // pick's own `--output`, as its `--format`.
        OptionSpec("--output", .choice(["lines", "json", "tsv"]), [.pick]).with {
            $0.unknownValue = .tr("unknown --output %s (lines, json or tsv)")
        },
        OptionSpec("--svdrp", .host, changing.union([.screen, .list])).with {
            $0.help = .tr("VDR: where its SVDRP port is (default localhost:6419)")
            $0.missing = .tr("--svdrp needs HOST or HOST:PORT (VDR's SVDRP port, 6419 by default)")
        },
        // Every interactive session takes these, wherever they are before any `--` (dialog's and
        // whiptail's forms too, up to `--buildlist`): `Options.takeSessionOptions`.
        OptionSpec("--accessible", [.screen, .pick]).with {
            $0.help = .tr("""
                a line-by-line session for screen readers and braille
                displays (also ACCESSIBLE=1 in the environment)
                """)
            $0.session = true
            $0.elsewhere = .refused()
        },
        OptionSpec("--no-mouse", [.screen, .pick]).with {
            $0.help = .tr("screen: leave the mouse to the terminal")
            $0.session = true
            $0.elsewhere = .refused()
        },
        OptionSpec("--layout", .choice(["auto", "grid", "list"]), [.screen, .pick]).with {
            $0.help = .tr("""
                screen: the cells side by side (grid), one a line
                (list), or the list when most names would be cut in
                the grid (auto, the default)
                """)
            $0.missing = .tr("--layout needs auto, grid or list")
            $0.unknownValue = .tr("unknown --layout %s (auto, grid or list)")
            $0.session = true
            $0.elsewhere = .refused()
        },
    ]

    /// `channel-editor pick`'s own options (`PickArguments.parsePick`); `--file`
    /// and the session options are in `program`.
    package static let pick: [OptionSpec] = [
        OptionSpec("--title", .text(.tr("TEXT")), [.pick, .dialog, .whiptail]),
        OptionSpec("--mine-title", .text(.tr("TEXT")), [.pick]),
        OptionSpec("--available-title", .text(.tr("TEXT")), [.pick]),
        OptionSpec("--ok-label", .text(.tr("TEXT")), [.pick, .dialog]),
        OptionSpec("--cancel-label", .text(.tr("TEXT")), [.pick, .dialog]),
        OptionSpec("--read0", alias: "-0", [.pick]),
        OptionSpec("--print0", [.pick]),
        OptionSpec("--no-fields", [.pick]),
        OptionSpec("--min", .number, [.pick]),
        OptionSpec("--max", .number, [.pick]),
    ]

    /// dialog's options (`DialogArguments`); `--title`, `--ok-label` and `--cancel-label` are in `pick`.
    package static let dialog: [OptionSpec] =
        [
            OptionSpec("--buildlist", [.dialog], .form),
            OptionSpec("--checklist", [.dialog, .whiptail], .form),
            OptionSpec("--radiolist", [.dialog, .whiptail], .form),
            OptionSpec("--menu", [.dialog, .whiptail], .form),
            OptionSpec("--stdout", [.dialog]),
            OptionSpec("--stderr", [.dialog]),
            OptionSpec("--output-fd", .number, [.dialog, .whiptail]),
            OptionSpec("--separate-output", [.dialog, .whiptail]),
            OptionSpec("--single-quoted", [.dialog]),
            OptionSpec("--quoted", [.dialog]),
            OptionSpec("--separator", .text(.tr("TEXT")), [.dialog]),
            OptionSpec("--output-separator", .text(.tr("TEXT")), [.dialog]),
            OptionSpec("--reorder", [.dialog]),
            OptionSpec("--no-items", [.dialog]),
            OptionSpec("--item-help", [.dialog]),
            OptionSpec("--default-item", .text(.tr("TEXT")), [.dialog, .whiptail]),
            // Seconds with no key: the session ends as Esc does (255), as dialog's does.
            OptionSpec("--timeout", .number, [.dialog]),
            // The Extra and Help buttons (DialogButtons.swift) and what Help prints.
            OptionSpec("--extra-button", [.dialog]),
            OptionSpec("--extra-label", .text(.tr("TEXT")), [.dialog]),
            OptionSpec("--help-button", [.dialog]),
            OptionSpec("--help-label", .text(.tr("TEXT")), [.dialog]),
            OptionSpec("--help-status", [.dialog]),
            OptionSpec("--help-tags", [.dialog]),
            // Which button has the focus at the start, and none for OK (Enter is OK then).
            OptionSpec("--default-button", .text(.tr("TEXT")), [.dialog]),
            OptionSpec("--no-ok", [.dialog]),
            OptionSpec("--nook", [.dialog]),
            // `--begin Y X`: where dialog puts its box; the screen uses the terminal.
            OptionSpec("--begin", .pair, [.dialog], .ignored),
        ]
        // Looks, keys, dialog's own screen handling: change nothing here.
        + [
            "--clear", "--keep-tite", "--keep-window", "--no-shadow", "--shadow", "--no-mouse", "--no-lines",
            "--ascii-lines", "--no-collapse", "--cr-wrap", "--trim", "--no-nl-expand", "--colors", "--no-tags",
            "--visit-items", "--no-cancel", "--nocancel", "--erase-on-exit", "--insecure", "--ignore", "--no-kill",
            "--defaultno", "--scrollbar", "--no-hot-list", "--tab-correct", "--size-err", "--beep", "--beep-after",
            "--iso-week", "--cursor-off-label", "--last-key",
            // The form's marker when the box itself is in a `--file` (dialog's checklist9).
            "--dialog",
        ].map { OptionSpec($0, [.dialog], .ignored) }
        + [
            "--backtitle", "--aspect",
            "--exit-label", "--yes-label", "--no-label", "--hline", "--hfile", "--sleep",
            "--max-input", "--column-separator", "--date-format", "--time-format", "--tab-len", "--input-fd",
            "--week-start",
        ].map { OptionSpec($0, .text(.tr("TEXT")), [.dialog], .ignored) }

    /// whiptail's options (`WhiptailArguments`) that dialog does not share.
    package static let whiptail: [OptionSpec] =
        [
            OptionSpec("--whiptail", [.whiptail], .form),
            OptionSpec("--ok-button", .text(.tr("TEXT")), [.whiptail]),
            OptionSpec("--cancel-button", .text(.tr("TEXT")), [.whiptail]),
            OptionSpec("--noitem", [.whiptail]),
        ]
        + [
            "--clear", "--defaultno", "--fb", "--fullbuttons", "--nocancel", "--notags", "--scrolltext", "--topleft",
        ].map { OptionSpec($0, [.whiptail], .ignored) }
        + ["--backtitle", "--yes-button", "--no-button"].map { OptionSpec($0, .text(.tr("TEXT")), [.whiptail], .ignored) }

    /// The option spelled `word` (`--name` or `-x`) where `use` takes it; nil when it takes none.
    package static func spec(_ word: String, for use: OptionSpec.Use) -> OptionSpec? {
        all.first { $0.uses.contains(use) && ($0.name == word || $0.alias == word) }
    }

    /// The option spelled `word` for any of `uses`: the program's own command line, whose
    /// options go before or after any command.
    package static func spec(_ word: String, forAny uses: Set<OptionSpec.Use>) -> OptionSpec? {
        all.first { !$0.uses.isDisjoint(with: uses) && ($0.name == word || $0.alias == word) }
    }

    /// Every spelling taken somewhere in `uses`, in the table's order (for "did you mean").
    package static func spellings(forAny uses: Set<OptionSpec.Use>) -> [String] {
        var seen: Set<String> = []
        return all.filter { !$0.uses.isDisjoint(with: uses) }.flatMap(\.spellings).filter { seen.insert($0).inserted }
    }
}
