import ChannelStore
import EditorKit

/// What `channel-editor pick ...` or `channel-editor --buildlist ...` asked for: where the items
/// come from, how the screen words things, and how the result is printed.
package struct PickRequest: Equatable {
    /// Where the items come from.
    package enum Source: Equatable {
        /// `pick`: stdin, one item a line (`PickLines`).
        case standardInput
        /// `--buildlist`, `--checklist`: TAG ITEM STATUS triples from the command line; `box`
        /// names them in a message.
        case arguments([DialogEntry], box: String)

        /// The items' source in a message: `stdin`, or the box (not translated).
        package var name: String {
            switch self {
            case .standardInput: return "stdin"
            case .arguments(_, let box): return box
            }
        }
    }

    /// How the chosen items are printed on OK.
    package enum Format: Equatable {
        /// One id a line.
        case lines
        /// `[{"id": ..., "name": ...}, ...]`, one item a line.
        case json
        /// `ID<TAB>NAME` a line, the name escaped as in `list`.
        case tsv
        /// As dialog prints a buildlist's result (`DialogOutput`).
        case dialog(DialogOutput)
    }

    package var source: Source = .standardInput
    /// `pick`: how items are cut out of stdin (`--read0`, `--no-fields`).
    package var framing = PickLines.Framing()
    /// `--print0`: each chosen id followed by NUL instead of a newline (`--output lines`).
    package var print0 = false
    /// dialog's and whiptail's `--default-item TAG`: the focus starts there.
    package var defaultItem: String?
    /// The chosen items are printed in input order, whatever order the screen shows (dialog's
    /// buildlist without `--reorder`, both checklists), as those programs print them.
    package var printsInInputOrder = false
    package var format: Format = .lines
    package var session = PickSession()
    /// The file descriptor the result goes to: stdout, or dialog's stderr / `--output-fd`.
    package var descriptor: Int32 = 1
    /// The exit status of a cancel by Esc: 1, or dialog's 255.
    package var escapeStatus: Int32 = 1
    /// `--file PATH`: on OK, also save the result there as a channels file.
    package var file: String?
    /// `--format m3u`: stdin is a file of that format and the result is one
    /// (`FormatDriver.pickSource`); nil: items, one a line.
    package var inputFormat: FileFormat?
    /// dialog's and whiptail's forms: each item shown after its tag (DialogColumns); false with
    /// `--no-tags` (`--notags`) or `--no-items` (`--noitem`).
    package var showsTags = false

    package init() {}
}

/// One TAG ITEM STATUS of dialog's buildlist, as given.
package struct DialogEntry: Equatable {
    package var tag: String
    package var item: String
    /// STATUS is `on` (any case): the item starts in the chosen list.
    package var on: Bool
    /// dialog's `--item-help`: the entry's fourth word (dialog's Help button prints it).
    package var help: String?

    package init(tag: String, item: String, on: Bool, help: String? = nil) {
        self.tag = tag
        self.item = item
        self.on = on
        self.help = help
    }
}
