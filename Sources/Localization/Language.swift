/// The languages the program speaks. English is the source language (the msgids) and the
/// fallback; the two Chinese scripts are translations compiled from `po/`.
public enum Language: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    /// The name of its message catalog folder (`locale/<name>/LC_MESSAGES`) and of its
    /// `po/<name>.po`; nil for English, which needs none.
    public var messagesName: String? {
        switch self {
        case .english: return nil
        case .simplifiedChinese: return "zh_CN"
        case .traditionalChinese: return "zh_TW"
        }
    }
}
