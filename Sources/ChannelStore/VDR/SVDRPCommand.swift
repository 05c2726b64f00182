/// The SVDRP commands the program sends (vdr 2.6, svdrp.c): machine text, never translated.
enum SVDRPCommand {
    /// Every line, channels with their IDs, group lines with number 0.
    static let list = "LSTC :ids :groups"
    static func delete(number: Int32) -> String { "DELC \(number)" }
    /// Appends a channel (its line as channels.conf has it).
    static func new(line: String) -> String { "NEWC " + line }
    static func move(from: Int32, to: Int32) -> String { "MOVC \(from) \(to)" }
    static let quit = "QUIT"
}
