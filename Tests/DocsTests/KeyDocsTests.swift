import EditorKit
import Foundation
import Testing

/// The README's key tables, the man page's KEYS and the `--help` keys line agree with the
/// table the keys are looked up in (`Keymap.bindings`): a key added, renamed or removed there
/// fails here until each document says so (docs/ARCHITECTURE.md, "Where to change what").
@Suite struct KeyDocsTests {
    /// Keys handled before the keymap's table, which the documents list too: dialog's + and -
    /// in its forms (Keymap.ownedKey; Ctrl-Z and F1 became bindings of the keymap, issue 16.2).
    static let handledBeforeTheKeymap: Set<String> = ["+", "-"]

    /// A key as the documents write it. README and `--help` write the arrows as arrows; the
    /// man page says "Arrow keys".
    static func name(of key: Key, inManPage: Bool = false) -> String {
        switch key {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return inManPage ? "Arrow keys" : "↑"
        case .down: return inManPage ? "Arrow keys" : "↓"
        case .left: return inManPage ? "Arrow keys" : "←"
        case .right: return inManPage ? "Arrow keys" : "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        case .f1: return "F1"
        }
    }

    /// Every key of the keymap with the first binding that names it, for messages.
    static var boundKeys: [(key: Key, binding: KeyBinding)] {
        var seen: Set<Key> = []
        var keys: [(Key, KeyBinding)] = []
        for binding in Keymap.bindings {
            guard case .keys(let strokes) = binding.trigger else { continue }
            for stroke in strokes where seen.insert(stroke.key).inserted { keys.append((stroke.key, binding)) }
        }
        return keys
    }

    /// Names that can only be keys (not words of a sentence): what `name(of:)` gives.
    static func looksLikeAKey(_ word: String) -> Bool {
        if ["(", ")", ",", ".", ";", ":"].contains(word) { return false }
        let named: Set<String> = ["Space", "Enter", "Esc", "Tab", "Shift-Tab", "Home", "End", "PgUp", "PgDn",
                                  "Backspace", "Delete", "Arrow keys"]
        return word.count == 1 || named.contains(word) || word.hasPrefix("Ctrl-") || word.wholeMatch(of: /F[0-9]+/) != nil
    }

    /// The keys the README's tables under "## Keys" name in their first column.
    static func readmeKeys() throws -> (names: Set<String>, text: String) {
        let section = DocsText.markdownSection("## Keys", in: try DocsText.read("README.md"))
        var names: Set<String> = []
        for line in section where line.hasPrefix("| ") && !line.hasPrefix("| Key ") && !line.hasPrefix("|---") {
            let first = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            let words = first.replacingOccurrences(of: "`", with: " ").replacingOccurrences(of: ",", with: " ")
                .split(separator: " ").map(String.init).filter { $0 != "or" }
            names.formUnion(words)
        }
        return (names, section.joined(separator: "\n"))
    }

    /// The keys the man page's KEYS section sets in bold (its tags and the keys in the text).
    static func manKeys() throws -> (names: Set<String>, text: String) {
        let section = DocsText.manSection("KEYS", in: try DocsText.read("docs/channel-editor.1"))
        var names: Set<String> = []
        for line in section { names.formUnion(DocsText.roffWords(line) ?? []) }
        names = names.reduce(into: []) { result, word in
            result.insert(word.hasSuffix(",") && word.count > 1 ? String(word.dropLast()) : word)
        }
        return (names, section.joined(separator: "\n"))
    }

    @Test func theReadmeNamesEveryKeyOfTheKeymap() throws {
        let readme = try Self.readmeKeys()
        for (key, binding) in Self.boundKeys where !readme.names.contains(Self.name(of: key)) {
            Issue.record("README.md, section Keys: no table row names \(Self.name(of: key)) (Keymap: \(binding.keyLabel) \(binding.label))")
        }
        if Keymap.bindings.contains(where: { $0.trigger == .text }) {
            #expect(readme.text.contains("printable character"), "README.md, section Keys: no row for typed text")
        }
    }

    @Test func theManPageNamesEveryKeyOfTheKeymap() throws {
        let man = try Self.manKeys()
        for (key, binding) in Self.boundKeys where !man.names.contains(Self.name(of: key, inManPage: true)) {
            Issue.record("docs/channel-editor.1, section KEYS: nothing names \(Self.name(of: key, inManPage: true)) (Keymap: \(binding.keyLabel) \(binding.label))")
        }
        #expect(man.text.contains("any key"), "docs/channel-editor.1, section KEYS: no word on closing the help with any key")
    }

    /// The reverse: a key a document names is a key of the keymap (or one the terminal layer
    /// handles first), so a removed or renamed key does not live on in the documents.
    @Test func theDocumentsNameNoKeyTheKeymapLacks() throws {
        let readmeBound = Set(Self.boundKeys.map { Self.name(of: $0.key) })
        let manBound = Set(Self.boundKeys.map { Self.name(of: $0.key, inManPage: true) })
        for name in try Self.readmeKeys().names.sorted() where Self.looksLikeAKey(name) {
            #expect(readmeBound.contains(name) || Self.handledBeforeTheKeymap.contains(name),
                    "README.md, section Keys: \(name) is no key of Keymap.bindings")
        }
        for name in try Self.manKeys().names.sorted() where Self.looksLikeAKey(name) {
            #expect(manBound.contains(name) || Self.handledBeforeTheKeymap.contains(name),
                    "docs/channel-editor.1, section KEYS: \(name) is no key of Keymap.bindings")
        }
    }

    /// `--help`'s "Keys:" line names every key the footer shows when the editor starts
    /// (browse mode), and only keys of the keymap.
    @Test func theHelpKeysLineNamesTheKeysOfTheFirstScreen() throws {
        let text = try DocsText.englishHelp().split(separator: "\n\n").first { $0.hasPrefix("Keys:") }.map(String.init) ?? ""
        #expect(!text.isEmpty, "--help: no paragraph starting with \"Keys:\"")
        let line = " " + text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: ",", with: " ")
            .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ") + " "
        let browse = Keymap.bindings.filter { $0.inFooter && $0.contexts.contains(.browse) && $0.condition == .always }
        for binding in browse {
            guard case .keys(let strokes) = binding.trigger, let key = strokes.first?.key else { continue }
            let name = [.up, .down, .left, .right].contains(key) ? "arrows" : Self.name(of: key)
            #expect(line.contains(" \(name) ") || line.contains(" \(name)/"),
                    "--help, the Keys line: no \(name) (Keymap: \(binding.keyLabel) \(binding.label))")
        }
        let bound = Set(Self.boundKeys.map { Self.name(of: $0.key) })
        for word in line.split(separator: " ").map(String.init) where word.count == 1 {
            #expect(bound.contains(word), "--help, the Keys line: \(word) is no key of Keymap.bindings")
        }
    }
}
