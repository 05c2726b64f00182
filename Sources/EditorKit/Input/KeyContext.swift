/// Where the keyboard is: which bindings of the keymap apply now.
package enum KeyContext: Hashable, Sendable, CaseIterable {
    /// Browse mode: Enter opens a channel.
    case browse
    /// Edit mode, nothing lifted: Enter removes, Space picks up.
    case edit
    /// A cell is lifted (keyboard pick-up or mouse drag).
    case dragging
    /// The filter line takes typed characters.
    case filterTyping
    /// The status row takes a field's text (`FieldPrompt`: rename, group, number).
    case prompt
    /// The help overlay is shown: any key closes it.
    case help

    /// The context of a state. The help overlay wins, then a drag, then a prompt, then filter typing, then
    /// the mode.
    package init(_ state: EditorState) {
        if state.showsHelp {
            self = .help
        } else {
            self = KeyContext(ignoringHelp: state)
        }
    }

    /// The context of a state as if no help overlay were shown: the one the overlay describes.
    package init(ignoringHelp state: EditorState) {
        if state.drag != nil {
            self = .dragging
        } else if state.prompt != nil {
            self = .prompt
        } else if state.isTypingFilter {
            self = .filterTyping
        } else {
            self = state.mode == .edit ? .edit : .browse
        }
    }
}
