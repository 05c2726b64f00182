import ChannelCore

/// Where the footer's pieces and the help box sit on screen, worked out once for a state, so
/// that what the renderer draws and what a click hits are the same thing (geometry has one
/// home: this file and `EditorState+Geometry.swift`).
package struct ScreenChrome {
    /// One piece of the footer line.
    struct FooterPiece: Hashable {
        enum Kind: Hashable {
            /// A refusal or an error, in place of the hints that are not ways out.
            case notice(String)
            /// The whole name of the focused or lifted channel, when its cell cuts it.
            case name(String)
            case hint(KeyHint)
        }

        var kind: Kind
        var column: Int
        /// Columns it may take (a notice or a name may be cut to this).
        var width: Int
    }

    let footerRow: Int
    let footer: [FooterPiece]
    /// `↑`/`↓` at the right of the footer, and where it starts.
    let indicator: String
    let indicatorColumn: Int
    /// The help box, when the help is shown.
    package let help: HelpBox?

    static let separatorWidth = 2

    init(state: EditorState, layout: FlowLayout, hints: [KeyHint], help: [KeyHint]?, labels: LabelBook?,
         widthOf: @escaping ScalarWidth) {
        let fitter = TextFitter(widthOf: widthOf)
        let glyphs = Glyphs(widthOf: widthOf)
        // Keys and their words are msgids until here: translated once, then measured and drawn.
        let text = ScreenText(state)
        var hints = hints.map(text.hint)
        if let pick = state.pick, pick.minimum > 0 || pick.maximum != nil,
           let ok = hints.firstIndex(where: { $0.action == .accept }) {
            hints[ok].label = text.okWithLimits(hints[ok].label, chosen: state.board.mine.count)
        }
        let columns = state.size.columns
        let rows = state.size.rows
        footerRow = rows - 1
        let margin = layout.metrics.margin
        let top = min(max(state.scrollTop, -rows), max(0, layout.height))
        let bottom = top + max(0, rows - 1)
        indicator = (top > 0 ? glyphs.up : "") + (bottom < layout.height ? glyphs.down : "")
        indicatorColumn = columns - margin - fitter.safe(indicator).width
        let limit = indicator.isEmpty ? columns - margin : indicatorColumn - 1

        var lead: FooterPiece.Kind?
        if let notice = state.notice, !notice.isEmpty {
            lead = .notice(notice)
        } else if let labels, let name = ScreenChrome.cutName(state: state, labels: labels, cap: layout.labelCap, fitter: fitter) {
            lead = .name(name)
        }
        footer = ScreenChrome.fit(
            lead: lead, hints: hints, column: margin, limit: limit, fitter: fitter, keepsWaysOut: state.pick != nil)
        self.help = state.showsHelp && !state.size.isTooSmall
            ? HelpBox(state: state, entries: help?.map(text.hint) ?? hints, text: text, fitter: fitter, glyphs: glyphs)
            : nil
    }

    /// What a click on the footer at `column` does, or nil.
    func footerAction(atColumn column: Int) -> Action? {
        for piece in footer where column >= piece.column && column < piece.column + piece.width {
            if case .hint(let hint) = piece.kind { return hint.action }
        }
        return nil
    }

    /// The focused (or lifted) channel's whole name, made safe, when its cell shows it cut; or,
    /// when the channel has a detail (a playlist entry's group), the detail and the whole name.
    static func cutName(state: EditorState, labels: LabelBook, cap: Int, fitter: TextFitter) -> String? {
        let channel: Channel?
        if let drag = state.drag {
            channel = state.board.mine.first { $0.id == drag.id }
        } else {
            channel = state.focus.flatMap { state.board.channel(at: $0) }
        }
        guard let channel else { return nil }
        if let detail = state.details?.detail(for: channel.id) {
            return fitter.safe(detail).text + " · " + fitter.safe(channel.name).text
        }
        let whole = fitter.safe(channel.name)
        return whole.width > labels.cellLabel(for: channel, maxWidth: cap).width ? whole.text : nil
    }

    /// Lays out the footer from `column` to `limit`: the lead (a notice or a name) and the
    /// hints. When they do not fit, hints go by `KeyHint.dropOrder` (those a click cannot use
    /// first, the ways out never), each kind from the end. A
    /// notice replaces every hint but the ways out; a lead too long to share the line with the
    /// ways out takes it alone (until the next key: a notice or a name is never cut for hints).
    /// `keepsWaysOut` (a pick session, whose OK and Cancel must always show): a lead too long
    /// is cut to leave the ways out their room instead.
    static func fit(
        lead: FooterPiece.Kind?, hints: [KeyHint], column: Int, limit: Int, fitter: TextFitter,
        keepsWaysOut: Bool = false
    ) -> [FooterPiece] {
        var shown = hints
        if case .notice = lead { shown = hints.filter(\.isWayOut) }
        func width(_ hint: KeyHint) -> Int { fitter.safe(hint.keys).width + 1 + fitter.safe(hint.label).width }
        // Each hint measured once (the loops below ask for the total again and again).
        var widths = shown.map(width)
        func total() -> Int { widths.reduce(0, +) + separatorWidth * max(0, widths.count - 1) }
        let room = limit - column
        var leadSize = 0
        if let lead {
            switch lead {
            case .notice(let text), .name(let text): leadSize = fitter.safe(text).width
            case .hint(let hint): leadSize = width(hint)
            }
        }
        func needed() -> Int {
            guard lead != nil else { return total() }
            return leadSize + (widths.isEmpty ? 0 : separatorWidth + total())
        }
        while needed() > room, shown.count > 1,
              let order = shown.map(\.dropOrder).max(), order > 0,
              let last = shown.lastIndex(where: { $0.dropOrder == order }) {
            shown.remove(at: last)
            widths.remove(at: last)
        }
        if lead != nil, needed() > room {
            if keepsWaysOut, !widths.isEmpty {
                leadSize = max(0, room - total() - separatorWidth)
            } else {
                shown = []
                widths = []
                leadSize = min(leadSize, max(0, room))
            }
        }
        while shown.count > 1, needed() > room {
            shown.removeFirst()
            widths.removeFirst()
        }

        var pieces: [FooterPiece] = []
        var x = column
        if let lead, leadSize > 0 {
            pieces.append(FooterPiece(kind: lead, column: x, width: leadSize))
            x += leadSize + separatorWidth
        }
        for (hint, hintWidth) in zip(shown, widths) {
            let size = min(hintWidth, max(0, limit - x))
            guard size > 0 else { break }
            pieces.append(FooterPiece(kind: .hint(hint), column: x, width: size))
            x += size + separatorWidth
        }
        return pieces
    }
}

/// The help overlay's box: its place, its lines (wrapped to the box), which of them show, and
/// the close mark on its top border.
package struct HelpBox {
    enum Line: Hashable {
        case heading(String)
        /// A key (or gesture) and a piece of its text; continuation lines have no key.
        case entry(keys: String, text: String)
        case text(String)
        case blank
    }

    package let left: Int
    package let top: Int
    let width: Int
    let height: Int
    /// Width of the key column inside.
    let keysWidth: Int
    let lines: [Line]
    /// First line shown (clamped).
    let scroll: Int
    /// `[×]` on the top border: its first column.
    package let closeColumn: Int

    static let closeWidth = 3
    /// Widest the box gets on a wide screen.
    static let maximumWidth = 78

    var right: Int { left + width - 1 }
    package var bottom: Int { top + height - 1 }
    /// Lines of the list that fit inside the borders.
    package var listRows: Int { max(0, height - 2) }
    package var maxScroll: Int { max(0, lines.count - listRows) }

    init(state: EditorState, entries: [KeyHint], text: ScreenText, fitter: TextFitter, glyphs: Glyphs) {
        let contentRows = max(0, state.size.rows - 1)
        var sections: [(heading: String?, entries: [(String, String)])] = []
        sections.append((text.keysHeading(KeyContext(ignoringHelp: state)), entries.map { ($0.keys, $0.label) }))
        let editKeys = Keymap.editOnlyHelp(for: state).map(text.hint)
        if !editKeys.isEmpty { sections.append((text.keysHeading(.edit), editKeys.map { ($0.keys, $0.label) })) }
        if state.hasMouse { sections.append((text.mouseHeading, text.mouseEntries(badge: glyphs.badge))) }
        sections.append((text.marksHeading, text.markEntries(badge: glyphs.badge, mouse: state.hasMouse)))

        let allEntries = sections.flatMap(\.entries)
        let widestKeys = allEntries.map { fitter.safe($0.0).width }.max() ?? 0
        let widestText = allEntries.map { fitter.safe($0.1).width }.max() ?? 0
        // The file, and the focused channel's id: the screen shows names, commands take ids.
        let focused = state.focus.flatMap { state.board.channel(at: $0) }
        let idLine = focused.map { text.helpFocused(name: fitter.safe($0.name).text, id: fitter.safe($0.id).text) }
        let fileLine = [state.filePath.map(text.helpFile), idLine].compactMap { $0 }.joined(separator: "\n")
            .nilIfEmpty
        let widestLine = max(widestKeys + 2 + widestText,
                             fileLine?.split(separator: "\n").map { fitter.safe(String($0)).width }.max() ?? 0)
        // │␣ … ␣│, and room on the top border for ─ Help ─ … [×]─.
        let wanted = max(widestLine + 4, fitter.safe(text.helpTitle).width + HelpBox.closeWidth + 8)
        width = max(0, min(wanted, state.size.columns - 2, HelpBox.maximumWidth))
        let inner = max(1, width - 4)
        let breaker = LineBreaker(fitter: fitter)
        keysWidth = min(widestKeys, max(1, inner / 3))
        let textWidth = max(1, inner - keysWidth - 2)

        var lines: [Line] = []
        if let fileLine {
            for part in fileLine.split(separator: "\n") {
                lines += breaker.wrapAlways(String(part), width: inner).map { .text($0.text) }
            }
            lines.append(.blank)
        }
        for (number, section) in sections.enumerated() {
            if number > 0 { lines.append(.blank) }
            if let heading = section.heading { lines.append(.heading(heading)) }
            for (keys, text) in section.entries {
                let keyLines = breaker.wrapAlways(keys, width: keysWidth)
                let textLines = breaker.wrapAlways(text, width: textWidth)
                for row in 0..<max(keyLines.count, textLines.count, 1) {
                    lines.append(.entry(keys: row < keyLines.count ? keyLines[row].text : "",
                                        text: row < textLines.count ? textLines[row].text : ""))
                }
            }
        }
        self.lines = lines
        height = max(0, min(lines.count + 2, contentRows))
        left = max(0, (state.size.columns - width) / 2)
        top = max(0, (contentRows - height) / 2)
        closeColumn = left + width - 2 - HelpBox.closeWidth
        scroll = min(max(0, state.helpScroll), max(0, lines.count - max(0, height - 2)))
    }

    /// True when the box has room to be drawn at all.
    var isDrawable: Bool { width >= 8 && height >= 3 }

    func contains(column: Int, row: Int) -> Bool {
        column >= left && column <= right && row >= top && row <= bottom
    }

    func isOnCloseMark(column: Int, row: Int) -> Bool {
        row == top && column >= closeColumn && column < closeColumn + HelpBox.closeWidth
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
