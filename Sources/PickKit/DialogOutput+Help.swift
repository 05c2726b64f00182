/// What dialog 1.3 prints when its Help button ends a buildlist or a checklist (buildlist.c,
/// checklist.c, util.c `dlg_add_help_listitem`): `HELP `, then the current item's tag (or, with
/// `--item-help`, its item help, unless `--help-tags`); with `--help-status`, the help quoted
/// and the chosen list after it, as OK prints it.
extension DialogOutput {
    /// The help for the focused entry: its item help under `--item-help` (dialog's item-help
    /// exit, `DIALOG_ITEM_HELP`), else its tag.
    package func helpSubject(tag: String, itemHelp: String?) -> (text: String, isItemHelp: Bool) {
        guard let itemHelp else { return (tag, false) }
        return (helpTags ? tag : itemHelp, true)
    }

    /// The bytes of a Help ending: `subject` from `helpSubject`, `chosen` the chosen tags in
    /// the order OK prints them.
    package func helpText(subject: String, chosen: [String]) -> String {
        var result = "HELP "
        guard helpStatus else {
            // dlg_add_string: quoted only under --quoted.
            return result + (quoted ? quote(subject) : subject)
        }
        // A radiolist quotes the help as without --separate-output (only a checklist's is separate).
        if separate, !box.printsOneTag {
            result += quoted ? quote(subject) : subject
            // A checklist ends the help with a separator, as it ends each tag.
            if box == .checklist { result += joiner }
        } else {
            result += quote(subject)
        }
        return list(chosen, after: result)
    }
}
