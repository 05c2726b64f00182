/// Which language to speak, chosen from the environment the way GNU gettext chooses
/// (docs/DECISIONS.md, "The user's language"):
///
/// 1. The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`.
/// 2. When that locale is unset, `C` or `POSIX` (any codeset, `C.UTF-8` too), the answer is
///    English, and `LANGUAGE` is ignored, as gettext ignores it in the C locale.
/// 3. Otherwise a non-empty `LANGUAGE` is a colon-separated priority list: its first entry
///    that names a language we have wins (`en` counts, so `en:zh_CN` is English). When no
///    entry does, English — the locale is not consulted, as in gettext.
/// 4. Otherwise the locale's language decides.
///
/// Names: `zh_CN`, `zh_SG` and a bare `zh` are Simplified Chinese; `zh_TW`, `zh_HK` and
/// `zh_MO` Traditional; the script forms `zh_Hans`/`zh-Hant` (also `zh_Hant_TW`) say it
/// directly. Codeset and modifier (`.UTF-8`, `@stroke`) do not matter. Anything else that is
/// not `en`… is unknown.
///
/// Unlike glibc's gettext, nothing here needs the locale to be installed: only the names
/// count, so a Chinese screen works where `zh_CN.UTF-8` was never generated.
public enum LocaleRule {
    public static func language(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let locale, !isCLocale(locale) else { return .english }
        if let priorities = environment["LANGUAGE"], !priorities.isEmpty {
            for entry in priorities.split(separator: ":") {
                if let language = language(ofLocale: String(entry)) { return language }
            }
            return .english
        }
        return language(ofLocale: locale) ?? .english
    }

    /// The language a locale name (`zh_TW.UTF-8`, `en_GB`, `zh`) names, or nil when unknown.
    package static func language(ofLocale name: String) -> Language? {
        // language[_territory][.codeset][@modifier]; `-` as a separator too (zh-Hant, zh-TW).
        let base = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        // The language is lower case (as glibc has it: `ZH_cn` is no locale); territory and
        // script in any case.
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first else { return nil }
        switch language {
        case "en":
            return .english
        case "zh":
            let rest = parts.dropFirst().map { $0.lowercased() }
            if rest.contains("hant") { return .traditionalChinese }
            if rest.contains("hans") { return .simplifiedChinese }
            return rest.contains(where: traditionalTerritories.contains) ? .traditionalChinese : .simplifiedChinese
        default:
            return nil
        }
    }

    /// Regions that write Chinese in Traditional characters.
    static let traditionalTerritories: Set<String> = ["tw", "hk", "mo"]

    /// `C`, `POSIX` and their codeset forms (`C.UTF-8`).
    static func isCLocale(_ name: String) -> Bool {
        let base = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return base == "C" || base == "POSIX"
    }
}
