extension EditorState {
    /// The catalog has new URLs for favourites (issue 36): `R` refreshes them. The key's
    /// condition and the footer's kept hints (`HintFacts`) both read it.
    var offersRefresh: Bool { pick == nil && (details?.renewed ?? 0) > 0 }
}
