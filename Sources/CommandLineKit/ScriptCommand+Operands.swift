import ChannelCore
import Localization

extension ScriptCommand {
    /// Builds the command `name` from the words after it (options already taken out).
    /// Everything that does not depend on the board is checked here: a missing or extra
    /// word, an empty id, an id given twice, a position that is not a number from 1. The
    /// errors are in `translation`'s language.
    package static func make(_ name: Name, operands: [String], in translation: Translation) throws(UsageError) -> ScriptCommand {
        switch name {
        case .list:
            try expectNoMore(name, operands, after: 0, in: translation)
            return .list(json: false)
        case .reset:
            try expectNoMore(name, operands, after: 0, in: translation)
            return .reset
        case .refresh:
            try expectNoMore(name, operands, after: 0, in: translation)
            return .refresh
        case .rename, .group:
            guard let id = operands.first else { throw UsageError(message: translation.tr("%s: missing channel id", name.rawValue)) }
            try checkIDs(name, [id], in: translation)
            guard operands.count >= 2 else {
                throw UsageError(message: name == .rename ? translation.tr("rename: missing the new name after the channel id")
                                                          : translation.tr("group: missing the group after the channel id"))
            }
            let value = operands[1]
            try expectNoMore(name, operands, after: 2, in: translation)
            // A line end would end the #EXTINF line; a quote would end the group's value.
            let trimmed = value.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
                  name == .rename || !value.contains("\"") else {
                throw UsageError(message: translation.tr("%1$s: %2$s cannot be written in a playlist (empty, a control character, or a quote in a group)",
                                             name.rawValue, MessageText.quoted(value)))
            }
            return name == .rename ? .rename(id: id, name: value) : .group(id: id, group: value)
        case .number:
            // Options.parse hands `--from N` on as two words, `--per-group` as one, before the rest.
            var from = 1
            var perGroup = false
            var rest = operands[...]
            while let option = rest.first, option == "--from" || option == "--per-group" {
                rest = rest.dropFirst()
                if option == "--per-group" {
                    perGroup = true
                    continue
                }
                guard let value = rest.first else { throw UsageError(message: translation.tr("--from needs a number")) }
                from = try number(value, in: translation)
                rest = rest.dropFirst()
            }
            try expectNoMore(name, Array(rest), after: 0, in: translation)
            return .number(from: from, perGroup: perGroup)
        case .add:
            return .add(ids: try channelIDs(name, operands, in: translation))
        case .remove:
            return .remove(ids: try channelIDs(name, operands, in: translation))
        case .open:
            guard let id = operands.first else { throw UsageError(message: translation.tr("%s: missing channel id", name.rawValue)) }
            try checkIDs(name, [id], in: translation)
            try expectNoMore(name, operands, after: 1, in: translation)
            return .open(id: id)
        case .move:
            guard let id = operands.first else { throw UsageError(message: translation.tr("move: missing channel id and position")) }
            try checkIDs(name, [id], in: translation)
            guard operands.count >= 2 else { throw UsageError(message: translation.tr("move: missing position after the channel id")) }
            let target: MoveTarget
            let used: Int
            switch operands[1] {
            case "first": (target, used) = (.first, 2)
            case "last": (target, used) = (.last, 2)
            case "--before", "--after":
                // Options.parse hands the option and its id on as two words.
                let other = operands.count > 2 ? operands[2] : ""
                guard !other.isEmpty else { throw UsageError(message: translation.tr("%s needs a channel id", operands[1])) }
                guard other != id else {
                    throw UsageError(message: translation.tr("move: %s cannot go next to itself", MessageText.quoted(id)))
                }
                (target, used) = (operands[1] == "--before" ? .before(other) : .after(other), 3)
            default: (target, used) = (.position(try position(operands[1], in: translation)), 2)
            }
            try expectNoMore(name, operands, after: used, in: translation)
            return .move(id: id, to: target)
        }
    }

    /// A position: decimal digits only, at least 1.
    static func position(_ text: String, in translation: Translation) throws(UsageError) -> Int {
        let isDigits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard isDigits, let value = Int(text), value >= 1 else {
            throw UsageError(message: translation.tr("move: bad position %s: give a number from 1, first, last, --before ID or --after ID", MessageText.quoted(text)))
        }
        return value
    }

    /// `number --from N`: decimal digits only, 0 or more (Kodi's tvg-chno).
    static func number(_ text: String, in translation: Translation) throws(UsageError) -> Int {
        let isDigits = !text.isEmpty && text.count <= 9 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard isDigits, let value = Int(text) else {
            throw UsageError(message: translation.tr("number: bad --from %s: give a number from 0", MessageText.quoted(text)))
        }
        return value
    }

    /// The ids `add` and `remove` take: at least one, none empty, none twice.
    private static func channelIDs(_ name: Name, _ operands: [String], in translation: Translation) throws(UsageError) -> [String] {
        guard !operands.isEmpty else { throw UsageError(message: translation.tr("%s: missing channel id", name.rawValue)) }
        try checkIDs(name, operands, in: translation)
        return operands
    }

    private static func checkIDs(_ name: Name, _ ids: [String], in translation: Translation) throws(UsageError) {
        var seen = Set<String>()
        for id in ids {
            guard !id.isEmpty else { throw UsageError(message: translation.tr("%s: empty channel id", name.rawValue)) }
            guard seen.insert(id).inserted else {
                throw UsageError(message: translation.tr("%s: %s is given more than once", name.rawValue, MessageText.quoted(id)))
            }
        }
    }

    private static func expectNoMore(_ name: Name, _ operands: [String], after count: Int, in translation: Translation) throws(UsageError) {
        guard operands.count > count else { return }
        throw UsageError(message: translation.tr("%s: unexpected argument %s", name.rawValue, MessageText.quoted(operands[count])))
    }
}
