import EditorKit
import Foundation
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
        ScreenRewrite.note(FrameText.lines(of: frame), kind: "text", at: sourceLocation)
    }
    guard let styles else { return }
    if let report = ScreenDiff.report(
        expected: FrameText.expectedStyles(styles), actual: FrameText.styleLines(of: frame, legend: legend),
        title: "Style map", note: legend.description)
    {
        Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        ScreenRewrite.note(FrameText.styleLines(of: frame, legend: legend), kind: "styles", at: sourceLocation)
    }
}

/// With `SCREENS_OUT=DIR`, a screen that differs is written to DIR as JSON (file, line, kind,
/// lines) for `scripts/rewrite-screens.py`, which puts it in the test once it has been looked
/// at: the screens are still checked by eye, not copied blindly.
enum ScreenRewrite {
    static func note(_ lines: [String], kind: String, at location: SourceLocation) {
        guard let folder = ProcessInfo.processInfo.environment["SCREENS_OUT"], !folder.isEmpty else { return }
        let record: [String: Any] = ["file": location.fileID, "path": location._filePath, "line": location.line,
                                     "kind": kind, "lines": lines]
        guard let data = try? JSONSerialization.data(withJSONObject: record) else { return }
        let name = "\(folder)/\(UUID().uuidString).json"
        FileManager.default.createFile(atPath: name, contents: data)
    }
}
