import ChannelCore

/// The printable keys of dialog's and whiptail's forms (`Action.hotkey`), as those programs
/// read them (dialog 1.3's checklist.c, buildlist.c and menubox.c; newt 0.52's listbox.c and
/// checkbox.c, read and checked against the programs by PickDialogComparisonTests):
/// - dialog: `+` and `-` are the next and previous item; any other key jumps to the next item
///   whose tag (its item, with `--no-tags`: the shown name starts with it) starts with the key,
///   any case, round to the start; a buildlist looks in the focused list only. With no such
///   item a digit 1 to 9 is the item on that line (checklist, radiolist, menu); else nothing.
/// - whiptail: its menu jumps to the next item starting with the letter (from the top unless
///   the focused one starts with it; never round); its checklist and radiolist ignore letters.
/// So `q`, `e`, `h`, `/` and `?` are no ways out or commands here, as they are none there.
extension Editor {
    mutating func hotkey(_ key: Character) -> [Effect] {
        guard let pick = state.pick, let form = pick.form, state.drag == nil else { return [] }
        if form == .whiptailChecklist {
            if pick.choice == .focused, state.pickButton == nil { newtJump(key) }
            return []
        }
        switch key {
        case "+": walkItems(by: 1)
        case "-": walkItems(by: -1)
        default: dialogJump(key)
        }
        return []
    }

    /// The items a jump searches, in input order: a buildlist's focused list, else all.
    private var jumpPlaces: [Place] {
        let ranks = state.pick?.inputRank ?? [:]
        func rank(_ place: Place) -> Int { state.board.channel(at: place).flatMap { ranks[$0.id] } ?? Int.max }
        return walkedPlaces.sorted { rank($0) < rank($1) }
    }

    private func startsWith(_ place: Place, _ key: Character, anyCase: (Character) -> String) -> Bool {
        guard let first = state.board.channel(at: place)?.name.first else { return false }
        return anyCase(first) == anyCase(key)
    }

    private mutating func dialogJump(_ key: Character) {
        let places = jumpPlaces
        guard !places.isEmpty else { return }
        let here = state.focus.flatMap { places.firstIndex(of: $0) } ?? -1
        // After the focused item to the end, then from the start up to it (dialog cycles).
        let order = Array(places[(here + 1)...]) + Array(places[..<(here + 1)])
        if let found = order.first(where: { startsWith($0, key) { String($0).uppercased() } }) {
            state.focus = found
            return
        }
        // A digit: the item on that line (dialog's buildlist leaves them alone here).
        guard state.pick?.form != .buildlist, let digit = key.wholeNumberValue, key.isASCII, (1...9).contains(digit),
              digit <= places.count else { return }
        state.focus = places[digit - 1]
    }

    private mutating func newtJump(_ key: Character) {
        guard key.isASCII, key.isLetter else { return }
        let places = jumpPlaces
        func matches(_ place: Place) -> Bool { startsWith(place, key) { String($0).uppercased() } }
        let here = state.focus.flatMap { places.firstIndex(of: $0) }
        let start = here.flatMap { matches(places[$0]) ? $0 + 1 : nil } ?? 0
        if let found = places[start...].first(where: matches) { state.focus = found }
    }
}
