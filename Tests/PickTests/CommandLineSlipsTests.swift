import Testing
import channel_editor

/// A newcomer's slips on the command line: asking for help as a command.
@Suite struct CommandLineSlipsTests {
    func refusal(_ arguments: [String]) -> UsageError? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    /// `channel-editor help` (and `h`, `usage`, `-?`): the refusal says where the help is.
    @Test func helpAsACommandPointsAtTheHelpOption() {
        let pointer = "(for help: channel-editor --help, or channel-editor COMMAND --help)"
        for word in ["help", "h", "usage", "?", "HELP"] {
            #expect(refusal([word])?.message == "unknown command \"\(word)\" \(pointer)", "\(word)")
        }
        #expect(refusal(["help", "add"])?.message == "unknown command \"help\" (did you mean \"channel-editor add --help\"?)")
        #expect(refusal(["-?"])?.message == "unknown option \"-?\" (did you mean \"--help\"?)")
        #expect(refusal(["-help"])?.message == "unknown option \"-help\" (did you mean \"--help\"?)")
        #expect(refusal(["--usage"])?.message == "unknown option \"--usage\" (did you mean \"--help\"?)")
    }
}
