import ChannelCore

/// Where the status row's sentence, the footer's pieces and the help box sit on screen, worked
/// out once for a state, so that what the renderer draws and what a click hits are the same
/// thing (geometry has one home: this file and `EditorState+Geometry.swift`).
///
/// Below the content are two rows of their own: the status row, which says what just happened
/// (a change, a refusal and why) in one plain sentence, in a fixed place a screen reader's
/// "read the status line" finds (issue 27.2), and the footer's key hints, clickable, which a
/// sentence never hides.
package struct ScreenChrome {
    /// One hint of the footer line.
    package struct FooterPiece: Hashable {
        package var hint: KeyHint
        package var column: Int
        /// Columns it may take.
        package var width: Int
    }

    /// What the status row shows.
    enum Status: Hashable {
        /// What the last request did or why it was refused, until the next key.
        case notice(Notice)
        /// With nothing to say: the focused or lifted channel's whole name when its cell cuts
        /// it, or its detail (a playlist entry's group) and whole name.
        case name(String)
        /// A field's prompt (`FieldPrompt`): its question and what is typed, the typing's end
        /// kept in view (the start cut with `…` when it is too wide).
        case prompt(String)
    }

    /// Screen rows below the content: the status row, then the footer.
    package static let rowsBelowContent = 2

    let statusRow: Int
    let status: Status?
    /// Where the status text starts, and the columns it may take (a longer one is cut with `…`).
    let statusColumn: Int
    let statusWidth: Int
    /// A notice too long for the status row, in two lines: the first on the row above, when
    /// nothing is drawn there (below the content; a newcomer read "q again cancels and drops
    /// your choi…" at 40 columns); nil: the one row.
    let statusLines: [String]?
    /// Nothing of the content is drawn on the row above the status row (it lies below the
    /// content): a notice may take it, and the status redraws it blank (a frame drawn over the
    /// last one must not keep a notice's first line).
    let rowAboveIsFree: Bool
    /// `↑`/`↓` at the right of the status row when content lies above/below the viewport (as
    /// vim's ruler says Top or Bot on its status line), and where it starts: the footer's whole
    /// width is for hints.
    let indicator: String
    let indicatorColumn: Int
    let footerRow: Int
    package let footer: [FooterPiece]
    /// The help box, when the help is shown.
    package let help: HelpBox?

    static let separatorWidth = 2

    /// `names`: which names are known to be their own (`SharedNames`), for the status row.
    init(state: EditorState, layout: FlowLayout, hints: [KeyHint], help: [KeyHint]?, labels: LabelBook?,
         widthOf: @escaping ScalarWidth, names: SharedNames = SharedNames()) {
        let fitter = TextFitter(widthOf: widthOf)
        let glyphs = Glyphs(widthOf: widthOf)
        // Keys and their words are msgids until here: translated once, then measured and drawn.
        let text = ScreenText(state)
        let hints = hints.map(text.hint)
        let columns = state.size.columns
        let rows = state.size.rows
        statusRow = rows - ScreenChrome.rowsBelowContent
        footerRow = rows - 1
        let margin = layout.metrics.margin
        let top = min(max(state.scrollTop, -rows), max(0, layout.height))
        let bottom = top + max(0, rows - ScreenChrome.rowsBelowContent)
        indicator = (top > 0 ? glyphs.up : "") + (bottom < layout.height ? glyphs.down : "")
        indicatorColumn = columns - margin - fitter.safe(indicator).width

        var said: Status?
        if let prompt = state.prompt {
            said = .prompt(text.prompt(prompt) + prompt.text)
        } else if let notice = state.notice, !notice.text.isEmpty {
            said = .notice(notice)
        } else if let labels, let name = ScreenChrome.cutName(state: state, labels: labels, cap: layout.labelCap, fitter: fitter, names: names) {
            said = .name(name)
        }
        statusColumn = margin
        statusWidth = max(0, (indicator.isEmpty ? columns - margin : indicatorColumn - 1) - margin)
        rowAboveIsFree = statusRow - 1 >= 0 && top + statusRow - 1 >= layout.height && !state.showsHelp
        statusLines = ScreenChrome.twoLines(status: said, width: statusWidth, freeAbove: rowAboveIsFree, fitter: fitter)
        // A change too long for the row, with no room above: its fewer words, when it has them.
        if statusLines == nil, case .notice(.change(let sentence))? = said, let brief = state.noticeBrief,
           brief.sentence == sentence, fitter.safe(sentence).width > statusWidth {
            said = .notice(.change(brief.brief))
        }
        status = said
        let narrow = columns < ScreenChrome.narrowColumns
        // A narrow footer runs to the last column: one more column keeps redo beside OK, undo,
        // help and Cancel at 40 columns.
        footer = ScreenChrome.fit(hints, column: margin, limit: columns - (narrow ? 0 : margin), fitter: fitter, narrow: narrow)
        self.help = state.showsHelp && !state.size.isTooSmall
            ? HelpBox(state: state, entries: help?.map(text.hint) ?? hints.filter { !$0.isHidden }, text: text, fitter: fitter, glyphs: glyphs)
            : nil
    }

    /// A notice wider than `width`, broken into two lines where the row above is free (the
    /// second cut with `…` if it is still too long); nil otherwise.
    static func twoLines(status: Status?, width: Int, freeAbove: Bool, fitter: TextFitter) -> [String]? {
        guard freeAbove, width > 0, case .notice(let notice)? = status, fitter.safe(notice.text).width > width else { return nil }
        let lines = LineBreaker(fitter: fitter).wrapAlways(notice.text, width: width)
        guard lines.count >= 2 else { return nil }
        let rest = lines.dropFirst().map(\.text).joined(separator: " ")
        return [lines[0].text, rest]
    }

    /// What a click on the footer at `column` does, or nil.
    func footerAction(atColumn column: Int) -> Action? {
        footer.first { column >= $0.column && column < $0.column + $0.width && !$0.hint.isHidden }?.hint.action
    }

    /// The focused (or lifted) channel's whole name, made safe, when its cell shows it cut; or,
    /// when the channel has a detail (a playlist entry's group), the detail and the whole name.
    static func cutName(state: EditorState, labels: LabelBook, cap: Int, fitter: TextFitter, names: SharedNames) -> String? {
        let channel: Channel?
        if let drag = state.drag {
            channel = state.board.mine.first { $0.id == drag.id }
        } else {
            channel = state.focus.flatMap { state.board.channel(at: $0) }
        }
        guard let channel else { return nil }
        // An entry whose name another has too: what tells them apart (issue 40.3), always. A
        // name known to be its own needs no scan of every entry (`Editor.prepareAfterFrame`).
        let twin = names.isOwn(channel) ? nil : TwinNames(of: channel, in: state.board, details: state.details).traits(of: channel)
        let told = twin.map { ScreenText(state).twinWords($0) } ?? []
        if let detail = state.details?.detail(for: channel.id) {
            let saysDetail = twin?.detail != nil
            return ([saysDetail ? nil : fitter.safe(detail).text, fitter.safe(channel.name).text].compactMap { $0 }
                + told.map { fitter.safe($0).text }).joined(separator: " · ")
        }
        let whole = fitter.safe(channel.name)
        if !told.isEmpty { return ([whole.text] + told.map { fitter.safe($0).text }).joined(separator: " · ") }
        return whole.width > labels.cellLabel(for: channel, maxWidth: cap).width ? whole.text : nil
    }

    /// Below this width the footer writes Ctrl with a caret (`^R redo`), as nano's footer
    /// does, and closes up to one space between hints when that keeps a clickable one: so
    /// that redo still fits beside undo and the ways out at 40 columns (issue 22.8).
    static let narrowColumns = 60

    /// Lays out the footer's hints from `column` to `limit`, two columns apart (on a narrow
    /// screen one, when that shows more of them that a click can use). `narrow`: Ctrl-X keys
    /// are written ^X.
    static func fit(_ hints: [KeyHint], column: Int, limit: Int, fitter: TextFitter, narrow: Bool = false) -> [FooterPiece] {
        guard narrow else { return fit(hints, column: column, limit: limit, fitter: fitter, separator: separatorWidth) }
        let short = hints.map(\.short)
        let wide = fit(short, column: column, limit: limit, fitter: fitter, separator: separatorWidth)
        let close = fit(short, column: column, limit: limit, fitter: fitter, separator: 1)
        func clickable(_ pieces: [FooterPiece]) -> Int { pieces.count(where: { $0.hint.action != nil }) }
        return clickable(close) > clickable(wide) ? close : wide
    }

    /// The hints from `column` to `limit`, `separator` columns apart. When they do not fit,
    /// hints go by `KeyHint.dropOrder` (those a click cannot use first, the ways out last),
    /// each kind from the end; then ways out from the one before the last, down to one, which
    /// is cut.
    static func fit(_ hints: [KeyHint], column: Int, limit: Int, fitter: TextFitter, separator: Int) -> [FooterPiece] {
        var shown = hints
        func width(_ hint: KeyHint) -> Int {
            // A phrase (no key) is its label alone.
            func form(_ keys: String, _ label: String) -> Int {
                (keys.isEmpty ? 0 : fitter.safe(keys).width + 1) + fitter.safe(label).width
            }
            let own = ([hint.label] + hint.labelVariants).map { form(hint.keys, $0) }.max()!
            return hint.otherForms.map { form($0.keys, $0.label) }.reduce(own, max)
        }
        // Each hint measured once (the loops below ask for the total again and again).
        var widths = shown.map(width)
        func total() -> Int { widths.reduce(0, +) + separator * max(0, widths.count - 1) }
        let room = limit - column
        while total() > room, shown.count > 1,
              let order = shown.map(\.dropOrder).max(), order > 0,
              let last = shown.lastIndex(where: { $0.dropOrder == order }) {
            shown.remove(at: last)
            widths.remove(at: last)
        }
        // Then ways out from the one before the last (quit or Cancel, the plainest, stays; the
        // first, OK or Enter's button, is the one a script's user needs most).
        while shown.count > 1, total() > room {
            shown.remove(at: shown.count - 2)
            widths.remove(at: widths.count - 2)
        }

        var pieces: [FooterPiece] = []
        var x = column
        for (hint, hintWidth) in zip(shown, widths) {
            let size = min(hintWidth, max(0, limit - x))
            guard size > 0 else { break }
            pieces.append(FooterPiece(hint: hint, column: x, width: size))
            x += size + separator
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
        let contentRows = max(0, state.size.rows - ScreenChrome.rowsBelowContent)
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
        // dialog's TEXT first, whole: the screen may show only its start (EditorState+BoxText).
        let fileLine = [state.pick?.boxText, state.filePath.map(text.helpFile), idLine].compactMap { $0 }
            .joined(separator: "\n")
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
