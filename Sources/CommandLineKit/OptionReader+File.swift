import ChannelCore

extension OptionReader {
    /// `--file PATH` once: a second, different path is refused (the last one won silently, and a
    /// script's `--file` after the command overrode the one before it); the same path again is
    /// the same request. The program's command line and pick's both read `--file` so.
    package func onlyFile(_ given: String?, _ path: String) throws(UsageError) -> String {
        guard let given, given != path else { return path }
        throw UsageError(message: translation.tr("--file is given twice: %1$s and %2$s (name one file)",
                                                 MessageText.quoted(given), MessageText.quoted(path)))
    }
}
