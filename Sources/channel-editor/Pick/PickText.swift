import ChannelCore
import CommandLineKit

/// Every message and help text of a pick session, in one place, in the run's language (the
/// English texts are msgids). Machine output (the chosen ids, JSON, TSV, dialog's format) is
/// never translated and is not here.
enum PickText {
    // Where an item is, in a message.
    static func linePlace(_ number: Int) -> String { tr("line %d", number) }
    static func entryPlace(_ number: Int) -> String { tr("item %d", number) }

    // Bad items (exit status 65).
    static func emptyID(_ place: String) -> String { tr("%s: empty id", place) }
    static func controlInID(_ place: String, _ id: String) -> String {
        tr("%1$s: id %2$s has a control character", place, MessageText.quoted(id))
    }
    static func duplicateID(_ place: String, _ id: String, first: String) -> String {
        tr("%1$s: duplicate id %2$s (first on %3$s)", place, MessageText.quoted(id), first)
    }
    static func secondCurrent(_ place: String, first: String) -> String {
        tr("%1$s: a second current item (the first on %2$s)", place, first)
    }
    static func invalidUTF8(_ place: String) -> String { tr("%s: not valid UTF-8", place) }
    static func tabInName(_ place: String) -> String {
        tr("%s: a tab in the name (a line is ID<TAB>NAME<TAB>FLAGS)", place)
    }
    static func unknownFlag(_ place: String, _ flag: String) -> String {
        tr("%1$s: unknown flag %2$s (flags are on, off, locked, current, joined by commas, or - for none)", place, MessageText.quoted(flag))
    }
    static func invalidArgument(_ number: Int) -> String { tr("argument %d: not valid UTF-8", number) }
    /// `stdin: line 3: ...`, `--buildlist: item 2: ...` (the source is not translated).
    /// Joined with the language's "%s: %s", as a store error's parts are: one kind of colon
    /// in a Chinese line.
    static func badItems(source: String, _ message: String) -> String { tr("%s: %s", source, message) }

    // The command line (exit status 64).
    static func needsValue(_ option: String) -> String { tr("%s needs a value", option) }
    static func unknownOption(_ option: String) -> String {
        NearestWord.unknown(tr("unknown option %s for pick", MessageText.quoted(option)), option,
                            among: OptionTable.spellings(forAny: [.pick]).filter { $0.hasPrefix("--") }, in: messages.translation)
    }
    static func unexpectedOperand(_ word: String) -> String { tr("unexpected argument %s", MessageText.quoted(word)) }
    static func unknownFormat(_ format: String) -> String {
        tr("unknown --format %s (pick reads m3u)", MessageText.quoted(format))
    }
    static func unknownOutput(_ format: String) -> String {
        tr("unknown --output %s (lines, json or tsv)", MessageText.quoted(format))
    }
    static func unknownButton(_ name: String) -> String {
        tr("--default-button %s: no such button (ok, yes, cancel, no, extra or help)", MessageText.quoted(name))
    }
    static var onlyOneBox: String { tr("only one box at a time (--buildlist, --checklist, --radiolist or --menu)") }
    static func unsupportedDialogOption(_ option: String) -> String {
        // Another box: handed to dialog before this (DialogHandoff), unless it is missing.
        if OtherDialogBoxes.names.contains(option) { return noProgramFor(option, program: "dialog") }
        return typo(option, of: .dialog)
            ?? tr("unknown option %s", MessageText.quoted(option))
    }
    static func unsupportedWhiptailOption(_ option: String) -> String {
        if OtherDialogBoxes.names.contains(option) { return noProgramFor(option, program: "whiptail") }
        return typo(option, of: .whiptail) ?? tr("unknown option %s", MessageText.quoted(option))
    }
    /// "unknown option … (did you mean …?)" when `option` is near one the form takes: a typo is
    /// more likely than a wish for another box. Nil for another box, or nothing near.
    private static func typo(_ option: String, of form: OptionSpec.Use) -> String? {
        guard !OtherDialogBoxes.names.contains(option),
              let near = NearestWord.nearest(to: option, among: OptionTable.spellings(forAny: [form]).filter { $0.hasPrefix("--") })
        else { return nil }
        return NearestWord.unknown(tr("unknown option %s", MessageText.quoted(option)), option, among: [near], in: messages.translation)
    }
    /// A box handed to the real program (DialogHandoff), which is not there.
    static func noProgramFor(_ box: String, program: String) -> String {
        tr("%1$s needs %2$s, which is not installed (channel-editor draws --buildlist, --checklist, --radiolist and --menu itself)",
           box, program)
    }
    static func cannotRun(_ path: String, _ reason: String) -> String {
        tr("cannot run %1$s: %2$s", MessageText.escaped(path), reason)
    }
    static func separateOutputWith(_ box: String) -> String {
        tr("--separate-output goes with --checklist and --buildlist, not %s (as in dialog)", box)
    }
    static var dialogNeedsBox: String {
        tr("dialog's form needs a box: --buildlist, --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT")
    }
    static func fileExists(_ path: String) -> String {
        tr("%s: the file exists; pick --file only makes a new file (to change this one, open it with channel-editor --file)", MessageText.escaped(path))
    }
    static func fileCannotHold(_ path: String) -> String {
        tr("%s: pick --file writes a channels file (.json), or a playlist when the items are one (--format m3u)", MessageText.escaped(path))
    }
    // dialog's --file FILE (DialogFile): 64 for the command line, 66/74 for the file, 65 for its text.
    static var tooManyFiles: String { tr("too many --file options (does a file include itself?)") }
    static func cannotReadFile(_ path: String, _ reason: String) -> String {
        tr("--file %1$s: cannot read it: %2$s", MessageText.quoted(path), reason)
    }
    static func fileNotText(_ path: String, _ word: Int) -> String {
        tr("--file %1$s: word %2$d is not UTF-8 text", MessageText.quoted(path), word)
    }
    static var whiptailNeedsChecklist: String {
        tr("--whiptail needs a box: --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT")
    }
    static func notACount(_ option: String, _ value: String) -> String {
        tr("%1$s needs a count (0 or more), not %2$s", option, MessageText.quoted(value))
    }
    static var maxIsZero: String { tr("--max must be 1 or more") }
    static func minAboveMax(_ minimum: Int, _ maximum: Int) -> String {
        tr("--min %1$d is more than --max %2$d: nothing could be chosen", minimum, maximum)
    }
    static func minAboveItems(_ minimum: Int, _ total: Int) -> String {
        if total == 1 { return tr("--min %d is more than the one item given: nothing could be chosen", minimum) }
        return tr("--min %1$d is more than the %2$d items given: nothing could be chosen", minimum, total)
    }
    static var print0NeedsLines: String { tr("--print0 goes with --output lines only") }
    static var noItems: String { tr("no items to choose from (pipe in one item a line)") }
    static func notANumber(_ option: String, _ value: String) -> String {
        tr("%1$s needs a file descriptor number, not %2$s", option, MessageText.quoted(value))
    }
    /// `box` is `--buildlist` or `--checklist` (not translated).
    static func boxNeedsSizes(_ box: String) -> String { tr("%s needs TEXT HEIGHT WIDTH LIST-HEIGHT", box) }
    static func sizeNotANumber(_ box: String, _ name: String, _ value: String) -> String {
        tr("%1$s: %2$s must be a number, not %3$s", box, name, MessageText.quoted(value))
    }
    static func entryWidth(_ box: String, _ width: Int, extra: Int) -> String {
        // A menu's entries have no STATUS.
        guard box == "--menu" else { return tr("%1$s: items come in groups of %2$d (TAG ITEM STATUS), %3$d left over", box, width, extra) }
        return tr("%1$s: items come in groups of %2$d (TAG ITEM), %3$d left over", box, width, extra)
    }
    static var stdinIsTerminal: String {
        tr("pick reads its items from standard input: pipe them in, e.g. printf 'a\\tAlpha\\ton\\n' | channel-editor pick")
    }
    static func cannotRead(_ problem: String) -> String { tr("cannot read standard input: %s", problem) }
    static func cannotWrite(_ descriptor: Int32, _ problem: String) -> String {
        tr("cannot write the result to file descriptor %1$d: %2$s", Int(descriptor), problem)
    }

    /// `channel-editor pick --help`: one msgid per paragraph, as `Usage`.
    static var help: String {
        [
            tr("""
                Usage: printf 'ID\\tNAME\\tFLAGS\\n'... | channel-editor pick [OPTION]...
                       channel-editor [DIALOG OPTION]... --buildlist|--checklist|--radiolist
                                      TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]...
                       channel-editor [DIALOG OPTION]... --menu TEXT HEIGHT WIDTH
                                      MENU-HEIGHT [TAG ITEM]...
                       channel-editor --whiptail [OPTION]... --checklist|--radiolist|--menu
                                      TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM [STATUS]]...
                """),
            tr("""
                Let the user choose items and put them in order on the editor's screen (drawn on
                the terminal, /dev/tty), then print the chosen ones. Nothing is written anywhere
                unless --file is given.
                """),
            tr("""
                Items on stdin, one a line: ID<TAB>NAME<TAB>FLAGS, the name and the flags
                optional (a line with no tab is both id and name; blank lines are skipped).
                FLAGS, comma-separated, any case: on (starts in the chosen list, in input
                order), off, locked (chosen, first, cannot be moved or removed), current (drawn
                marked; the focus starts there). An empty id, a duplicate id, a control
                character in an id, invalid UTF-8, a tab in a name, an unknown flag or no items
                at all is refused with one line naming the input line (exit status 65).
                """),
            tr("""
                Keys: Enter OK (print the chosen list and leave); Space moves the focused item
                to the other list (in edit mode it lifts a chosen item); e edit mode; [ ]
                move; u undo; / filter; ? help; Esc, q cancel. Mouse: click to add or remove
                (a removed item goes back to its place in the input), drag to reorder, the
                OK button at the top right accepts, the [×] beside it cancels.
                """),
            tr("""
                Options:
                      --title TEXT            shown after the chosen list's title
                      --mine-title TEXT       the chosen list's title (default: Chosen)
                      --available-title TEXT  the other list's title (default: Available)
                      --ok-label TEXT         what the OK key and button say (default: OK)
                      --cancel-label TEXT     what the cancel key says (default: Cancel)
                      --output FORMAT         lines (default): one id a line; tsv: ID<TAB>NAME,
                                              the name escaped as in list; json: an array of
                                              {"id": ..., "name": ...}
                  -0, --read0                 items end with NUL, not a newline (find -print0);
                                              an id may then hold a newline or a tab
                      --print0                end each chosen id with NUL (xargs -0)
                      --no-fields             an item is one field, tabs and all (id and name)
                      --min N, --max N        OK is refused until N or more (at most N) are
                                              chosen; --max 1 asks for a single choice
                  -f, --file PATH             on OK, also save the result as a channels file
                """),
            tr("""
                --layout grid|list|auto: the items side by side, or one a line with the whole
                name (paths, long titles); auto, the default, takes the list when most names
                would be cut in the grid. dialog's and whiptail's forms default to list.
                """),
            tr("""
                --format m3u: stdin is an M3U playlist, its entries are the items, and the
                chosen entries are printed as a playlist, in the chosen order:
                  channel-editor pick --format m3u --file favourites.m3u8 < provider.m3u
                (--file writes the file on OK only and never replaces one; a shell's
                > FILE empties FILE before the pick starts, even if it is cancelled)
                """),
            tr("""
                dialog's forms run scripts written for dialog --buildlist or dialog --checklist
                unchanged: the result on stderr (--stdout, --stderr, --output-fd N), quoted as
                dialog quotes it (--single-quoted, --quoted), one tag a line with
                --separate-output, --output-separator; the buildlist without --reorder and
                the checklist print in input order. whiptail's form (--whiptail first, or a
                link named ...whiptail) prints as whiptail --checklist does (--separate-output,
                --output-fd, --noitem, --ok-button, --cancel-button). Options that change only
                the box's looks are accepted; the sizes are checked as numbers and ignored.
                """),
            tr("""
                The forms take dialog's and whiptail's keys, so the same keys give the same
                result: Enter presses the highlighted button (OK at first; whiptail: its list
                first, then Enter is OK), Tab and Shift-Tab move it (dialog: Right and Left
                too); dialog's buildlist starts on the items not chosen, Up and Down stay in
                the focused list, ^ and $ switch lists; a checklist's Up and Down walk the
                items in input order. TEXT is shown whole above the lists (\\n is a line
                break, as in dialog); F1 shows all of a long one.
                """),
            tr("""
                Also --radiolist (one item chosen: Space chooses the focused one) and --menu
                (OK takes the focused item), printed as dialog and whiptail print them; tag and
                item side by side (--no-tags, whiptail's --notags: the item alone). In the forms
                the letters are dialog's: a letter or digit jumps to the next item starting with
                it (whiptail: its menu only), + and - step, and q, e, /, ? are no keys; the
                mouse and F1 (this help) are the editor's own. The boxes that are no lists
                (--msgbox, --yesno, --inputbox, --gauge, ...) are run by the real dialog or
                whiptail found on PATH, with the same arguments; without it, one line and exit
                status 255.
                """),
            tr("""
                dialog's buttons: --extra-button (Tab to it, status 3, the result as for OK)
                and --help-button (exit status 2, HELP and the focused item's tag or item help;
                --help-status, --help-tags) with --extra-label, --help-label. DIALOG_OK,
                DIALOG_CANCEL, DIALOG_HELP, DIALOG_EXTRA, DIALOG_ITEM_HELP, DIALOG_TIMEOUT,
                DIALOG_ESC and DIALOG_ERROR remap the exit statuses as in dialog. --file FILE
                reads dialog's arguments from FILE (put --dialog first when the box is in it).
                """),
            tr("""
                Exit status: 0 OK; 1 cancelled (q, Ctrl-C, the close control; Esc too, but 255
                in dialog's and whiptail's forms); 64 usage error; 65 bad items; 74 cannot write
                the result.
                """),
        ].joined(separator: "\n\n")
    }
}
