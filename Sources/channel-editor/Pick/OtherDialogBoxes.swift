/// dialog's and whiptail's boxes other than the two channel-editor draws: a script that uses one
/// is told that box is not supported, not that the option is unknown (a typo is).
enum OtherDialogBoxes {
    static let names: Set<String> = [
        "--calendar", "--dselect", "--editbox", "--form", "--fselect", "--gauge", "--infobox", "--inputbox",
        "--inputmenu", "--menu", "--mixedform", "--mixedgauge", "--msgbox", "--passwordbox", "--passwordform",
        "--pause", "--prgbox", "--programbox", "--progressbox", "--radiolist", "--rangebox", "--tailbox",
        "--tailboxbg", "--textbox", "--timebox", "--treeview", "--yesno",
    ]
}
