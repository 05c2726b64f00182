import ChannelCore
import Localization

/// Every message and help text of a pick session, in one place, in the run's language (the
/// English texts are msgids). Machine output (the chosen ids, JSON, TSV, dialog's format) is
/// never translated and is not here.
package enum PickText {
    // Where an item is, in a message.
    package static func linePlace(_ number: Int) -> Message { Message.tr("line %d", number) }
    package static func entryPlace(_ number: Int) -> Message { Message.tr("item %d", number) }

    // Bad items (exit status 65).
    package static func emptyID(_ place: Message) -> Message { Message.tr("%s: empty id", place) }
    package static func controlInID(_ place: Message, _ id: String) -> Message {
        Message.tr("%1$s: id %2$s has a control character", place, MessageText.quoted(id))
    }
    package static func duplicateID(_ place: Message, _ id: String, first: Message) -> Message {
        Message.tr("%1$s: duplicate id %2$s (first on %3$s)", place, MessageText.quoted(id), first)
    }
    package static func secondCurrent(_ place: Message, first: Message) -> Message {
        Message.tr("%1$s: a second current item (the first on %2$s)", place, first)
    }
    package static func invalidUTF8(_ place: Message) -> Message { Message.tr("%s: not valid UTF-8", place) }
    package static func tabInName(_ place: Message) -> Message {
        Message.tr("%s: a tab in the name (a line is ID<TAB>NAME<TAB>FLAGS)", place)
    }
    package static func unknownFlag(_ place: Message, _ flag: String) -> Message {
        Message.tr("%1$s: unknown flag %2$s (flags are on, off, locked, current, joined by commas, or - for none)", place, MessageText.quoted(flag))
    }
    /// Items the checks passed that Board refused all the same (`PickItems.board`).
    package static func refusedBoard(_ refusal: BoardRefusal) -> Message {
        Message.tr("the items make no list: %s", refusal.description)
    }
    package static func invalidArgument(_ number: Int) -> Message { Message.tr("argument %d: not valid UTF-8", number) }
    /// `stdin: line 3: ...`, `--buildlist: item 2: ...` (the source is not translated).
    /// Joined with the language's "%s: %s", as a store error's parts are: one kind of colon
    /// in a Chinese line.
    package static func badItems(source: String, _ message: Message) -> Message { Message.tr("%s: %s", source, message) }

    // The command line (exit status 64).
    package static func needsValue(_ option: String) -> Message { Message.tr("%s needs a value", option) }
    package static func unexpectedOperand(_ word: String) -> Message { Message.tr("unexpected argument %s", MessageText.quoted(word)) }
    package static func unknownFormat(_ format: String) -> Message {
        Message.tr("unknown --format %s (pick reads m3u)", MessageText.quoted(format))
    }
    package static func unknownOutput(_ format: String) -> Message {
        Message.tr("unknown --output %s (lines, json or tsv)", MessageText.quoted(format))
    }
    package static func unknownButton(_ name: String) -> Message {
        Message.tr("--default-button %s: no such button (ok, yes, cancel, no, extra or help)", MessageText.quoted(name))
    }
    package static var onlyOneBox: Message { Message.tr("only one box at a time (--buildlist, --checklist, --radiolist or --menu)") }
    /// A box handed to the real program (DialogHandoff), which is not there.
    package static func noProgramFor(_ box: String, program: String) -> Message {
        Message.tr("%1$s needs %2$s, which is not installed (channel-editor draws --buildlist, --checklist, --radiolist and --menu itself)",
           box, program)
    }
    package static func cannotRun(_ path: String, _ reason: String) -> Message {
        Message.tr("cannot run %1$s: %2$s", MessageText.escaped(path), reason)
    }
    package static func separateOutputWith(_ box: String) -> Message {
        Message.tr("--separate-output goes with --checklist and --buildlist, not %s (as in dialog)", box)
    }
    package static var dialogNeedsBox: Message {
        Message.tr("dialog's form needs a box: --buildlist, --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT")
    }
    package static func fileExists(_ path: String) -> Message {
        Message.tr("%s: the file exists; pick --file only makes a new file (to change this one, open it with channel-editor --file)", MessageText.escaped(path))
    }
    package static func fileCannotHold(_ path: String) -> Message {
        Message.tr("%s: pick --file writes a channels file (.json), or a playlist when the items are one (--format m3u)", MessageText.escaped(path))
    }
    // dialog's --file FILE (DialogFile): 64 for the command line, 66/74 for the file, 65 for its text.
    package static var tooManyFiles: Message { Message.tr("too many --file options (does a file include itself?)") }
    package static func cannotReadFile(_ path: String, _ reason: String) -> Message {
        Message.tr("--file %1$s: cannot read it: %2$s", MessageText.quoted(path), reason)
    }
    package static func fileNotText(_ path: String, _ word: Int) -> Message {
        Message.tr("--file %1$s: word %2$d is not UTF-8 text", MessageText.quoted(path), word)
    }
    package static var whiptailNeedsChecklist: Message {
        Message.tr("--whiptail needs a box: --checklist, --radiolist or --menu TEXT HEIGHT WIDTH LIST-HEIGHT")
    }
    package static func notACount(_ option: String, _ value: String) -> Message {
        Message.tr("%1$s needs a count (0 or more), not %2$s", option, MessageText.quoted(value))
    }
    package static var maxIsZero: Message { Message.tr("--max must be 1 or more") }
    package static func minAboveMax(_ minimum: Int, _ maximum: Int) -> Message {
        Message.tr("--min %1$d is more than --max %2$d: nothing could be chosen", minimum, maximum)
    }
    package static func minAboveItems(_ minimum: Int, _ total: Int) -> Message {
        if total == 1 { return Message.tr("--min %d is more than the one item given: nothing could be chosen", minimum) }
        return Message.tr("--min %1$d is more than the %2$d items given: nothing could be chosen", minimum, total)
    }
    package static var print0NeedsLines: Message { Message.tr("--print0 goes with --output lines only") }
    package static var noItems: Message { Message.tr("no items to choose from (pipe in one item a line)") }
    package static func notANumber(_ option: String, _ value: String) -> Message {
        Message.tr("%1$s needs a file descriptor number, not %2$s", option, MessageText.quoted(value))
    }
    /// `box` is `--buildlist` or `--checklist` (not translated).
    package static func boxNeedsSizes(_ box: String) -> Message { Message.tr("%s needs TEXT HEIGHT WIDTH LIST-HEIGHT", box) }
    package static func sizeNotANumber(_ box: String, _ name: String, _ value: String) -> Message {
        Message.tr("%1$s: %2$s must be a number, not %3$s", box, name, MessageText.quoted(value))
    }
    package static func entryWidth(_ box: String, _ width: Int, extra: Int) -> Message {
        // A menu's entries have no STATUS.
        guard box == "--menu" else { return Message.tr("%1$s: items come in groups of %2$d (TAG ITEM STATUS), %3$d left over", box, width, extra) }
        return Message.tr("%1$s: items come in groups of %2$d (TAG ITEM), %3$d left over", box, width, extra)
    }
    package static var stdinIsTerminal: Message {
        Message.tr("pick reads its items from standard input: pipe them in, e.g. printf 'a\\tAlpha\\ton\\n' | channel-editor pick")
    }
    package static func cannotRead(_ problem: String) -> Message { Message.tr("cannot read standard input: %s", problem) }
    package static func cannotWrite(_ descriptor: Int32, _ problem: String) -> Message {
        Message.tr("cannot write the result to file descriptor %1$d: %2$s", Int(descriptor), problem)
    }

    /// `channel-editor pick --help`: one msgid per paragraph, as `Usage`.
    package static func help(in translation: Translation) -> String {
        [
            translation.tr("""
                Usage: printf 'ID\\tNAME\\tFLAGS\\n'... | channel-editor pick [OPTION]...
                       channel-editor [DIALOG OPTION]... --buildlist|--checklist|--radiolist
                                      TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]...
                       channel-editor [DIALOG OPTION]... --menu TEXT HEIGHT WIDTH
                                      MENU-HEIGHT [TAG ITEM]...
                       channel-editor --whiptail [OPTION]... --checklist|--radiolist|--menu
                                      TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM [STATUS]]...
                """),
            translation.tr("""
                Let the user choose items and put them in order on the editor's screen (drawn on
                the terminal, /dev/tty), then print the chosen ones. Nothing is written anywhere
                unless --file is given.
                """),
            translation.tr("""
                Items on stdin, one a line: ID<TAB>NAME<TAB>FLAGS, the name and the flags
                optional (a line with no tab is both id and name; blank lines are skipped).
                FLAGS, comma-separated, any case: on (starts in the chosen list, in input
                order), off, locked (chosen, first, cannot be moved or removed), current (drawn
                marked; the focus starts there). An empty id, a duplicate id, a control
                character in an id, invalid UTF-8, a tab in a name, an unknown flag or no items
                at all is refused with one line naming the input line (exit status 65).
                """),
            translation.tr("""
                Keys: Enter OK (print the chosen list and leave); Space moves the focused item
                to the other list (in edit mode it lifts a chosen item); e edit mode; [ ]
                move; u undo; / filter; ? help; Esc, q cancel. Mouse: click to add or remove
                (a removed item goes back to its place in the input), drag to reorder, the
                OK button at the top right accepts, the [×] beside it cancels.
                """),
            translation.tr("""
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
            translation.tr("""
                --layout grid|list|auto: the items side by side, or one a line with the whole
                name (paths, long titles); auto, the default, takes the list when most names
                would be cut in the grid. dialog's and whiptail's forms default to list.
                """),
            translation.tr("""
                --format m3u: stdin is an M3U playlist, its entries are the items, and the
                chosen entries are printed as a playlist, in the chosen order:
                  channel-editor pick --format m3u --file favourites.m3u8 < provider.m3u
                (--file writes the file on OK only and never replaces one; a shell's
                > FILE empties FILE before the pick starts, even if it is cancelled)
                """),
            translation.tr("""
                dialog's forms run scripts written for dialog --buildlist or dialog --checklist
                unchanged: the result on stderr (--stdout, --stderr, --output-fd N), quoted as
                dialog quotes it (--single-quoted, --quoted), one tag a line with
                --separate-output, --output-separator; the buildlist without --reorder and
                the checklist print in input order. whiptail's form (--whiptail first, or a
                link named ...whiptail) prints as whiptail --checklist does (--separate-output,
                --output-fd, --noitem, --ok-button, --cancel-button). Options that change only
                the box's looks are accepted; the sizes are checked as numbers and ignored.
                """),
            translation.tr("""
                The forms take dialog's and whiptail's keys, so the same keys give the same
                result: Enter presses the highlighted button (OK at first; whiptail: its list
                first, then Enter is OK), Tab and Shift-Tab move it (dialog: Right and Left
                too); dialog's buildlist starts on the items not chosen, Up and Down stay in
                the focused list, ^ and $ switch lists; a checklist's Up and Down walk the
                items in input order. TEXT is shown whole above the lists (\\n is a line
                break, as in dialog); F1 shows all of a long one.
                """),
            translation.tr("""
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
            translation.tr("""
                dialog's buttons: --extra-button (Tab to it, status 3, the result as for OK)
                and --help-button (exit status 2, HELP and the focused item's tag or item help;
                --help-status, --help-tags) with --extra-label, --help-label. DIALOG_OK,
                DIALOG_CANCEL, DIALOG_HELP, DIALOG_EXTRA, DIALOG_ITEM_HELP, DIALOG_TIMEOUT,
                DIALOG_ESC and DIALOG_ERROR remap the exit statuses as in dialog. --file FILE
                reads dialog's arguments from FILE (put --dialog first when the box is in it).
                """),
            translation.tr("""
                Exit status: 0 OK; 1 cancelled (q, Ctrl-C, the close control; Esc too, but 255
                in dialog's and whiptail's forms); 64 usage error; 65 bad items; 74 cannot write
                the result.
                """),
        ].joined(separator: "\n\n")
    }
}
