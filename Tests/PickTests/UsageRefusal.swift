import CommandLineKit
import channel_editor

/// The usage error the program's command line gives for `arguments` (`Options.parse`); nil when
/// they parse.
func usageRefusal(_ arguments: [String]) -> UsageError? {
    do {
        _ = try Options.parse(arguments)
        return nil
    } catch {
        return error
    }
}
