import ChannelCore

/// Rename, group and number on the screen (issue 36 item 3; README "Playlists"): the status row
/// asks (`FieldPrompt`), Enter makes one `EntryEdit`, recorded in the history (undo writes the
/// values from before) and saved as `BoardChange.edit`, which the store makes on the file's
/// document: only those fields' bytes change, as with the `rename`, `group` and `number`
/// commands.
extension Editor {
    /// `r`, `g`, `n`, `N`: open the prompt with the field as it is, or say why not.
    mutating func promptField(_ field: EntryEdit.Field, perGroup: Bool) -> [Effect] {
        guard let details = state.details, details.editableFields.contains(field) else { return refuse(text.cannotEdit(field)) }
        guard field != .number else {
            guard let first = state.board.mine.first else { return refuse(text.nothingToNumber) }
            let start = details.fieldText(.number, first.id).flatMap { Int($0) } ?? 1
            state.prompt = FieldPrompt(field: .number, id: nil, text: String(start), perGroup: perGroup)
            return []
        }
        guard let focus = state.focus, focus.section == .mine, let channel = state.board.channel(at: focus) else {
            return refuse(text.onlyMineEdited)
        }
        let now = field == .name ? channel.name : details.fieldText(.group, channel.id) ?? ""
        state.prompt = FieldPrompt(field: field, id: channel.id, text: String(now.prefix(Editor.filterLimit)))
        return []
    }

    mutating func typePrompt(_ character: Character) -> [Effect] {
        guard var prompt = state.prompt, Key.isPrintable(character), prompt.text.count < Editor.filterLimit else { return [] }
        if prompt.field == .number, !(character.isASCII && character.isNumber) || prompt.text.count >= Editor.numberDigits {
            return refuse(text.numbersOnly)
        }
        // A quote would end the attribute's value (`group-title="…"`), as the group command says.
        if prompt.field == .group, character == "\"" { return refuse(text.noQuoteInGroup) }
        prompt.text.append(character)
        state.prompt = prompt
        return []
    }

    mutating func deletePromptCharacter() {
        guard state.prompt?.text.isEmpty == false else { return }
        state.prompt?.text.removeLast()
    }

    /// Enter: the edit, one step of the history, one save. Nothing when the field is so already.
    mutating func finishPrompt() -> [Effect] {
        guard let prompt = state.prompt, let details = state.details else {
            state.prompt = nil
            return []
        }
        let typed = prompt.text.trimmingSpaces
        let edit: EntryEdit
        switch prompt.field {
        case .name, .group:
            guard let id = prompt.id, let channel = state.board.mine.first(where: { $0.id == id }) else {
                state.prompt = nil
                return refuse(text.onlyMineEdited)
            }
            if prompt.field == .name {
                guard !typed.isEmpty else { return refuse(text.emptyName) }
                // The name shown, unchanged (perhaps its tvg-name): nothing to write.
                guard typed != channel.name else {
                    state.prompt = nil
                    return []
                }
                edit = EntryEdit(
                    field: .name, values: [EntryEdit.Value(id: id, text: typed, shown: typed)],
                    previous: [EntryEdit.Value(id: id, text: details.fieldText(.name, id), shown: channel.name)])
            } else {
                edit = EntryEdit(
                    field: .group, values: [EntryEdit.Value(id: id, text: typed.isEmpty ? nil : typed)],
                    previous: [EntryEdit.Value(id: id, text: details.fieldText(.group, id))])
            }
        case .number:
            guard let first = Int(typed) else { return refuse(text.numbersOnly) }
            let ids = state.board.mine.map(\.id)
            let groups = prompt.perGroup ? ids.map { details.fieldText(.group, $0) } : nil
            let numbers = ChannelNumbering.numbers(count: ids.count, from: first, groups: groups)
            edit = EntryEdit(
                field: .number, values: zip(ids, numbers).map { EntryEdit.Value(id: $0, text: String($1)) },
                previous: ids.map { EntryEdit.Value(id: $0, text: details.fieldText(.number, $0)) })
        }
        state.prompt = nil
        guard edit.values != edit.previous else { return [] }
        return made(edit, undone: nil)
    }

    /// Shows `edit` (made, undone or redone) on the board and the status row and saves it.
    mutating func made(_ edit: EntryEdit, undone: Bool?) -> [Effect] {
        do { try state.board.apply(edit) } catch { return refuse(text.onlyMineEdited) }
        if undone == nil { state.history.record(edit) }
        if edit.field == .name {
            sharedNames.forget()
            twinMarksDue = true
            refreshLayout()
        }
        // The group tells twins apart too: their marks at the next full layout, once the file
        // (what `details` reads) has it.
        if edit.field == .group { twinMarksDue = true }
        var name = ""
        if edit.values.count == 1, let id = edit.values.first?.id, let place = state.board.place(of: id),
           let channel = state.board.channel(at: place) {
            state.focus = place
            name = LineText(self).name(channel: channel)
        }
        let said = text.edited(edit, name: name)
        switch undone {
        case true?: state.notice = .change(LineText(self).undone(said))
        case false?: state.notice = .change(LineText(self).redone(said))
        case nil: state.notice = .change(tr("%s.", said))
        }
        state.noticeBrief = nil
        return [.save(state.board, change: .edit(edit))]
    }

    /// Digits a channel number may have (`tvg-chno`; a line's numbers stay far from overflow).
    static let numberDigits = 9
}

extension String {
    /// Without spaces at either end (a display name is read trimmed).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}

/// A whole group moved in one step (`{`, `}`; `Board.moveGroup`).
extension Editor {
    mutating func nudgeGroup(forward: Bool) -> [Effect] {
        guard let details = state.details, details.editableFields.contains(.group) else { return refuse(text.noGroups) }
        guard let focus = state.focus, focus.section == .mine, let channel = state.board.channel(at: focus) else {
            return refuse(text.onlyMineEdited)
        }
        let name = LineText(self).name(channel: channel)
        guard let group = details.fieldText(.group, channel.id) else { return refuse(text.inNoGroup(name)) }
        let before = state.board
        let relocations: [Relocation]
        do {
            relocations = try state.board.moveGroup(group, forward: forward) { details.fieldText(.group, $0) }
        } catch {
            return refuse(error)
        }
        guard !relocations.isEmpty else { return refuse(forward ? text.groupIsLast(group) : text.groupIsFirst(group)) }
        state.history.record(moves: relocations, group: group)
        return movedGroup(relocations, group: group, from: before, undone: nil)
    }

    /// Shows a group's moves (made, undone or redone) and saves them, one change each, so that
    /// a save that finds the file changed re-applies them by id.
    mutating func movedGroup(_ relocations: [Relocation], group: String, from before: Board, undone: Bool?) -> [Effect] {
        let focused = state.focus.flatMap { before.channel(at: $0)?.id }
        refreshLayout()
        var replay = before
        var effects: [Effect] = []
        for relocation in relocations {
            guard (try? replay.relocate(from: relocation.from, to: relocation.to)) != nil else {
                effects.append(.save(state.board, change: nil))
                break
            }
            effects.append(.save(state.board, change: .moved(relocation, in: replay)))
        }
        if let id = focused ?? relocations.first?.id, let place = state.board.place(of: id) { state.focus = place }
        let first = state.board.mine.firstIndex { state.details?.fieldText(.group, $0.id) == group } ?? 0
        let said = text.groupMoved(group, place: first + 1, count: state.board.mine.count)
        switch undone {
        case true?: state.notice = .change(LineText(self).undone(said))
        case false?: state.notice = .change(LineText(self).redone(said))
        case nil: state.notice = .change(tr("%s.", said))
        }
        state.noticeBrief = nil
        return effects
    }
}
