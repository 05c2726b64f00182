import CommandLineKit
import PickKit

extension PickArguments {
    /// The command line as the program reads it when called channel-editor, errors in English.
    static func parse(_ arguments: [String], programName: String = "channel-editor") throws(UsageError) -> Parsed? {
        try parse(arguments, programName: programName, in: .english)
    }
}
