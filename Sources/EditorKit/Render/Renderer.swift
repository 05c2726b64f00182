import ChannelCore

/// Draws one screen of the editor: the two sections in the viewport, the footer, and the help
/// overlay or the "too small" notice. Pure: the same inputs always give the same frame.
///
/// - The frame is `state.size`. Screen rows `0 ..< rows - 1` show content rows from
///   `state.scrollTop` on, exactly as given (no clamping here, so the screen always agrees with
///   hit testing at the same scroll); the last row is the footer.
/// - `layout` is the state's layout (`state.layout(labels:)`), made once per event and shared
///   with input handling; `labels` names the channels.
/// - `hints` are the keys that work now, for the footer; `state.notice` replaces them.
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
    widthOf: @escaping ScalarWidth
) -> Frame {
    var renderer = Renderer(state: state, layout: layout, labels: labels, widthOf: widthOf)
    renderer.draw(hints: hints, help: help)
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
    /// Screen rows above the footer.
    let contentRows: Int
    /// The first content row on screen: `state.scrollTop`, held inside a range where the row
    /// arithmetic cannot overflow (any value beyond it shows the same empty rows).
    let top: Int

    init(state: EditorState, layout: FlowLayout, labels: LabelBook, widthOf: @escaping ScalarWidth) {
        self.state = state
        self.layout = layout
        self.labels = labels
        self.widthOf = widthOf
        glyphs = Glyphs(widthOf: widthOf)
        fitter = TextFitter(widthOf: widthOf)
        text = ScreenText(state)
        frame = Frame(columns: state.size.columns, rows: state.size.rows)
        contentRows = max(0, frame.rows - 1)
        top = min(max(state.scrollTop, -frame.rows), max(0, layout.height))
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
                                  widthOf: widthOf)
        drawHeaders()
        drawCells(of: .mine)
        drawCells(of: .available)
        drawEmptySections()
        drawLiftedCell()
        drawFooter(chrome)
        if let box = chrome.help {
            drawHelp(box)
            frame.cursor = nil  // the overlay hides the focused cell
        }
    }
}
