/// dialog's command line for a buildlist, a checklist, a radiolist or a menu (docs/ARCHITECTURE.md,
/// "Pick mode").
package enum DialogArguments {
    /// The boxes channel-editor draws, and what dialog calls them.
    package static let boxes: [String: DialogOutput.Box] = [
        "--buildlist": .buildlist, "--checklist": .checklist, "--radiolist": .radiolist, "--menu": .menu,
    ]
}
