import ChannelCore

/// What the footer's hints (`Keymap.hints`, `KeyBinding.holds` and `footerHint`) read of a
/// state, and nothing else: two states with the same facts have the same hints. The editor
/// keeps the hints of the facts on screen (`Editor.prepareAfterFrame`), so an item move or a
/// focus move within a section does not work them out again (about half of a whole frame at
/// 40 channels: four variants of the state go through every binding).
struct HintFacts: Hashable {
    /// What a pick session's footer names: its buttons and their labels, its form.
    struct PickFacts: Hashable {
        var okLabel: String?
        var cancelLabel: String?
        var extraLabel: String?
        var helpLabel: String?
        var form: PickForm?
        var addsInInputOrder: Bool
        var hasOKButton: Bool
        var hasCancelButton: Bool

        init(_ pick: PickSession) {
            okLabel = pick.okLabel
            cancelLabel = pick.cancelLabel
            extraLabel = pick.extraLabel
            helpLabel = pick.helpLabel
            form = pick.form
            addsInInputOrder = pick.addsInInputOrder
            hasOKButton = pick.hasOKButton
            hasCancelButton = pick.hasCancelButton
        }
    }

    let context: KeyContext
    let mode: Mode
    let filter: FilterState
    let showsHelp: Bool
    let isLifted: Bool
    let mouseLift: Bool
    let overAddChannels: Bool
    let pick: PickFacts?
    let pickButton: PickButton?
    let focusSection: Section?
    /// The focused channel is a locked one of My Channels.
    let focusIsLocked: Bool
    /// With a filter: some Add Channels entry matches it (`whenFilterMatches`).
    let filterMatches: Bool?
    /// The catalog has new URLs for favourites: `R` is offered (`offersRefresh`).
    let offersRefresh: Bool

    init(_ state: EditorState) {
        context = KeyContext(state)
        mode = state.mode
        filter = state.filterState
        showsHelp = state.showsHelp
        isLifted = state.drag != nil
        if case .mouse? = state.drag?.source { mouseLift = true } else { mouseLift = false }
        overAddChannels = state.drag?.overAddChannels == true
        pick = state.pick.map(PickFacts.init)
        pickButton = state.pickButton
        focusSection = state.focus?.section
        focusIsLocked = state.focus.flatMap { $0.section == .mine ? state.board.channel(at: $0)?.locked : nil } == true
        filterMatches = state.filter == nil ? nil : state.board.available.contains(where: state.matchesFilter)
        offersRefresh = state.offersRefresh
    }
}
