import Foundation
import Glibc
import Testing

/// Issue 26, item 1, on the real binary: a channel lifted with Space, removed by
/// `channel-editor remove` meanwhile (exit 0), then dropped, stays removed; the drop is refused
/// with a notice. Before the fix the drop brought it back into My Channels (8 of 8 tries).
@Suite("Lift, remove by a script, drop")
struct LiftRemoveDropTests {
    @Test("a drop never revives a channel a script removed while it was lifted")
    func dropAfterRemove() throws {
        let bench = try LiveReloadTests.SharedFile()
        let screen = try bench.screen()
        try screen.press("e")
        try screen.press("Right", "Right")
        #expect(try screen.waitForBoard { $0.focus?.index == 2 } != nil)
        try screen.press("Space")
        #expect(try screen.waitFor("Space drop"), "not lifted")
        let removed = try bench.command("remove", "tech")
        #expect(removed.status == 0, "stderr: \(removed.error)")
        try screen.press("Right")
        try screen.press("Space")
        let refused = try screen.waitFor("not applied: moved by someone else")
        let footer = try screen.screen().last ?? ""
        #expect(refused, "\(footer)")
        let file = try bench.file()
        #expect(!file.mineIDs.contains("tech"), "the drop revived the removed channel: \(file.mineIDs)")
        #expect(file.allIDs.contains("tech"), "and it is still in Add Channels")
        let shown = try screen.waitForBoard { !$0.mine.contains(bench.name("tech")) }
        #expect(shown?.mine.contains(bench.name("tech")) == false, "the screen shows the remove")
        try screen.press("q")
        #expect(try screen.waitForExit() == 0)
    }
}
