import CommandLineKit
import EditorKit
import Localization

/// dialog's command line for a buildlist or a checklist, so that a script written for
/// `dialog --buildlist` or `dialog --checklist` runs with only the program's name changed:
/// `[COMMON OPTION]... --buildlist|--checklist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]... [COMMON OPTION]...`.
/// The sizes are checked as dialog checks them and ignored: the screen uses the terminal.
/// Options that only change dialog's looks are accepted and ignored; the ones that change the
/// result are honoured (docs/DECISIONS.md, "Pick mode").
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
        var parse = DialogFormParse(output: DialogOutput(), translation: translation)
        var words: [String] = []
        var scanner = OptionScanner(arguments)
        while let argument = scanner.next() {
            // dialog takes no `--name=value`; a `--` in a value's place stands for the word after it.
            func value() throws(UsageError) -> String {
                let next = try scanner.value(missing: UsageError(PickText.needsValue(argument), in: translation))
                return next == "--" ? (scanner.next() ?? "") : next
            }
            if boxes[argument] != nil {
                try parse.box(argument)
                words = self.box(&scanner.rest)
                continue
            }
            guard let option = OptionTable.spec(argument, for: .dialog),
                  let store = DialogFormParse.dialog[option.name] ?? (option.effect == .ignored ? skip : nil)
            else {
                if argument.hasPrefix("--") { throw UsageError(message: PickText.unsupportedDialogOption(argument, in: translation)) }
                throw UsageError(PickText.unexpectedOperand(argument), in: translation)
            }
            // A store takes one value at most; the table's other dialog options change only
            // dialog's looks: skipped, values and all.
            let values = try (0..<option.values).map { _ throws(UsageError) in try value() }
            try store(&parse, option.name, values.first ?? "")
        }
        guard let box = parse.boxName else { throw UsageError(PickText.dialogNeedsBox, in: translation) }
        var (request, output, noItems, itemHelp) = (parse.request, parse.output, parse.noItems, parse.itemHelp)
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
        request.showsTags = parse.showsTags && !noItems
        request.source = .arguments(entries, box: box)
        // dialog's menu prints the help alone, --help-status or not (menubox.c).
        if output.box == .menu { output.helpStatus = false }
        request.format = .dialog(output)
        // The title after the chosen list's title, TEXT whole above the lists.
        request.session.prompt = prompt(title: parse.title, text: "", backtitle: parse.backtitle)
        request.session.boxText = DialogBoxText.expanded(
            words[0], expandsNewlines: parse.expandsNewlines, keepsNewlines: parse.keepsNewlines)
        parse.buttons.offer(in: &request.session)
        request.printsInInputOrder = !parse.reorder || output.box != .buildlist
        request.session.addsInInputOrder = request.printsInInputOrder
        request.session.form = output.box == .buildlist ? .buildlist : .checklist
        choose(output.box, in: &request.session)
        return request
    }

    /// An option that changes only dialog's or whiptail's looks: taken and left unused.
    static let skip: DialogFormParse.Store = { _, _, _ in }

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
