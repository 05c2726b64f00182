import EditorKit
import Testing

/// Compares a whole frame with expected screens written out in the test: its text, and (when
/// given) its style map. Records one issue per mismatch, with `ScreenDiff`'s report.
public func expectScreen(
    _ frame: Frame,
    text: String,
    styles: String? = nil,
    legend: ScreenLegend = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let report = ScreenDiff.report(
        expected: FrameText.expectedText(text), actual: FrameText.lines(of: frame), title: "Screen text")
    {
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    }
    guard let styles else { return }
    if let report = ScreenDiff.report(
        expected: FrameText.expectedStyles(styles), actual: FrameText.styleLines(of: frame, legend: legend),
        title: "Style map", note: legend.description)
    {
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
    }
}
