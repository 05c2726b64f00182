import EditorKit
import Foundation
import Localization
import Testing
import TestSupport

/// Every English text has a translation in every language, with the same placeholders, and
/// the template lists exactly the texts the code uses. `make pot` rewrites the template
/// (this suite with UPDATE_POT=1) and merges it into each po/<language>.po.
@Suite("Message catalogs are complete")
struct CatalogCompletenessTests {
    static let translated = Language.allCases.filter { $0 != .english }

    @Test("po/channel-editor.pot lists exactly the msgids of the code")
    func templateIsCurrent() throws {
        let expected = PotFile.text(try MessageSources.messages())
        if ProcessInfo.processInfo.environment["UPDATE_POT"] == "1" {
            try expected.write(to: MessageSources.root.appendingPathComponent(MessageSources.templatePath),
                               atomically: true, encoding: .utf8)
        }
        let actual = try MessageSources.read(MessageSources.templatePath)
        let wanted = Set(try MessageSources.messages().map(\.msgid))
        let listed = Set(try POFile(text: actual).entries.map(\.msgid))
        #expect(wanted.subtracting(listed).sorted() == [], "in the code but not in the template: run `make pot`")
        #expect(listed.subtracting(wanted).sorted() == [], "in the template but no longer in the code: run `make pot`")
        #expect(actual == expected, "the template is out of date: run `make pot`")
    }

    /// The modules whose every English sentence is for a person to read: the store's too (its
    /// errors, the channels file's validation and JSON syntax errors among them).
    static let speakingModules = [
        "Sources/EditorKit/", "Sources/CursesTerminal/", "Sources/channel-editor/", "Sources/ChannelStore/", "Sources/CommandLineKit/",
    ]
    /// Files of those modules that write machine output (the channels file's JSON, OPML, an SQL
    /// query), never translated.
    static let machineOutput = [
        "Sources/ChannelStore/Format/ChannelFileEncoder.swift", "Sources/ChannelStore/Newsboat/OPMLWriter.swift",
        "Sources/ChannelStore/Newsboat/NewsboatCache.swift",
        // Enigma2's own words (`FROM BOUQUET "…" ORDER BY bouquet`, `eDVB services /4/`), read and written as the box does.
        "Sources/ChannelStore/Enigma2/ServiceReference.swift", "Sources/ChannelStore/Enigma2/Lamedb.swift",
        "Sources/ChannelStore/VDR/SVDRPCommand.swift",
    ]

    @Test("No English sentence on screen or in a message bypasses the translation")
    func nothingBypassesTranslation() throws {
        let msgids = Set(try MessageSources.messages().map(\.msgid))
        var bypassing: [String] = []
        for file in try MessageSources.swiftFiles() where Self.speakingModules.contains(where: file.hasPrefix) && !Self.machineOutput.contains(file) {
            for found in try SourceMessages.prose(in: MessageSources.read(file)) where !msgids.contains(found.msgid) {
                bypassing.append("\(file):\(found.line): \(found.msgid.debugDescription)")
            }
        }
        #expect(bypassing == [], """
            these literals read as English but are not msgids: write them tr("...") (placeholders \
            %s and %d for the values) and run `make pot`, or, for a keymap text, add it to \
            MessageSources.keymapMsgids
            """)
    }

    @Test("Every msgid has a translation with the same placeholders", arguments: translated)
    func complete(language: Language) throws {
        let template = try MessageSources.template()
        let po = try MessageSources.translations(language)
        let entries = po.byMsgid
        var missing: [String] = []
        var fuzzy: [String] = []
        for message in template.entries {
            guard let entry = entries[message.msgid], !entry.msgstr.isEmpty else {
                missing.append(message.msgid)
                continue
            }
            if entry.flags.contains("fuzzy") { fuzzy.append(message.msgid) }
            #expect(MessageFormat.directives(in: entry.msgstr).sorted() == MessageFormat.directives(in: message.msgid).sorted(),
                    "placeholders differ in \(language.rawValue) for \(message.msgid.debugDescription): \(entry.msgstr.debugDescription)")
            #expect(entry.msgstr.hasSuffix("\n") == message.msgid.hasSuffix("\n"),
                    "a line break differs at the end in \(language.rawValue) for \(message.msgid.debugDescription)")
        }
        #expect(missing == [], "untranslated in po/\(language.messagesName ?? ""): add msgstr for these")
        #expect(fuzzy == [], "fuzzy in po/\(language.messagesName ?? ""): check and drop the fuzzy flag")
        let stale = Set(entries.keys).subtracting(template.entries.map(\.msgid))
        #expect(stale.sorted() == [], "in po/\(language.messagesName ?? "") but not in the template: run `make pot`")
    }

    @Test("The edit button reads the same width in every language", arguments: Language.allCases)
    func buttonWidth(language: Language) throws {
        let translation = try MessageSources.translation(language)
        for word in ["Edit", "Done"] {
            #expect(TestWidth.width(of: "[" + translation.tr(word) + "]") == LayoutMetrics.buttonWidth,
                    "\(language.rawValue): \(translation.tr(word))")
        }
    }

    @Test("The catalogs compiled for the source tree hold what the .po files say", arguments: translated)
    func compiled(language: Language) throws {
        let path = MessageSources.root.appendingPathComponent(MessageSources.compiledPath(language)).path
        let data = try #require(FileManager.default.contents(atPath: path),
                                "\(MessageSources.compiledPath(language)) is missing: `make messages` (make build/test do it) compiles po/")
        let messages = try MOFile.messages(from: Array(data))
        #expect(messages == (try MessageSources.translations(language).translation),
                "\(MessageSources.compiledPath(language)) is older than its .po: run `make messages`")
    }
}
