/// What a list holds, for the words the screen and the accessible session use about it
/// (issue 40.4): a newsboat user keeps feeds, an Enigma2 receiver's bouquet holds services,
/// everything else holds channels; its list of bouquets, bouquets. Each file format says which in one line
/// (`FileFormat.listKind`); the words for each live in EditorKit's `ListVocabulary`.
public enum ListKind: String, Hashable, Sendable, CaseIterable {
    /// The JSON channels file and M3U playlists: My Channels, Add Channels.
    case channels
    /// newsboat's urls file: My Feeds, Add Feeds; opening one prints its URL.
    case feeds
    /// A receiver's bouquet (Enigma2): My Services, Add Services.
    case services
    /// A receiver's list of bouquets (Enigma2's `bouquets.tv`): My Bouquets, Add Bouquets.
    case bouquets
}
