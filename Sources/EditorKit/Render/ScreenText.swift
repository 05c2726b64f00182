import Localization

/// Every word the renderer puts on screen, in one place, in the state's language. The English
/// texts are the msgids of `po/channel-editor.pot`.
struct ScreenText {
    let translation: Translation

    func tr(_ msgid: String) -> String { translation.tr(msgid) }
    func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
        MessageFormat.fill(translation.tr(msgid), arguments.map(\.description))
    }

    var mineTitle: String { tr("My Channels") }
    var availableTitle: String { tr("Add Channels") }
    var openHint: String { tr("click to open") }
    var reorderHint: String { tr("drag to reorder") }
    var removeHint: String { tr("click to remove") }
    var addHint: String { tr("click to add") }
    var allAdded: String { tr("All channels added") }
    var helpTitle: String { tr("Keys") }
    var helpCloses: String { tr("any key closes") }
    /// The edit button's words; `LayoutMetrics.buttonWidth` holds them with their brackets
    /// (every translation is as wide as the English: a test checks it).
    var editButton: String {
        // Translators: the edit button, drawn in brackets; exactly 4 columns (2 CJK characters).
        "[" + tr("Edit") + "]"
    }
    var doneButton: String {
        // Translators: the edit button in edit mode; exactly 4 columns (2 CJK characters).
        "[" + tr("Done") + "]"
    }

    func noChannels(dash: String) -> String {
        // Translators: %s is a dash (— or -, whichever the terminal draws).
        tr("No channels %s add some below", dash)
    }
    func noMatch(_ filter: String) -> String { tr("No match for \"%s\"", filter) }
    /// The filter as shown in the Add Channels header; `_` marks that it is being typed.
    func filter(_ text: String, typing: Bool) -> String { "/" + text + (typing ? "_" : "") }
    func matchCount(shown: Int, of total: Int) -> String {
        // Translators: Add Channels while filtered: how many channels match, of how many.
        tr("%d of %d", shown, total)
    }
    func moreKeys(_ count: Int) -> String { tr("+%d more", count) }

    /// A footer or help entry in this language (its key names and words are msgids).
    func hint(_ hint: KeyHint) -> KeyHint { KeyHint(tr(hint.keys), tr(hint.label)) }
}
