import CommandLineKit
import Localization

/// whiptail's (newt 0.52) command line for a checklist, so that a script written for
/// `whiptail --checklist` runs by changing one word: `whiptail` becomes `channel-editor
/// --whiptail`, or a link to channel-editor whose name ends in `whiptail` (`channel-whiptail`).
/// `[OPTION]... --checklist TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]...`, options
/// anywhere (as popt takes them), `--name=value` too. The result goes to stderr (`--output-fd`);
/// OK 0, Cancel 1, Esc 255, as whiptail. Options that only change whiptail's looks are accepted.
package enum WhiptailArguments {
    package static func parse(_ arguments: [String], in translation: Translation) throws(UsageError) -> PickRequest {
        var parse = DialogFormParse(output: DialogOutput(box: .checklist, program: .whiptail), translation: translation)
        var words: [String] = []
        var scanner = OptionScanner(arguments)
        var optionsEnded = false
        while let argument = scanner.next() {
            if optionsEnded || !argument.hasPrefix("--") || argument == "--" {
                if argument == "--", !optionsEnded {
                    optionsEnded = true
                } else {
                    words.append(argument)
                }
                continue
            }
            let (name, inline) = OptionScanner.split(argument)
            // whiptail's looks: a flag is refused with a value, as popt refuses it.
            guard let option = OptionTable.spec(name, for: .whiptail), option.effect != .ignored || option.values > 0 || inline == nil else {
                throw UsageError(message: PickText.unsupportedWhiptailOption(argument, in: translation))
            }
            // Any other row without a store (`--whiptail`, whiptail's looks) is taken, values and all.
            let values = try (0..<option.values).map { _ throws(UsageError) in
                try scanner.value(inline: inline, missing: UsageError(PickText.needsValue(name), in: translation))
            }
            try DialogFormParse.whiptail[option.name]?(&parse, option.name, values.first ?? "")
        }
        guard let box = parse.boxName else { throw UsageError(PickText.whiptailNeedsChecklist, in: translation) }
        var (request, output, noItems) = (parse.request, parse.output, parse.noItems)
        // A menu's entry is TAG ITEM, with --noitem too (whiptail then skips the ITEM word).
        let isMenu = output.box == .menu
        let width = isMenu ? 2 : noItems ? 2 : 3
        var entries: [DialogEntry] = []
        for group in try DialogArguments.entryGroups(words, box: box, width: width, in: translation) {
            let status = isMenu ? "" : group[width - 1].lowercased()
            // whiptail: "1", "on" or "yes" (any case) is on; a radiolist prints its last one.
            let on = status == "1" || status == "on" || status == "yes"
            if on, output.box == .radiolist { entries = entries.map { DialogEntry(tag: $0.tag, item: $0.item, on: false) } }
            entries.append(DialogEntry(tag: group[0], item: noItems ? group[0] : group[1], on: on))
        }
        request.showsTags = parse.showsTags && !noItems
        request.source = .arguments(entries, box: box)
        // whiptail's --default-item focuses a menu's item; its checklist and radiolist ignore it.
        if !isMenu { request.defaultItem = nil }
        request.format = .dialog(output)
        // The title after the chosen list's title, TEXT whole above the lists.
        request.session.prompt = DialogArguments.prompt(title: parse.title, text: "", backtitle: parse.backtitle)
        request.session.boxText = DialogBoxText.expanded(words[0], keepsNewlines: true)
        request.session.addsInInputOrder = true
        request.session.form = .whiptailChecklist
        DialogArguments.choose(output.box, in: &request.session)
        request.printsInInputOrder = true
        return request
    }
}
