extension Unicode.Scalar {
    /// C0 controls, DEL and C1 controls: the scalars that can start or take part in a terminal
    /// command, so no name, id or message reaches a terminal or a line of output with one raw.
    /// The one test for them: ids, labels, typed keys, messages, script output, frame checks.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension Unicode.Scalar {
    /// Marks that reorder the text around them (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI,
    /// LRM, RLM, ALM): a name or id with one could make a line of output read backwards, so
    /// they are escaped in output as control characters are (issue 39 item 7; the screen shows
    /// them as `?`).
    public var isBidiControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
