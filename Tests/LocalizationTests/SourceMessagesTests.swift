import Testing
import TestSupport

@Suite("Finding msgids in Swift source")
struct SourceMessagesTests {
    @Test("tr( literals, with Swift's escapes; other literals and comments are not msgids")
    func plain() throws {
        let source = #"""
            let a = tr("My Channels")
            let b = text.tr("%d of %d", shown, total)
            let c = "tr(\"not a call\")" + notr("no")
            // tr("a comment")
            /* tr("a block comment") */
            let d = tr("Say \"hi\"\n\u{2014}")
            let e = attr("no")
            """#
        #expect(try SourceMessages.msgids(in: source).map(\.msgid) == ["My Channels", "%d of %d", "Say \"hi\"\n\u{2014}"])
        #expect(try SourceMessages.msgids(in: source).map(\.line) == [1, 2, 6])
    }

    @Test("A Translators: comment goes with the next tr( call only")
    func notes() throws {
        let source = """
            // Translators: %s is a name.
            let a = tr("%s is locked", name)
            let b = tr("Too small")
            """
        #expect(try SourceMessages.msgids(in: source).map(\.note) == ["%s is a name.", nil])
    }

    @Test("Multi-line literals lose the closing delimiter's indentation")
    func multiline() throws {
        let source = "    x = tr(\"\"\"\n        Usage: a\n          b \\\\ c\n        d\\\n        e\n        \"\"\")\n    y = tr(\"z\")\n"
        let found = try SourceMessages.msgids(in: source)
        #expect(found.map(\.msgid) == ["Usage: a\n  b \\ c\nde", "z"])
        #expect(found.map(\.line) == [1, 7])
    }

    @Test("An interpolation in a msgid is an error; elsewhere it is skipped")
    func interpolation() throws {
        #expect(throws: SourceMessages.Problem.self) { try SourceMessages.msgids(in: #"tr("\(name) is locked")"#) }
        #expect(try SourceMessages.msgids(in: #"let a = "\(f("x")) y"; tr("b")"#).map(\.msgid) == ["b"])
    }

    @Test("Prose outside tr( is found; names, keys and code are not prose")
    func prose() throws {
        let source = #"""
            let a = tr("My Channels")
            state.notice = "Picked \(name) for you"
            let b = "channel-editor: "
            let c = ["--file", "-f"]
            let d = "\(x) \(y)"
            // "a comment with words"
            """#
        #expect(try SourceMessages.prose(in: source).map(\.msgid) == ["Picked  for you"])
    }

    @Test("PO strings round-trip")
    func poQuoting() throws {
        let text = "Usage: a\n  \"b\" \\ c\n"
        let po = try POFile(text: POFile.quoted("msgid", text) + "\n" + POFile.quoted("msgstr", "用法") + "\n")
        #expect(po.entries.map(\.msgid) == [text])
        #expect(po.entries.map(\.msgstr) == ["用法"])
    }
}
