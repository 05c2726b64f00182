import CommandLineKit
import EditorKit
import Localization

/// dialog's command line for a buildlist or a checklist, so that a script written for
/// `dialog --buildlist` or `dialog --checklist` runs with only the program's name changed:
/// `[COMMON OPTION]... --buildlist|--checklist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]... [COMMON OPTION]...`.
/// The sizes are checked as dialog checks them and ignored: the screen uses the terminal.
/// Options that only change dialog's looks are accepted and ignored; the ones that change the
/// result are honoured (docs/ARCHITECTURE.md, "Pick mode").
package enum DialogArguments {
    /// The boxes channel-editor draws, and what dialog calls them.
    package static let boxes: [String: DialogOutput.Box] = [
        "--buildlist": .buildlist, "--checklist": .checklist, "--radiolist": .radiolist, "--menu": .menu,
    ]

    /// dialog's button names for `--default-button`, any case (its `button_code`).
    static func button(named name: String, in translation: Translation) throws(UsageError) -> PickButton {
        switch name.lowercased() {
        case "ok", "yes": return .ok
        case "cancel", "no": return .cancel
        case "extra": return .extra
        case "help": return .help
        default: throw UsageError(PickText.unknownButton(name), in: translation)
        }
    }

    package static func parse(_ arguments: [String], in translation: Translation) throws(UsageError) -> PickRequest {
        var request = PickRequest()
        request.escapeStatus = 255
        request.descriptor = 2
        var output = DialogOutput()
        var reorder = false
        var noItems = false
        var itemHelp = false
        var buttons = DialogButtons()
        var title: String?
        var backtitle: String?
        var showsTags = true
        var expandsNewlines = true
        var keepsNewlines = false
        var words: [String] = []
        var boxName: String?
        var scanner = OptionScanner(arguments)
        while let argument = scanner.next() {
            // dialog takes no `--name=value`; a `--` in a value's place stands for the word after it.
            func value() throws(UsageError) -> String {
                let next = try scanner.value(missing: UsageError(PickText.needsValue(argument), in: translation))
                return next == "--" ? (scanner.next() ?? "") : next
            }
            if let box = boxes[argument] {
                guard boxName == nil else { throw UsageError(PickText.onlyOneBox, in: translation) }
                boxName = argument
                output.box = box
                words = self.box(&scanner.rest)
                continue
            }
            switch argument {
            case "--title": title = try value()
            case "--backtitle": backtitle = try value()
            case "--no-tags": showsTags = false
            case "--ok-label": request.session.okLabel = try PickArguments.nonEmpty(value(), for: argument, in: translation)
            case "--cancel-label": request.session.cancelLabel = try PickArguments.nonEmpty(value(), for: argument, in: translation)
            case "--stdout": request.descriptor = 1
            case "--stderr": request.descriptor = 2
            case "--output-fd": request.descriptor = try descriptor(value(), for: argument, in: translation)
            case "--separate-output": output.separate = true
            case "--single-quoted": output.singleQuoted = true
            case "--quoted": output.quoted = true
            case "--separator", "--output-separator": output.separator = try value()
            case "--reorder": reorder = true
            case "--no-items": noItems = true
            case "--item-help": itemHelp = true
            case "--default-item": request.defaultItem = try value()
            case "--extra-button": buttons.extra = true
            case "--extra-label": buttons.extraLabel = try value()
            case "--help-button": buttons.help = true
            case "--help-label": buttons.helpLabel = try value()
            case "--help-status": output.helpStatus = true
            case "--no-ok", "--nook": request.session.hasOKButton = false
            case "--default-button": request.session.defaultButton = try button(named: value(), in: translation)
            case "--help-tags": output.helpTags = true
            case "--timeout":
                // Seconds with no key: the session ends as Esc does (255), as dialog's does.
                let text = try value()
                guard let seconds = Int(text), seconds >= 0 else {
                    throw UsageError(PickText.notACount(argument, text), in: translation)
                }
                request.session.idleTimeout = seconds
            default:
                guard let option = OptionTable.spec(argument, for: .dialog), option.effect == .ignored else {
                    if argument.hasPrefix("--") { throw UsageError(message: PickText.unsupportedDialogOption(argument, in: translation)) }
                    throw UsageError(PickText.unexpectedOperand(argument), in: translation)
                }
                // No Cancel button for Tab to reach (Esc still cancels).
                if argument == "--no-cancel" || argument == "--nocancel" { request.session.hasCancelButton = false }
                // How TEXT is shown (DialogBoxText).
                if argument == "--no-nl-expand" { expandsNewlines = false }
                if argument == "--cr-wrap" { keepsNewlines = true }
                // The table's other dialog options change only dialog's looks: skipped, values and all.
                for _ in 0..<option.values { _ = try value() }
            }
        }
        guard let box = boxName else { throw UsageError(PickText.dialogNeedsBox, in: translation) }
        // dialog 1.3: "Unexpected widget with --separate-output" for any other box.
        if output.separate, output.box.printsOneTag { throw UsageError(PickText.separateOutputWith(box), in: translation) }
        // A menu's entries have no STATUS.
        let hasStatus = output.box != .menu
        let width = (noItems ? 1 : 2) + (hasStatus ? 1 : 0) + (itemHelp ? 1 : 0)
        let groups = try entryGroups(words, box: box, width: width, in: translation)
        var entries: [DialogEntry] = []
        entries.reserveCapacity(groups.count)
        for group in groups {
            let tag = group[0]
            let status = hasStatus ? group[noItems ? 1 : 2] : ""
            // dialog compares STATUS with "on" ignoring case; anything else is off. A
            // radiolist keeps the first item on.
            let on = status.lowercased() == "on" && !(output.box == .radiolist && entries.contains(where: \.on))
            entries.append(DialogEntry(tag: tag, item: noItems ? tag : group[1], on: on, help: itemHelp ? group[width - 1] : nil))
        }
        request.showsTags = showsTags && !noItems
        request.source = .arguments(entries, box: box)
        // dialog's menu prints the help alone, --help-status or not (menubox.c).
        if output.box == .menu { output.helpStatus = false }
        request.format = .dialog(output)
        // The title after the chosen list's title, TEXT whole above the lists.
        request.session.prompt = prompt(title: title, text: "", backtitle: backtitle)
        request.session.boxText = DialogBoxText.expanded(
            words[0], expandsNewlines: expandsNewlines, keepsNewlines: keepsNewlines)
        buttons.offer(in: &request.session)
        request.printsInInputOrder = !reorder || output.box != .buildlist
        request.session.addsInInputOrder = request.printsInInputOrder
        request.session.form = output.box == .buildlist ? .buildlist : .checklist
        choose(output.box, in: &request.session)
        return request
    }

    /// What OK takes in the box: a radiolist keeps one item chosen, a menu takes the focused one.
    static func choose(_ box: DialogOutput.Box, in session: inout PickSession) {
        switch box {
        case .radiolist:
            session.choice = .one
            session.maximum = 1
        case .menu: session.choice = .focused
        case .buildlist, .checklist: break
        }
    }

    /// `--backtitle`, `--title` and TEXT, as the prompt after the chosen list's title.
    static func prompt(title: String?, text: String, backtitle: String? = nil) -> String? {
        let prompt = [backtitle, title, text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        return prompt.isEmpty ? nil : prompt
    }

    /// `--output-fd N`: a descriptor number.
    static func descriptor(_ text: String, for option: String, in translation: Translation) throws(UsageError) -> Int32 {
        guard let number = Int32(text), number >= 0 else { throw UsageError(PickText.notANumber(option, text), in: translation) }
        return number
    }

    /// The box's words after TEXT, as dialog and whiptail read them: HEIGHT WIDTH LIST-HEIGHT
    /// (`checkSizes`), then the entries, in groups of `width` words with none left over.
    static func entryGroups(_ words: [String], box: String, width: Int, in translation: Translation) throws(UsageError)
        -> [[String]]
    {
        guard words.count >= 4 else { throw UsageError(PickText.boxNeedsSizes(box), in: translation) }
        try checkSizes(words[1...3], box: box, in: translation)
        let fields = words.dropFirst(4)
        guard fields.count % width == 0 else {
            throw UsageError(PickText.entryWidth(box, width, extra: fields.count % width), in: translation)
        }
        return stride(from: fields.startIndex, to: fields.endIndex, by: width).map { Array(fields[$0..<($0 + width)]) }
    }

    /// HEIGHT WIDTH LIST-HEIGHT as dialog (strtol) and whiptail (strtoul) take them: empty, or
    /// optional leading white space, an optional sign and decimal digits, any size (dialog
    /// 1.3 accepts `''`, `' 5'`, `-3` and 2^63 and refuses `1e20`, `5 ` and `0x10`). Ignored here.
    static func checkSizes(_ sizes: ArraySlice<String>, box: String, in translation: Translation) throws(UsageError) {
        for (index, size) in sizes.enumerated() where !isCNumber(size) {
            throw UsageError(PickText.sizeNotANumber(box, ["HEIGHT", "WIDTH", "LIST-HEIGHT"][index], size), in: translation)
        }
    }

    static func isCNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.isEmpty { return true }
        while let first = scalars.first, [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r"].contains(first) {
            scalars.removeFirst()
        }
        if let first = scalars.first, first == "+" || first == "-" { scalars.removeFirst() }
        return !scalars.isEmpty && scalars.allSatisfy { $0.properties.numericType != nil && $0.isASCII }
    }

    /// The words of the box: TEXT, the sizes and the entries, up to the next option (a word
    /// starting with `--`; `--` itself makes the word after it an entry word, as in dialog).
    private static func box(_ rest: inout ArraySlice<String>) -> [String] {
        var words: [String] = []
        while let word = rest.first {
            if word == "--" {
                rest.removeFirst()
                if let next = rest.popFirst() { words.append(next) }
                continue
            }
            if word.hasPrefix("--"), words.count >= 4 || isKnownOption(word) { break }
            words.append(word)
            rest.removeFirst()
        }
        return words
    }

    private static func isKnownOption(_ word: String) -> Bool {
        OptionTable.spec(word, for: .dialog) != nil
    }
}
