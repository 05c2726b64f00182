import Localization

/// A pick run that must stop before its screen: one line (said in the run's language by the
/// executable) and an exit status (`ExitStatus`).
package struct PickFailure: Error, Equatable {
    package let message: Message
    package let status: Int32

    package init(message: Message, status: Int32) {
        self.message = message
        self.status = status
    }
}
