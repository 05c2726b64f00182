import CommandLineKit
import EditorKit
import Localization

/// What dialog's or whiptail's command line has said so far, and where each of their options
/// is kept (`stores`): the table-driven half of `DialogArguments` and `WhiptailArguments`.
/// Which words are options and how many values each takes is `OptionTable`'s; a row of either
/// form without a store here is taken and left unused (dialog's and whiptail's looks), and
/// `DialogFormStoresTests` checks that every honoured row has one.
package struct DialogFormParse {
    let translation: Translation
    var request = PickRequest()
    var output: DialogOutput
    var boxName: String?
    var reorder = false
    var noItems = false
    var itemHelp = false
    var buttons = DialogButtons()
    var title: String?
    var backtitle: String?
    var showsTags = true
    var expandsNewlines = true
    var keepsNewlines = false

    /// The result on stderr, Esc 255: both programs' defaults.
    init(output: DialogOutput, translation: Translation) {
        self.output = output
        self.translation = translation
        request.escapeStatus = 255
        request.descriptor = 2
    }

    /// Keeps an option's value (`""` for a switch); `name` is the row's.
    typealias Store = @Sendable (inout DialogFormParse, _ name: String, _ value: String) throws(UsageError) -> Void

    /// The options both programs take alike.
    private static let common: [String: Store] = [
        "--title": { parse, _, value in parse.title = value },
        "--backtitle": { parse, _, value in parse.backtitle = value },
        "--output-fd": { parse, name, value throws(UsageError) in
            parse.request.descriptor = try DialogArguments.descriptor(value, for: name, in: parse.translation)
        },
        "--separate-output": { parse, _, _ in parse.output.separate = true },
        "--default-item": { parse, _, value in parse.request.defaultItem = value },
        // No Cancel button for Tab to reach (Esc still cancels).
        "--nocancel": { parse, _, _ in parse.request.session.hasCancelButton = false },
    ]

    /// dialog's (`DialogArguments`; the boxes are read there, with their words).
    static let dialog: [String: Store] = common.merging([
        "--no-tags": { parse, _, _ in parse.showsTags = false },
        "--ok-label": { parse, name, value throws(UsageError) in parse.request.session.okLabel = try parse.nonEmpty(value, for: name) },
        "--cancel-label": { parse, name, value throws(UsageError) in
            parse.request.session.cancelLabel = try parse.nonEmpty(value, for: name)
        },
        "--stdout": { parse, _, _ in parse.request.descriptor = 1 },
        "--stderr": { parse, _, _ in parse.request.descriptor = 2 },
        "--single-quoted": { parse, _, _ in parse.output.singleQuoted = true },
        "--quoted": { parse, _, _ in parse.output.quoted = true },
        "--separator": { parse, _, value in parse.output.separator = value },
        "--output-separator": { parse, _, value in parse.output.separator = value },
        "--reorder": { parse, _, _ in parse.reorder = true },
        "--no-items": { parse, _, _ in parse.noItems = true },
        "--item-help": { parse, _, _ in parse.itemHelp = true },
        "--extra-button": { parse, _, _ in parse.buttons.extra = true },
        "--extra-label": { parse, _, value in parse.buttons.extraLabel = value },
        "--help-button": { parse, _, _ in parse.buttons.help = true },
        "--help-label": { parse, _, value in parse.buttons.helpLabel = value },
        "--help-status": { parse, _, _ in parse.output.helpStatus = true },
        "--help-tags": { parse, _, _ in parse.output.helpTags = true },
        "--no-ok": { parse, _, _ in parse.request.session.hasOKButton = false },
        "--nook": { parse, _, _ in parse.request.session.hasOKButton = false },
        "--default-button": { parse, _, value throws(UsageError) in
            parse.request.session.defaultButton = try DialogArguments.button(named: value, in: parse.translation)
        },
        // Seconds with no key: the session ends as Esc does (255), as dialog's does.
        "--timeout": { parse, name, value throws(UsageError) in
            guard let seconds = Int(value), seconds >= 0 else {
                throw UsageError(PickText.notACount(name, value), in: parse.translation)
            }
            parse.request.session.idleTimeout = seconds
        },
        "--no-cancel": { parse, _, _ in parse.request.session.hasCancelButton = false },
        // How TEXT is shown (DialogBoxText).
        "--no-nl-expand": { parse, _, _ in parse.expandsNewlines = false },
        "--cr-wrap": { parse, _, _ in parse.keepsNewlines = true },
    ]) { common, _ in common }

    /// whiptail's (`WhiptailArguments`).
    static let whiptail: [String: Store] = common.merging([
        "--checklist": { parse, name, _ throws(UsageError) in try parse.box(name) },
        "--radiolist": { parse, name, _ throws(UsageError) in try parse.box(name) },
        "--menu": { parse, name, _ throws(UsageError) in try parse.box(name) },
        "--notags": { parse, _, _ in parse.showsTags = false },
        "--ok-button": { parse, name, value throws(UsageError) in parse.request.session.okLabel = try parse.nonEmpty(value, for: name) },
        "--cancel-button": { parse, name, value throws(UsageError) in
            parse.request.session.cancelLabel = try parse.nonEmpty(value, for: name)
        },
        "--noitem": { parse, _, _ in parse.noItems = true },
    ]) { common, _ in common }

    /// The options each form keeps somewhere (`DialogFormStoresTests` checks them against the table).
    package static var storedOptions: (dialog: Set<String>, whiptail: Set<String>) { (Set(dialog.keys), Set(whiptail.keys)) }

    /// The box, once.
    mutating func box(_ name: String) throws(UsageError) {
        guard boxName == nil else { throw UsageError(PickText.onlyOneBox, in: translation) }
        boxName = name
        output.box = DialogArguments.boxes[name] ?? .checklist
    }

    /// A title or label must show something.
    func nonEmpty(_ text: String, for option: String) throws(UsageError) -> String {
        try PickArguments.nonEmpty(text, for: option, in: translation)
    }
}
