extension Editor {
    /// Shows a message from outside the editor (a reload, a read-only file) in the status row
    /// until the next key. (A failed save comes back as `Action.saveFailed` instead, so
    /// quitting can report it.)
    public mutating func showNotice(_ text: String) {
        state.notice = .warning(text)
    }
}
