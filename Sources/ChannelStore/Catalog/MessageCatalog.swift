import Localization

/// The compiled translations (`locale/<name>/LC_MESSAGES/channel-editor.mo`, made by `make`
/// from `po/<name>.po` with msgfmt), found in the data folder like the channel catalogs, else
/// in the installed program's `../share/locale` (`/usr/share/locale`), and read with our own
/// `.mo` reader: glibc's gettext would need the Chinese locale installed,
/// which it usually is not (docs/DECISIONS.md, "The user's language").
public enum MessageCatalog {
    static let domain = "channel-editor"

    /// Where the catalog for `language` is: the data folder's `locale/` (the source tree,
    /// `$CHANNEL_EDITOR_DATA`), else the system locale folder; nil when neither has it and for
    /// English (which needs none).
    static func locate(_ language: Language, environment: [String: String], executablePath: String?) -> String? {
        guard let name = language.messagesName else { return nil }
        return DataFolder.locate("locale/\(name)/LC_MESSAGES/\(domain).mo", environment: environment, executablePath: executablePath)
            ?? DataFolder.sharedLocale("\(name)/LC_MESSAGES/\(domain).mo", executablePath: executablePath)
    }

    /// What loading gave: the translation (English when there is none for the language or it
    /// cannot be read) and, for a catalog that exists but cannot be read, a one-line problem.
    public struct Loaded: Sendable {
        public var translation: Translation
        public var problem: String?
    }

    /// The translation for the environment's language (`LocaleRule`). A missing catalog is
    /// English without a word, as with gettext; a damaged one is English and a problem.
    public static func load(environment: [String: String], executablePath: String?) -> Loaded {
        let language = LocaleRule.language(environment: environment)
        guard let path = locate(language, environment: environment, executablePath: executablePath) else {
            return Loaded(translation: .english, problem: nil)
        }
        do {
            guard let bytes = try FileReader.read(path, named: path) else { return Loaded(translation: .english, problem: nil) }
            let messages = try MOFile.messages(from: bytes)
            return Loaded(translation: Translation(language: language, messages: messages), problem: nil)
        } catch let error as StoreError {
            return Loaded(translation: .english, problem: error.message)
        } catch let error as MOFileError {
            return Loaded(translation: .english, problem: StoreError(path: path, problem: error.problem, kind: .invalidData).message)
        } catch {
            return Loaded(translation: .english, problem: "\(path): \(error)")
        }
    }
}
