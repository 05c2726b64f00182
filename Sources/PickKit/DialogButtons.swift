import EditorKit

/// dialog's `--extra-button`/`--extra-label` and `--help-button`/`--help-label`, gathered
/// while the command line is read: a label alone offers no button, as in dialog. The session
/// shows the buttons in the footer (`PickSession.extraLabel`, `helpLabel`), and the run
/// prints and returns what dialog does for them (`DialogOutput+Help`, `DialogExitCodes`).
package struct DialogButtons {
    package init() {}

    package var extra = false
    package var extraLabel: String?
    package var help = false
    package var helpLabel: String?

    /// An empty label is the session's default ("Extra", "Help", translated).
    package func offer(in session: inout PickSession) {
        session.extraLabel = extra ? extraLabel ?? "" : nil
        session.helpLabel = help ? helpLabel ?? "" : nil
    }
}
