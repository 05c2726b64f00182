import CommandLineKit
import PickKit

extension PickArguments {
    /// What the arguments ask for when they are a pick session (PickKit's `PickArguments`, in
    /// the run's language); nil when they are not, so `Options.parse` goes on as before.
    package static func parse(_ arguments: [String], programName: String = CommandLine.arguments.first ?? "")
        throws(UsageError) -> Options.Command?
    {
        switch try parse(arguments, programName: programName, in: messages.translation) {
        case .request(let request): return .pick(request)
        case .help: return .pickHelp
        case nil: return nil
        }
    }
}
