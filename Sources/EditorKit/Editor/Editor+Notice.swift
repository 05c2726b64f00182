extension Editor {
    /// Shows a message from outside the editor (a failed save) in the footer until the next key.
    public mutating func showNotice(_ text: String) {
        state.notice = text
    }
}
