import ChannelCore
import Glibc
import TestSupport

/// One thing the whole-binary fuzz does to the program on its terminal.
enum BinaryFuzzAction: CustomStringConvertible {
    case bytes([UInt8])
    case resize(columns: UInt16, rows: UInt16)
    /// Ctrl-Z typed, then SIGCONT sent (what `fg` does), whether or not the program stopped.
    case suspend
    /// A signal sent from outside: SIGCONT alone (`fg` of a program that was not stopped),
    /// SIGTERM or SIGHUP (these end the run: status 128+N, the terminal restored).
    case signal(Int32)

    var description: String {
        switch self {
        case .bytes(let bytes): return "bytes " + bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
        case .resize(let columns, let rows): return "resize \(columns)x\(rows)"
        case .suspend: return "Ctrl-Z, SIGCONT"
        case .signal(let number): return "signal \(number)"
        }
    }
}

/// Random terminal input from a seed: keys, partial escape sequences, X10 and SGR mouse reports
/// with odd coordinates, bracketed pastes (some never closed), invalid UTF-8, resizes, Ctrl-Z
/// bursts with SIGCONT, SIGCONT alone, SIGTERM and SIGHUP. Keys and signals that end the program
/// (q, Ctrl-C, Enter, SIGTERM, SIGHUP) are rare, so that a run gets somewhere first.
struct BinaryFuzzInput {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// Every key the keymap binds, as terminal bytes (`FuzzKeys`), but those that end the
    /// program (q, Ctrl-C, Enter twice): they come rarely, below. Then keys nothing binds.
    static let keys: [String] =
        FuzzKeys.everyday.filter { $0 != .enter }.flatMap(FuzzKeys.terminalSequences(for:))
        + ["\u{1B}[2~", "\u{1B}[1;5C", "\u{1B}[1;2D", "a", "t", "é", "你"]

    /// The keys that end or suspend the program, as bytes.
    static let endingKeys: [String] = FuzzKeys.ending.flatMap(FuzzKeys.terminalSequences(for:))

    static let partialEscapes: [String] = [
        "\u{1B}", "\u{1B}[", "\u{1B}[1", "\u{1B}[1;", "\u{1B}[1;5", "\u{1B}O", "\u{1B}[<", "\u{1B}[<0;",
        "\u{1B}[<0;10", "\u{1B}[M", "\u{1B}[M ", "\u{1B}[200", "\u{1B}[20", "\u{1B}]0;", "\u{1B}P", "\u{1B}[?",
        "\u{1B}\u{1B}", "\u{1B}[999999999999999999999A", "\u{1B}[;;;;;;;;;;;;;;;;;;;~",
    ]

    /// The next action.
    mutating func next() -> BinaryFuzzAction {
        switch number(0...99) {
        case 0..<30: return .bytes(Array(pick(Self.keys).utf8))
        case 30..<45: return .bytes(sgrMouse())
        case 45..<55: return .bytes(x10Mouse())
        case 55..<63: return .bytes(Array(pick(Self.partialEscapes).utf8))
        case 63..<70: return .bytes(paste())
        case 70..<78: return .bytes((0..<number(1...6)).map { _ in UInt8(number(0x80...0xFF)) })
        case 78..<84: return .bytes((0..<number(1...4)).map { _ in UInt8(number(0...0xFF)) })
        case 84..<92: return .resize(columns: UInt16(pick([1, 2, 10, 23, 24, 40, 80, 120, 224, 240, 300, number(1...400)])),
                                     rows: UInt16(pick([1, 2, 7, 8, 9, 24, 50, number(1...150)])))
        case 92..<95: return .suspend
        case 95..<97: return .bytes(Array(pick(["\r", "\n"]).utf8))
        case 97: return .signal(pick([SIGCONT, SIGCONT, SIGTERM, SIGHUP]))
        default: return .bytes(Array(pick(Self.endingKeys + ["\u{1B}[201~", "\u{1B}[200~", "\u{1A}\u{1A}\u{1A}"]).utf8))
        }
    }

    private mutating func coordinate() -> Int {
        pick([0, 1, 2, 5, 20, 80, 222, 223, 224, 225, 239, 240, 300, 1000, 99999, number(0...400)])
    }

    /// `ESC [ < b ; x ; y M|m`, with buttons, modifiers and motion bits, coordinates past any
    /// screen (or 0), and now and then a field missing or negative.
    private mutating func sgrMouse() -> [UInt8] {
        let button = pick([0, 1, 2, 3, 32, 33, 35, 64, 65, 4, 8, 16, number(0...255)])
        var fields = [String(button), String(coordinate()), String(coordinate())]
        if chance(5) { fields[number(0...2)] = pick(["", "-1", "x"]) }
        return Array(("\u{1B}[<" + fields.joined(separator: ";") + (chance(50) ? "M" : "m")).utf8)
    }

    /// `ESC [ M b x y`, each a byte (32 + value); bytes below 32 and past 255-32 included.
    private mutating func x10Mouse() -> [UInt8] {
        let button = UInt8(pick([32, 33, 34, 35, 64, 65, 96, 97, number(0...255)]))
        return [0x1B, 0x5B, 0x4D, button, UInt8(clamping: 32 + coordinate() % 240), UInt8(number(0...255))]
    }

    /// A bracketed paste: text with newlines, escapes and control characters; sometimes it is
    /// never closed.
    private mutating func paste() -> [UInt8] {
        let pieces = ["sudo apt-get install -y tmux jq\n", "q", "\r", "\u{1B}[A", "\u{03}", "é", "\u{1B}", "Tech",
                      "\u{1B}[<0;10;2M", "x", " "]
        var bytes = Array("\u{1B}[200~".utf8)
        for _ in 0..<number(0...5) { bytes += Array(pick(pieces).utf8) }
        if chance(85) { bytes += Array("\u{1B}[201~".utf8) }
        return bytes
    }
}

/// Which terminal modes the program's output leaves on: the last `ESC [ ? n h|l` for each
/// private mode that matters, and keypad transmit (`ESC =` / `ESC >`).
struct TerminalModeTrace {
    /// Mouse tracking, SGR/urxvt/UTF-8 encodings, bracketed paste, alternate screens, cursor keys.
    static let mustEndOff: Set<Int> = [9, 1000, 1001, 1002, 1003, 1005, 1006, 1015, 2004, 47, 1047, 1049, 1]
    private(set) var on: Set<Int> = []
    private(set) var cursorHidden = false
    private(set) var keypadTransmit = false

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x1B, index + 1 < bytes.count else { continue }
            if bytes[index + 1] == UInt8(ascii: "=") { keypadTransmit = true; continue }
            if bytes[index + 1] == UInt8(ascii: ">") { keypadTransmit = false; continue }
            guard bytes[index + 1] == UInt8(ascii: "["), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "?") else { continue }
            var end = index + 3
            while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "h") || bytes[end] == UInt8(ascii: "l") else { continue }
            let set = bytes[end] == UInt8(ascii: "h")
            for field in bytes[(index + 3)..<end].split(separator: UInt8(ascii: ";")) {
                guard let mode = Int(String(decoding: field, as: UTF8.self)) else { continue }
                if mode == 25 { cursorHidden = !set } else if set { on.insert(mode) } else { on.remove(mode) }
            }
            index = end
        }
    }

    /// What is still on that must not be, in words; empty when the terminal is as it was.
    var leftOn: [String] {
        var left = on.intersection(Self.mustEndOff).sorted().map { "?\($0)h" }
        if cursorHidden { left.append("cursor hidden (?25l)") }
        if keypadTransmit { left.append("keypad transmit (ESC =)") }
        return left
    }
}
