extension Editor {
    /// Shows a message from outside the editor in the footer until the next key. (A failed
    /// save comes back as `Action.saveFailed` instead, so quitting can report it.)
    public mutating func showNotice(_ text: String) {
        state.notice = text
    }
}
