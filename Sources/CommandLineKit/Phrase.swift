import Localization

/// A msgid kept in a table to be said later in the caller's language: the library has no
/// language of its own (the executable's `tr` is the run's). `Phrase.tr("PATH")` marks the
/// msgid for the template as any `tr(` call does.
package struct Phrase: Hashable, Sendable {
    package let msgid: String

    package static func tr(_ msgid: String) -> Phrase { Phrase(msgid: msgid) }

    /// The text in `translation`'s language, its `%s` placeholders filled with `arguments`.
    package func text(in translation: Translation, _ arguments: String...) -> String {
        MessageFormat.fill(translation.tr(msgid), arguments)
    }
}
