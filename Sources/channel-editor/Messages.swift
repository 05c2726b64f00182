import ChannelStore
import Localization

/// The language of this run: chosen once from the environment (`LocaleRule`, the gettext
/// rule) and loaded from the compiled catalog in the data folder. Immutable for the whole
/// process; the editor gets it as a value in its state.
let messages: MessageCatalog.Loaded = MessageCatalog.load(
    environment: ProcessEnvironment.current(), executablePath: Catalog.executablePath())

/// A text in the run's language; `msgid` is the English text (`po/channel-editor.pot`).
func tr(_ msgid: String) -> String { messages.translation.tr(msgid) }

/// A text in the run's language with its `%s`/`%d` placeholders filled.
func tr(_ msgid: String, _ arguments: any CustomStringConvertible...) -> String {
    MessageFormat.fill(messages.translation.tr(msgid), arguments.map(\.description))
}
