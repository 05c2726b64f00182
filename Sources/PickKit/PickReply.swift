import ChannelCore
import ChannelStore
import EditorKit

/// What an ended pick session prints and exits with, decided without touching a descriptor:
/// the executable's `PickRunner` writes the bytes (and saves `--file`) as told. The statuses
/// are pick's (0 OK, 1 Cancel, `escapeStatus` for Esc) or, in dialog's form, dialog's as the
/// environment remaps them (`DialogExitCodes`); whiptail's are fixed (0, 1, 255).
package enum PickReply: Equatable {
    /// Nothing printed (Cancel, Esc, a timeout as Esc).
    case status(Int32)
    /// OK or Extra: `--file` saved, then the chosen list printed (`PickReply.result`).
    case result(Board, status: Int32)
    /// dialog's Help button: these bytes on the result's descriptor, nothing saved.
    case help(String, status: Int32)
    /// dialog's `--timeout` with `DIALOG_TIMEOUT` set: `timeout` on stderr, as dialog writes it.
    case timeout(status: Int32)

    /// The reply to `ending`. `items` and `ranks` are the session's (nil and empty for a
    /// playlist); `codes` is dialog's remapping, nil outside dialog's form.
    package static func to(
        _ ending: PickEnding, request: PickRequest, items: PickItems?, ranks: [String: Int], codes: DialogExitCodes?
    ) -> PickReply {
        switch ending {
        case .cancelled(let byEscape):
            if let codes { return .status(codes.status(byEscape ? .escape : .cancel)) }
            return .status(byEscape ? request.escapeStatus : ExitStatus.failure)
        case .timedOut:
            // dialog: Esc's ending, unless DIALOG_TIMEOUT makes it an error (ui_getc.c).
            guard let codes else { return .status(request.escapeStatus) }
            guard codes.isSet(.timeout) else { return .status(codes.status(.escape)) }
            return .timeout(status: codes.status(.timeout))
        case .accepted(let chosen):
            return .result(chosen, status: codes?.status(.ok) ?? ExitStatus.success)
        case .extra(let chosen):
            return .result(chosen, status: codes?.status(.extra) ?? ExitStatus.success)
        case .help(let chosen, let focused):
            guard case .dialog(let output) = request.format, let items, let codes,
                  case .arguments(let entries, _) = request.source, !entries.isEmpty
            else { return .result(chosen, status: ExitStatus.success) }
            // dialog's current item: the focused one (the first when none is).
            let entry = entries[min(entries.count, max(1, focused.flatMap { ranks[$0] } ?? 1)) - 1]
            let subject = output.helpSubject(tag: entry.tag, itemHelp: entry.help)
            let chosenTags = request.printed(chosen, ranks: ranks).map { items.tag(of: $0.id) }
            let text = output.helpText(subject: subject.text, chosen: chosenTags)
            return .help(text, status: codes.status(subject.isItemHelp ? .itemHelp : .help))
        }
    }

    /// What dialog writes on stderr when `--timeout` ends it as an error.
    package static let timeoutText = "\ntimeout\n"

    /// The bytes OK and Extra print for the chosen items (not a playlist's: PlaylistPick).
    package static func result(_ chosen: Board, request: PickRequest, items: PickItems?, ranks: [String: Int]) -> String {
        var mine = request.printed(chosen, ranks: ranks)
        if case .dialog = request.format, let items {
            mine = mine.map { Channel(id: items.tag(of: $0.id), name: $0.name, locked: $0.locked) }
        }
        return PickOutput.text(mine, format: request.format, print0: request.print0)
    }
}

extension PickRequest {
    /// The chosen list in the order it is printed: the screen's, or the input's
    /// (`printsInInputOrder`).
    package func printed(_ chosen: Board, ranks: [String: Int]) -> [Channel] {
        guard printsInInputOrder else { return chosen.mine }
        return chosen.mine.sorted { (ranks[$0.id] ?? 0) < (ranks[$1.id] ?? 0) }
    }

    /// dialog's and whiptail's forms show a list, as those programs do (their scripts' items
    /// are often sentences, and were written for one a line); `pick` weighs its items (`auto`).
    package var defaultLayout: LayoutChoice {
        source == .standardInput ? .auto : .list
    }

    /// The entries of dialog's or whiptail's command line as the session shows them: tag and
    /// item side by side on the screen (`showsTags`); a line session names an item by its item.
    package func items(from entries: [DialogEntry], accessible: Bool) throws(PickInputError) -> PickItems {
        let shown = showsTags && !accessible ? DialogEntry.sideBySide(entries) : entries
        return try PickItems.items(from: shown, defaultItem: defaultItem)
    }

    /// dialog's `--item-help`: each item's help by id, for the status row (as dialog shows it
    /// on its bottom line). Nil without item help.
    package func itemHelp(ranks: [String: Int]) -> [String: String]? {
        guard case .arguments(let entries, _) = source, entries.contains(where: { $0.help != nil }) else { return nil }
        var helps: [String: String] = [:]
        for (id, rank) in ranks where entries.indices.contains(rank - 1) {
            if let help = entries[rank - 1].help, !help.isEmpty { helps[id] = help }
        }
        return helps
    }

    /// dialog's exit statuses as the environment remaps them; nil outside dialog's form
    /// (whiptail reads no such variable).
    package func dialogExitCodes(environment: [String: String]) -> DialogExitCodes? {
        guard case .dialog(let output) = format, output.program == .dialog else { return nil }
        return DialogExitCodes(environment: environment)
    }
}
