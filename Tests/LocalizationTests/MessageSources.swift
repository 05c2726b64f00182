import EditorKit
import Foundation
import Localization
import TestSupport

/// The project's message files and the msgids its code uses, for the catalog tests.
enum MessageSources {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let templatePath = "po/channel-editor.pot"
    static let keymapFile = "Sources/EditorKit/Input/Keymap.swift"

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every msgid, in the order the template lists them: the `tr(` literals of each file
    /// under Sources/ (files in path order), and after the keymap file's own, the keymap
    /// table's texts.
    static func messages() throws -> [PotFile.Message] {
        var found: [(msgid: String, file: String, note: String?)] = []
        for relative in try swiftFiles() {
            let text = try read(relative)
            do {
                found += try SourceMessages.msgids(in: text).map { ($0.msgid, relative, $0.note) }
            } catch {
                throw LocalizedProblem("\(relative): \(error)")
            }
            if relative == keymapFile { found += keymapMsgids().map { ($0, relative, nil) } }
        }
        return PotFile.collect(found)
    }

    /// Every Swift file under Sources/, as a path from the root, in path order.
    static func swiftFiles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/" + $0 }
    }

    /// The keymap's words: every footer label and help sentence, and the key names that are
    /// words ("Enter", "any key"; single keys such as `e` or `?` are the same in every language).
    static func keymapMsgids() -> [String] {
        var msgids: [String] = []
        func key(_ label: String) {
            if label.contains(where: \.isLetter), label.filter(\.isLetter).count >= 2 { msgids.append(label) }
        }
        for binding in Keymap.bindings {
            key(binding.keyLabel)
            msgids.append(binding.label)
            if case .bySection(let mine, let available, _, let mineInFixedOrder) = binding.footerForm {
                msgids += [mine, available] + (mineInFixedOrder.map { [$0] } ?? [])
            }
            if case .cancelLabel(let pickDefault) = binding.footerForm { msgids.append(pickDefault) }
            msgids.append(binding.help)
            if let pickHelp = binding.pickHelp { msgids.append(pickHelp) }
        }
        for hint in Keymap.mouseDragHints + Keymap.mouseDragRemoveHints {
            key(hint.keys)
            msgids.append(hint.label)
        }
        return msgids
    }

    static func template() throws -> POFile { try POFile(text: read(templatePath)) }

    static func translations(_ language: Language) throws -> POFile {
        try POFile(text: read("po/\(language.messagesName ?? "en").po"))
    }

    /// Where `make` puts a language's compiled catalog for the build in the source tree.
    static func compiledPath(_ language: Language) -> String {
        "Resources/locale/\(language.messagesName ?? "en")/LC_MESSAGES/channel-editor.mo"
    }

    /// The translation the program would load, straight from the `.po` (no build needed).
    static func translation(_ language: Language) throws -> Translation {
        guard language != .english else { return .english }
        return Translation(language: language, messages: try translations(language).translation)
    }
}

struct LocalizedProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
