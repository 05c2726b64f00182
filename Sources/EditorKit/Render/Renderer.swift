import ChannelCore

/// Draws one screen of the editor: the two sections in the viewport, the status row, the
/// footer, and the help overlay or the "too small" notice. Pure: the same inputs always give
/// the same frame.
///
/// - The frame is `state.size`. Screen rows `0 ..< rows - 2` show content rows from
///   `state.scrollTop` on, exactly as given (no clamping here, so the screen always agrees with
///   hit testing at the same scroll); the row below them is the status row (`state.notice`, or
///   the focused channel's whole name when its cell cuts it), the last row the footer.
/// - `layout` is the state's layout (`state.layout(labels:)`), made once per event and shared
///   with input handling; `labels` names the channels.
/// - `hints` are the keys that work now, for the footer.
///   Hints and help entries are English (msgids), drawn in `state.translation`.
/// - The help overlay is drawn when `state.showsHelp` is true and lists `help`
///   (or `hints` when `help` is nil).
/// - `widthOf` is the terminal's width table (the same one the labels and layout were made with).
///
/// Never traps: any size from 0x0 up, any scroll value, a focus or drag naming a missing place,
/// any text in names, filter, notice or hints. Only visible cells are visited (binary search for
/// the first one), so a frame costs the same with 100 or 100,000 channels.
///
/// Styles: every cell box is one role (`.mine`, `.locked`, `.available`, `.lifted`, `.gap`);
/// `focused` marks every column of the focused cell, `current` the current channel's cell,
/// `matched` the My Channels cells the active filter matches. The edit-mode badge is `.badge`
/// (carrying `focused` only); lifted cells and gaps carry no flags.
package func render(
    _ state: EditorState,
    layout: FlowLayout,
    labels: LabelBook,
    hints: [KeyHint],
    help: [KeyHint]?,
    widthOf: @escaping ScalarWidth,
    names: SharedNames = SharedNames()
) -> Frame {
    var renderer = Renderer(state: state, layout: layout, labels: labels, widthOf: widthOf)
    renderer.names = names
    renderer.draw(hints: hints, help: help)
    return renderer.frame
}

/// The frame `render` would draw for `state`, drawn over `previous`: the frame of a state that
/// differed from `state` only in its focus (`from`) and its notice. Only what those change is
/// drawn again: the cells that lose and gain the focus, the status row and the footer. Nil when the screen has
/// more than the grid and the footer on it (the help, a lifted cell, the too-small notice) or
/// `previous` is another size: then `render` draws the whole frame.
package func renderFocusMove(
    from: Place?,
    over previous: Frame,
    _ state: EditorState,
    layout: FlowLayout,
    labels: LabelBook,
    hints: [KeyHint],
    widthOf: @escaping ScalarWidth,
    names: SharedNames = SharedNames()
) -> Frame? {
    guard !state.showsHelp, state.drag == nil, !state.size.isTooSmall,
          previous.columns == state.size.columns, previous.rows == state.size.rows, previous.columns > 0
    else { return nil }
    var renderer = Renderer(state: state, layout: layout, labels: labels, widthOf: widthOf, frame: previous)
    renderer.frame.cursor = nil
    for place in [from, state.focus] {
        if let place, let box = layout.box(at: place) { renderer.drawCell(box) }
    }
    let chrome = ScreenChrome(state: state, layout: layout, hints: hints, help: nil, labels: labels, widthOf: widthOf, names: names)
    renderer.drawStatus(chrome)
    renderer.drawFooter(chrome)
    return renderer.frame
}

/// One frame being drawn: the inputs, the frame, and the visible window of content rows.
/// Each part of the screen is drawn by an extension in its own file.
struct Renderer {
    let state: EditorState
    let layout: FlowLayout
    let labels: LabelBook
    let widthOf: ScalarWidth
    let glyphs: Glyphs
    let fitter: TextFitter
    /// The words on screen, in the state's language.
    let text: ScreenText
    var frame: Frame
    /// Screen rows above the status row and the footer.
    let contentRows: Int
    /// The first content row on screen: `state.scrollTop`, held inside a range where the row
    /// arithmetic cannot overflow (any value beyond it shows the same empty rows).
    let top: Int
    /// Which names are known to be their own (`SharedNames`): the status row does not scan for them.
    var names = SharedNames()

    /// `frame`: what to draw over (a blank frame of `state.size` when nil).
    init(state: EditorState, layout: FlowLayout, labels: LabelBook, widthOf: @escaping ScalarWidth, frame: Frame? = nil) {
        self.state = state
        self.layout = layout
        self.labels = labels
        self.widthOf = widthOf
        glyphs = Glyphs(widthOf: widthOf)
        fitter = TextFitter(widthOf: widthOf)
        text = ScreenText(state)
        self.frame = frame ?? Frame(columns: state.size.columns, rows: state.size.rows)
        contentRows = max(0, self.frame.rows - ScreenChrome.rowsBelowContent)
        top = min(max(state.scrollTop, -self.frame.rows), max(0, layout.height))
    }

    /// One past the last content row on screen.
    var bottom: Int { top + contentRows }

    /// The screen row showing a content row, or nil when it is scrolled out of view.
    func screenRow(ofContentRow row: Int) -> Int? {
        guard row >= top, row < bottom else { return nil }
        return row - top
    }

    mutating func draw(hints: [KeyHint], help: [KeyHint]?) {
        guard frame.columns > 0, frame.rows > 0 else { return }
        if state.size.isTooSmall {
            drawTooSmallNotice()
            return
        }
        let chrome = ScreenChrome(state: state, layout: layout, hints: hints, help: help, labels: labels,
                                  widthOf: widthOf, names: names)
        drawBoxText()
        drawHeaders()
        drawCells(of: .mine)
        drawCells(of: .available)
        drawEmptySections()
        drawStatus(chrome)
        drawFooter(chrome)
        if let box = chrome.help {
            drawHelp(box)
            // The overlay hides the focused cell: the cursor goes to its title, where a screen
            // reader starts reading it (nil when the box is too small to draw).
            frame.cursor = box.isDrawable ? Frame.Cursor(column: box.left + 3, row: box.top) : nil
        }
    }
}
