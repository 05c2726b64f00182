import Localization
import Testing

@Suite("The locale rule")
struct LocaleRuleTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let environment: [String: String]
        let language: Language
        var testDescription: String {
            environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + " -> \(language.rawValue)"
        }
    }

    static let table: [Row] = [
        // The locale alone.
        Row(environment: [:], language: .english),
        Row(environment: ["LANG": "en_US.UTF-8"], language: .english),
        Row(environment: ["LANG": "zh_CN.UTF-8"], language: .simplifiedChinese),
        Row(environment: ["LANG": "zh_SG.UTF-8"], language: .simplifiedChinese),
        Row(environment: ["LANG": "zh"], language: .simplifiedChinese),
        Row(environment: ["LANG": "zh_CN.GB18030"], language: .simplifiedChinese),
        Row(environment: ["LANG": "zh_TW.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh_HK.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh_MO"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh_TW.Big5@stroke"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh_Hant"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh-Hant-TW"], language: .traditionalChinese),
        Row(environment: ["LANG": "zh_Hans_HK"], language: .simplifiedChinese),
        Row(environment: ["LANG": "fr_FR.UTF-8"], language: .english),
        Row(environment: ["LANG": "C"], language: .english),
        Row(environment: ["LANG": "POSIX"], language: .english),
        Row(environment: ["LANG": "C.UTF-8"], language: .english),
        // LC_ALL over LC_MESSAGES over LANG; empty values do not count.
        Row(environment: ["LC_ALL": "zh_TW.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_TW.UTF-8"], language: .simplifiedChinese),
        Row(environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_HK.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], language: .english),
        Row(environment: ["LC_ALL": "C.UTF-8", "LANG": "zh_CN.UTF-8"], language: .english),
        // LANGUAGE: a priority list, ahead of the locale, unless the locale is C.
        Row(environment: ["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LANGUAGE": "fr:zh_CN", "LANG": "en_US.UTF-8"], language: .simplifiedChinese),
        Row(environment: ["LANGUAGE": "en:zh_CN", "LANG": "zh_CN.UTF-8"], language: .english),
        Row(environment: ["LANGUAGE": "fr:de", "LANG": "zh_CN.UTF-8"], language: .english),
        Row(environment: ["LANGUAGE": "", "LANG": "zh_TW.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LANGUAGE": "::zh_HK", "LANG": "en_GB.UTF-8"], language: .traditionalChinese),
        Row(environment: ["LANGUAGE": "zh_TW"], language: .english),
        Row(environment: ["LANGUAGE": "zh_TW", "LANG": "C.UTF-8"], language: .english),
        Row(environment: ["LANGUAGE": "zh_TW", "LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], language: .english),
        Row(environment: ["LANGUAGE": "zh", "LC_MESSAGES": "en_US.UTF-8"], language: .simplifiedChinese),
    ]

    @Test("Each environment gets its language", arguments: table)
    func rule(row: Row) {
        #expect(LocaleRule.language(environment: row.environment) == row.language)
    }

    @Test("Locale names", arguments: [
        ("zh_CN.UTF-8", Language.simplifiedChinese), ("zh_TW", .traditionalChinese), ("en", .english),
        ("en_AU.ISO-8859-1", .english), ("zh_tw", .traditionalChinese), ("zh_hant", .traditionalChinese),
    ])
    func names(name: String, language: Language) {
        #expect(LocaleRule.language(ofLocale: name) == language)
    }

    @Test("Unknown names are nil", arguments: ["", "fr", "ja_JP.UTF-8", "C", "zhx", "_CN", "ZH_cn", "EN"])
    func unknown(name: String) {
        #expect(LocaleRule.language(ofLocale: name) == nil)
    }
}
