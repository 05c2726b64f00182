/// dialog's and whiptail's boxes other than the four lists channel-editor draws (--buildlist,
/// --checklist, --radiolist, --menu): a script's --msgbox or --yesno is handed to the real
/// program (DialogHandoff), so that `DIALOG=channel-editor` runs a whole script.
package enum OtherDialogBoxes {
    package static let names: Set<String> = [
        "--calendar", "--dselect", "--editbox", "--form", "--fselect", "--gauge", "--infobox", "--inputbox",
        "--inputmenu", "--mixedform", "--mixedgauge", "--msgbox", "--passwordbox", "--passwordform",
        "--pause", "--prgbox", "--programbox", "--progressbox", "--rangebox", "--tailbox",
        "--tailboxbg", "--textbox", "--timebox", "--treeview", "--yesno",
    ]

    /// The first such box among the options (the word after a `--` is a value, not an option).
    package static func first(in arguments: [String]) -> String? {
        var literal = false
        for argument in arguments {
            if literal {
                literal = false
                continue
            }
            if argument == "--" {
                literal = true
                continue
            }
            // `--name=value` is whiptail's (popt) spelling; a box takes no such value.
            if names.contains(argument) { return argument }
        }
        return nil
    }
}
