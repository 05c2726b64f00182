/// Every option of every command line channel-editor reads, in one table: the program's own
/// (the screen and the script commands), `pick`'s, and dialog's and whiptail's forms (Pick/).
/// The parsers (`Options.parse`, `PickArguments`, `DialogArguments`, `WhiptailArguments`) take
/// from it which words are options and how many values each takes; `DocsTests` check `--help`,
/// the man page and the completions against it (docs/ARCHITECTURE.md, "Where to change what").
package struct OptionSpec: Equatable, Sendable {
    /// Where an option is taken: the screen (no command), a script command, `pick`, or the
    /// dialog and whiptail forms.
    package enum Use: String, CaseIterable, Sendable {
        case screen, list, add, remove, move, open, reset, refresh, rename, group, number, pick, dialog, whiptail
    }

    /// What the option does where it is taken.
    package enum Effect: Equatable, Sendable {
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
    /// How many words follow it as its values: 0, 1, or 2 (dialog's `--begin Y X`).
    package let values: Int
    /// Where it is taken (for the program's own options: where it means something, what the
    /// completions offer; the parser accepts the program's options before or after any command
    /// and refuses the ones that do not go with it).
    package let uses: Set<Use>
    package let effect: Effect

    init(_ name: String, alias: String? = nil, values: Int = 0, _ uses: Set<Use>, _ effect: Effect = .honoured) {
        self.name = name
        self.alias = alias
        self.values = values
        self.uses = uses
        self.effect = effect
    }

    /// `--name` and `-x`.
    package var spellings: [String] { [name] + (alias.map { [$0] } ?? []) }
}

package enum OptionTable {
    /// The script commands (`ScriptCommand.Name`).
    static let commands: Set<OptionSpec.Use> = [.list, .add, .remove, .move, .open, .reset, .refresh, .rename, .group, .number]
    /// The changing commands.
    static let changing: Set<OptionSpec.Use> = [.add, .remove, .move, .open, .refresh, .rename, .group, .number]
    /// The uses of the program's own command line (not dialog's or whiptail's).
    package static let own: Set<OptionSpec.Use> = commands.union([.screen, .pick])

    package static let all: [OptionSpec] = program + pick + dialog + whiptail

    /// The screen's and the script commands' options (`Options.parse`).
    static let program: [OptionSpec] = [
        // In the order "did you mean" has always compared them with (a tie goes to the first).
        OptionSpec("--help", alias: "-h", commands.union([.screen, .pick])),
        OptionSpec("--version", alias: "-V", [.screen]),
        OptionSpec("--reset", [.screen]),
        OptionSpec("--print", [.screen]),
        OptionSpec("--force", changing.union([.screen])),
        OptionSpec("--json", [.list]),
        OptionSpec("--file", alias: "-f", values: 1, commands.union([.screen, .pick])),
        OptionSpec("--catalog", values: 1, changing.union([.screen, .list])),
        OptionSpec("--before", values: 1, [.move]),
        OptionSpec("--after", values: 1, [.move]),
        OptionSpec("--from", values: 1, [.number]),
        OptionSpec("--per-group", [.number]),
        OptionSpec("--format", values: 1, commands.union([.screen, .pick])),
        OptionSpec("--output", values: 1, [.list, .pick]),
        OptionSpec("--svdrp", values: 1, changing.union([.screen, .list])),
        // Every interactive session takes these, wherever they are before any `--` (dialog's and
        // whiptail's forms too, up to `--buildlist`): `Options.takeSessionOptions`.
        OptionSpec("--accessible", [.screen, .pick]),
        OptionSpec("--no-mouse", [.screen, .pick]),
        OptionSpec("--layout", values: 1, [.screen, .pick]),
    ]

    /// `channel-editor pick`'s own options (`PickArguments.parsePick`); `--file`, `--format`,
    /// `--output` and the session options are in `program`.
    static let pick: [OptionSpec] = [
        OptionSpec("--title", values: 1, [.pick, .dialog, .whiptail]),
        OptionSpec("--mine-title", values: 1, [.pick]),
        OptionSpec("--available-title", values: 1, [.pick]),
        OptionSpec("--ok-label", values: 1, [.pick, .dialog]),
        OptionSpec("--cancel-label", values: 1, [.pick, .dialog]),
        OptionSpec("--read0", alias: "-0", [.pick]),
        OptionSpec("--print0", [.pick]),
        OptionSpec("--no-fields", [.pick]),
        OptionSpec("--min", values: 1, [.pick]),
        OptionSpec("--max", values: 1, [.pick]),
    ]

    /// dialog's options (`DialogArguments`); `--title`, `--ok-label` and `--cancel-label` are in `pick`.
    static let dialog: [OptionSpec] =
        [
            OptionSpec("--buildlist", [.dialog], .form),
            OptionSpec("--checklist", [.dialog, .whiptail], .form),
            OptionSpec("--radiolist", [.dialog, .whiptail], .form),
            OptionSpec("--menu", [.dialog, .whiptail], .form),
            OptionSpec("--stdout", [.dialog]),
            OptionSpec("--stderr", [.dialog]),
            OptionSpec("--output-fd", values: 1, [.dialog, .whiptail]),
            OptionSpec("--separate-output", [.dialog, .whiptail]),
            OptionSpec("--single-quoted", [.dialog]),
            OptionSpec("--quoted", [.dialog]),
            OptionSpec("--separator", values: 1, [.dialog]),
            OptionSpec("--output-separator", values: 1, [.dialog]),
            OptionSpec("--reorder", [.dialog]),
            OptionSpec("--no-items", [.dialog]),
            OptionSpec("--item-help", [.dialog]),
            OptionSpec("--default-item", values: 1, [.dialog, .whiptail]),
            // Seconds with no key: the session ends as Esc does (255), as dialog's does.
            OptionSpec("--timeout", values: 1, [.dialog]),
            // The Extra and Help buttons (DialogButtons.swift) and what Help prints.
            OptionSpec("--extra-button", [.dialog]),
            OptionSpec("--extra-label", values: 1, [.dialog]),
            OptionSpec("--help-button", [.dialog]),
            OptionSpec("--help-label", values: 1, [.dialog]),
            OptionSpec("--help-status", [.dialog]),
            OptionSpec("--help-tags", [.dialog]),
            // Which button has the focus at the start, and none for OK (Enter is OK then).
            OptionSpec("--default-button", values: 1, [.dialog]),
            OptionSpec("--no-ok", [.dialog]),
            OptionSpec("--nook", [.dialog]),
            // `--begin Y X`: where dialog puts its box; the screen uses the terminal.
            OptionSpec("--begin", values: 2, [.dialog], .ignored),
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
        ].map { OptionSpec($0, values: 1, [.dialog], .ignored) }

    /// whiptail's options (`WhiptailArguments`) that dialog does not share.
    static let whiptail: [OptionSpec] =
        [
            OptionSpec("--whiptail", [.whiptail], .form),
            OptionSpec("--ok-button", values: 1, [.whiptail]),
            OptionSpec("--cancel-button", values: 1, [.whiptail]),
            OptionSpec("--noitem", [.whiptail]),
        ]
        + [
            "--clear", "--defaultno", "--fb", "--fullbuttons", "--nocancel", "--notags", "--scrolltext", "--topleft",
        ].map { OptionSpec($0, [.whiptail], .ignored) }
        + ["--backtitle", "--yes-button", "--no-button"].map { OptionSpec($0, values: 1, [.whiptail], .ignored) }

    /// The option spelled `word` (`--name` or `-x`) where `use` takes it; nil when it takes none.
    package static func spec(_ word: String, for use: OptionSpec.Use) -> OptionSpec? {
        all.first { $0.uses.contains(use) && ($0.name == word || $0.alias == word) }
    }

    /// The option spelled `word` for any of `uses`: the program's own command line, whose
    /// options go before or after any command.
    static func spec(_ word: String, forAny uses: Set<OptionSpec.Use>) -> OptionSpec? {
        all.first { !$0.uses.isDisjoint(with: uses) && ($0.name == word || $0.alias == word) }
    }

    /// Every spelling taken somewhere in `uses`, in the table's order (for "did you mean").
    static func spellings(forAny uses: Set<OptionSpec.Use>) -> [String] {
        var seen: Set<String> = []
        return all.filter { !$0.uses.isDisjoint(with: uses) }.flatMap(\.spellings).filter { seen.insert($0).inserted }
    }
}
