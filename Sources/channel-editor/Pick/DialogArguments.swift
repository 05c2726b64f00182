import EditorKit

/// dialog's command line for a buildlist, so that a script written for `dialog --buildlist`
/// runs with only the program's name changed:
/// `[COMMON OPTION]... --buildlist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]... [COMMON OPTION]...`.
/// The sizes are checked (integers, as dialog wants) and ignored: the screen uses the terminal.
/// Options that only change dialog's looks are accepted and ignored; the ones that change the
/// result are honoured (docs/ARCHITECTURE.md, "Pick mode").
enum DialogArguments {
    /// Options of no value that change nothing here (looks, keys, dialog's own screen handling).
    static let ignoredFlags: Set<String> = [
        "--clear", "--keep-tite", "--keep-window", "--no-shadow", "--shadow", "--no-mouse", "--no-lines",
        "--ascii-lines", "--no-collapse", "--cr-wrap", "--trim", "--no-nl-expand", "--colors", "--no-tags",
        "--visit-items", "--no-cancel", "--nocancel", "--erase-on-exit", "--insecure", "--ignore", "--no-kill",
        "--defaultno", "--scrollbar", "--no-hot-list", "--tab-correct", "--size-err", "--beep", "--beep-after",
        "--iso-week", "--quoted", "--cursor-off-label", "--last-key", "--no-ok", "--nook",
    ]

    /// Options with one value that change nothing here.
    static let ignoredWithValue: Set<String> = [
        "--backtitle", "--aspect", "--default-item", "--default-button", "--extra-label", "--help-label",
        "--exit-label", "--yes-label", "--no-label", "--hline", "--hfile", "--timeout", "--sleep",
        "--max-input", "--column-separator", "--date-format", "--time-format", "--tab-len", "--input-fd",
        "--week-start",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> PickRequest {
        var request = PickRequest()
        request.escapeStatus = 255
        request.descriptor = 2
        var output = DialogOutput()
        var reorder = false
        var noItems = false
        var itemHelp = false
        var title: String?
        var text: String?
        var words: [String] = []
        var sawBox = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            func value() throws(UsageError) -> String {
                guard let next = rest.popFirst() else { throw UsageError(message: PickText.needsValue(argument)) }
                return next == "--" ? (rest.popFirst() ?? "") : next
            }
            switch argument {
            case "--buildlist":
                guard !sawBox else { throw UsageError(message: PickText.onlyOneBuildlist) }
                sawBox = true
                words = box(&rest)
            case "--title": title = try value()
            case "--ok-label": request.session.okLabel = try PickArguments.nonEmpty(value(), for: argument)
            case "--cancel-label": request.session.cancelLabel = try PickArguments.nonEmpty(value(), for: argument)
            case "--stdout": request.descriptor = 1
            case "--stderr": request.descriptor = 2
            case "--output-fd":
                let fd = try value()
                guard let number = Int32(fd), number >= 0 else { throw UsageError(message: PickText.notANumber(argument, fd)) }
                request.descriptor = number
            case "--separate-output": output.separate = true
            case "--single-quoted": output.singleQuoted = true
            case "--separator", "--output-separator": output.separator = try value()
            case "--reorder": reorder = true
            case "--no-items": noItems = true
            case "--item-help": itemHelp = true
            case "--begin":
                _ = try value()
                _ = try value()
            default:
                if ignoredFlags.contains(argument) { continue }
                if ignoredWithValue.contains(argument) {
                    _ = try value()
                    continue
                }
                if argument.hasPrefix("--") { throw UsageError(message: PickText.unsupportedDialogOption(argument)) }
                throw UsageError(message: PickText.unexpectedOperand(argument))
            }
        }
        guard words.count >= 4 else { throw UsageError(message: PickText.buildlistNeedsSizes) }
        text = words[0]
        for (index, size) in words[1...3].enumerated() where Int(size) == nil {
            throw UsageError(message: PickText.sizeNotANumber(["HEIGHT", "WIDTH", "LIST-HEIGHT"][index], size))
        }
        let width = (noItems ? 2 : 3) + (itemHelp ? 1 : 0)
        let fields = Array(words.dropFirst(4))
        guard fields.count % width == 0 else {
            throw UsageError(message: PickText.entryWidth(width, extra: fields.count % width))
        }
        var entries: [DialogEntry] = []
        entries.reserveCapacity(fields.count / width)
        var start = 0
        while start < fields.count {
            let tag = fields[start]
            let item = noItems ? tag : fields[start + 1]
            let status = fields[start + (noItems ? 1 : 2)]
            entries.append(DialogEntry(tag: tag, item: item, on: status.lowercased() == "on"))
            start += width
        }
        request.source = .arguments(entries)
        request.format = .dialog(output)
        let prompt = [title, text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        request.session.prompt = prompt.isEmpty ? nil : prompt
        if !reorder {
            var ranks: [String: Int] = [:]
            ranks.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() where ranks[entry.tag] == nil { ranks[entry.tag] = index }
            request.session.inputRank = ranks
        }
        return request
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
        ignoredFlags.contains(word) || ignoredWithValue.contains(word) || [
            "--title", "--ok-label", "--cancel-label", "--stdout", "--stderr", "--output-fd",
            "--separate-output", "--single-quoted", "--separator", "--output-separator", "--reorder",
            "--no-items", "--item-help", "--begin", "--buildlist",
        ].contains(word)
    }
}
