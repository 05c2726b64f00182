/// Every message and help text of a pick session, in one place (for translation). Machine
/// output (the chosen ids, JSON, TSV, dialog's format) is never translated and is not here.
enum PickText {
    // Where an item is, in a message.
    static func linePlace(_ number: Int) -> String { "line \(number)" }
    static func entryPlace(_ number: Int) -> String { "item \(number)" }

    // Bad items (exit status 65); `source` is "stdin" or "--buildlist".
    static func emptyID(_ place: String) -> String { "\(place): empty id" }
    static func controlInID(_ place: String, _ id: String) -> String {
        "\(place): id \(ScriptText.quoted(id)) has a control character"
    }
    static func duplicateID(_ place: String, _ id: String, first: String) -> String {
        "\(place): duplicate id \(ScriptText.quoted(id)) (first on \(first))"
    }
    static func secondCurrent(_ place: String, first: String) -> String {
        "\(place): a second current item (the first on \(first))"
    }
    static func invalidUTF8(_ place: String) -> String { "\(place): not valid UTF-8" }
    static func tabInName(_ place: String) -> String {
        "\(place): a tab in the name (a line is ID<TAB>NAME<TAB>FLAGS)"
    }
    static func unknownFlag(_ place: String, _ flag: String) -> String {
        "\(place): unknown flag \(ScriptText.quoted(flag)) (flags are on, locked, current)"
    }
    static func invalidArgument(_ number: Int) -> String { "argument \(number): not valid UTF-8" }
    static func badItems(source: String, _ message: String) -> String { "\(source): \(message)" }

    // The command line (exit status 64).
    static func needsValue(_ option: String) -> String { "\(option) needs a value" }
    static func unknownOption(_ option: String) -> String { "unknown option \(ScriptText.quoted(option)) for pick" }
    static func unexpectedOperand(_ word: String) -> String { "unexpected argument \(ScriptText.quoted(word))" }
    static func unknownOutput(_ format: String) -> String {
        "unknown --output \(ScriptText.quoted(format)) (lines, json or tsv)"
    }
    static let onlyOneBuildlist = "only one --buildlist box at a time"
    static func unsupportedDialogOption(_ option: String) -> String {
        "\(ScriptText.quoted(option)) is not supported: channel-editor does dialog's --buildlist box only"
    }
    static func notANumber(_ option: String, _ value: String) -> String {
        "\(option) needs a file descriptor number, not \(ScriptText.quoted(value))"
    }
    static let buildlistNeedsSizes = "--buildlist needs TEXT HEIGHT WIDTH LIST-HEIGHT"
    static func sizeNotANumber(_ name: String, _ value: String) -> String {
        "--buildlist: \(name) must be a number, not \(ScriptText.quoted(value))"
    }
    static func entryWidth(_ width: Int, extra: Int) -> String {
        "--buildlist: items come in groups of \(width) (TAG ITEM STATUS), \(extra) left over"
    }
    static let stdinIsTerminal =
        "pick reads its items from standard input: pipe them in, e.g. printf 'a\\tAlpha\\ton\\n' | channel-editor pick"
    static func cannotRead(_ problem: String) -> String { "cannot read standard input: \(problem)" }
    static func cannotWrite(_ descriptor: Int32, _ problem: String) -> String {
        "cannot write the result to file descriptor \(descriptor): \(problem)"
    }

    /// `channel-editor pick --help`.
    static let help = """
        Usage: printf 'ID\\tNAME\\tFLAGS\\n'... | channel-editor pick [OPTION]...
               channel-editor [DIALOG OPTION]... --buildlist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]...

        Let the user choose items and put them in order on the editor's screen (drawn on
        the terminal, /dev/tty), then print the chosen ones. Nothing is written anywhere
        unless --file is given.

        Items on stdin, one a line: ID<TAB>NAME<TAB>FLAGS, the name and the flags optional
        (a line with no tab is both id and name). FLAGS, comma-separated: on (starts in the
        chosen list, in input order), locked (chosen, first, cannot be moved or removed),
        current (drawn marked; the focus starts there). An empty id, a duplicate id, a
        control character in an id, invalid UTF-8, a tab in a name or an unknown flag is
        refused with one line naming the input line (exit status 65).

        Keys: Enter OK (print the chosen list and leave); Space moves the focused item to
        the other list; e edit mode (Space lifts, arrows move, Enter... as in the editor);
        [ ] move; u undo; / filter; ? help; Esc, q cancel. Mouse: click to add or remove,
        drag to reorder, the button at the top right is OK.

        Options:
              --title TEXT            shown above the list, after its title
              --mine-title TEXT       the chosen list's title (default: Chosen)
              --available-title TEXT  the other list's title (default: Available)
              --ok-label TEXT         what the OK key and button say (default: OK)
              --cancel-label TEXT     what the cancel key says (default: Cancel)
              --output FORMAT         lines (default): one id a line; tsv: ID<TAB>NAME,
                                      the name escaped as in list; json: an array of
                                      {"id": ..., "name": ...}
          -f, --file PATH             on OK, also save the result as a channels file

        dialog's form runs scripts written for dialog --buildlist unchanged: the result on
        stderr (--stdout, --stderr, --output-fd N), quoted as dialog quotes it, or one tag
        a line with --separate-output; --reorder keeps the order of adding, else an added
        item goes to its input-order place; --title, --ok-label, --cancel-label,
        --single-quoted, --separator, --no-items, --item-help are honoured; other common
        options (--backtitle, --clear, ...) are accepted; the sizes are ignored.

        Exit status: 0 OK; 1 cancelled (q, Ctrl-C, the close control; Esc too, but 255 in
        dialog's form); 64 usage error; 65 bad items; 74 cannot write the result.
        """
}
