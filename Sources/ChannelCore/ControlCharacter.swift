extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls: the scalars that can start or take part in a terminal
    /// command, so no name, id or message reaches a terminal or a line of output with one raw.
    /// The one test for them: ids, labels, typed keys, messages, script output, frame checks.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
