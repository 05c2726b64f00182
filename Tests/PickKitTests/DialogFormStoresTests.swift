import CommandLineKit
import PickKit
import Testing

/// dialog's and whiptail's parsers read their options by the table: each row the form honours
/// is kept somewhere, and nothing is kept for an option the table does not give the form.
@Suite struct DialogFormStoresTests {
    @Test func everyHonouredRowHasAStore() {
        let stored = DialogFormParse.storedOptions
        let dialogRows = OptionTable.all.filter { $0.uses.contains(.dialog) }
        for row in dialogRows where row.effect == .honoured {
            #expect(stored.dialog.contains(row.name), "dialog's \(row.name)")
        }
        // The boxes are read with their words (DialogArguments.box).
        for row in dialogRows where row.effect == .form { #expect(DialogArguments.boxes[row.name] != nil, "\(row.name)") }
        for row in OptionTable.all.filter({ $0.uses.contains(.whiptail) }) where row.effect != .ignored && row.name != "--whiptail" {
            #expect(stored.whiptail.contains(row.name), "whiptail's \(row.name)")
        }
    }

    @Test func everyStoreIsARowOfItsForm() {
        let stored = DialogFormParse.storedOptions
        for name in stored.dialog { #expect(OptionTable.spec(name, for: .dialog)?.name == name, "\(name)") }
        for name in stored.whiptail { #expect(OptionTable.spec(name, for: .whiptail)?.name == name, "\(name)") }
        // A store takes one value at most.
        for name in stored.dialog.union(stored.whiptail) {
            #expect((OptionTable.all.first { $0.name == name }?.values ?? 0) <= 1, "\(name)")
        }
    }
}

/// pick's parser too: each pick row is kept somewhere, but the session options (read before).
@Suite struct PickStoresTests {
    @Test func everyPickRowHasAStoreButTheSessionOptions() {
        for row in OptionTable.all where row.uses.contains(.pick) && !row.session {
            #expect(PickParse.storedOptions.contains(row.name), "pick's \(row.name)")
        }
        for name in PickParse.storedOptions { #expect(OptionTable.spec(name, for: .pick)?.name == name, "\(name)") }
    }
}
