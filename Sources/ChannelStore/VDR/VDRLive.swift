import ChannelCore
import Glibc
import Localization

/// A running VDR, changed through SVDRP instead of its file (README "VDR"): VDR rewrites
/// channels.conf itself, so a file written under a running VDR would be overwritten. Its list is
/// `LSTC :ids :groups`; a change is made with DELC (a removal), NEWC (an addition, appended,
/// then placed with MOVC) and MOVC (`VDRMovePlan`), each checked against the list VDR gives
/// after it. What VDR refuses is said in its words; group lines cannot be moved, added or
/// removed through SVDRP, so such a change is refused with a sentence that says to stop VDR.
/// One connection per load or save: nothing is held open between them.
public final class VDRLive: LiveChannel {
    public let address: SVDRPAddress
    /// The file's path, for the errors.
    let path: String

    init(address: SVDRPAddress, path: String) {
        self.address = address
        self.path = path
    }

    /// The running VDR whose list is `file`'s (the same channel IDs and group lines, in the same
    /// order), with its list; nil when no VDR answers at `address`. `mismatch` is true when one
    /// answers with another list (then the file is a copy: it is edited as a file).
    static func running(at address: SVDRPAddress, for file: VDRDocument, path: String, required: Bool)
        throws(StoreError) -> (live: VDRLive?, listing: VDRDocument?)
    {
        let live = VDRLive(address: address, path: path)
        let connection: SVDRPConnection
        do {
            connection = try SVDRPConnection(address)
        } catch .notRunning where !required {
            return (nil, nil)
        } catch {
            throw live.failure(error)
        }
        defer { connection.quit() }
        let listing = try live.listing(on: connection)
        return (listing.cells.map(\.id) == file.cells.map(\.id) ? live : nil, listing)
    }

    // MARK: LiveChannel

    public func current() throws(StoreError) -> any ChannelDocument {
        let connection = try connect()
        defer { connection.quit() }
        return try listing(on: connection)
    }

    public func save(_ board: Board, context: RevisionContext) throws(StoreError) -> any ChannelDocument {
        let connection = try connect()
        defer { connection.quit() }
        let target = board.mine.map(\.id)
        let wanted = Set(target)
        var now = try listing(on: connection)
        // Removals first (by number, as VDR numbers them now), then additions, then the order.
        while let gone = now.cells.first(where: { !wanted.contains($0.id) }) {
            guard case .channel = gone.content, let number = gone.number else { throw groupRefusal }
            try command(SVDRPCommand.delete(number: number), on: connection)
            now = try listing(on: connection)
        }
        for id in target where now.cell(id: id) == nil {
            guard let line = Self.line(context.entry(id: id)) else { continue }  // nothing VDR could read
            guard case .channel? = (try? VDRLine.read(line[...])) ?? nil else { throw groupRefusal }
            try command(SVDRPCommand.new(line: String(decoding: line, as: UTF8.self)), on: connection)
            now = try listing(on: connection)
        }
        let present = target.filter { now.cell(id: $0) != nil }
        for _ in 0...(present.count * 2 + 2) {
            let lines = now.cells.map { cell -> VDRMovePlan.Line in
                if case .group(let group) = cell.content { return VDRMovePlan.Line(id: cell.id, isGroup: true, groupNumber: group.number) }
                return VDRMovePlan.Line(id: cell.id, isGroup: false)
            }
            switch VDRMovePlan.next(lines, target: present, moved: context.moved) {
            case nil:
                return now
            case .groupMoved?:
                throw groupRefusal
            case .impossible(let id)?:
                let name = now.cell(id: id)?.content.name ?? id
                throw StoreError(path: path, problem: .tr("VDR is running: SVDRP cannot put %s there; stop VDR to make this change in the file", name), kind: .refused)
            case .move(let from, let to)?:
                try command(SVDRPCommand.move(from: from, to: to), on: connection)
                now = try listing(on: connection)
            }
        }
        return now
    }

    // MARK: SVDRP

    private func connect() throws(StoreError) -> SVDRPConnection {
        do {
            return try SVDRPConnection(address)
        } catch {
            throw failure(error)
        }
    }

    /// `LSTC :ids :groups` as a document: each line's text (after its number and channel ID)
    /// is a line of channels.conf as VDR writes it.
    func listing(on connection: SVDRPConnection) throws(StoreError) -> VDRDocument {
        let reply = try send(SVDRPCommand.list, on: connection)
        if reply.code == 550 { return .empty }  // "No channels defined"
        guard reply.code == 250 else { throw refusal(reply) }
        var bytes: [UInt8] = []
        for line in reply.lines {
            guard let space = line.firstIndex(of: " ") else { continue }
            var text = line[line.index(after: space)...]
            if line[..<space] != "0", !text.hasPrefix(":"), let next = text.firstIndex(of: " ") {
                text = text[text.index(after: next)...]  // the channel ID, which the line makes again
            }
            bytes += Array(text.utf8) + [0x0A]
        }
        do {
            return try VDRDocument(bytes: bytes, path: "LSTC")
        } catch {
            throw StoreError(path: path, location: "VDR \(address)", problem: error.message(in: .english), kind: .invalidData)
        }
    }

    /// Sends a command that changes the list; VDR's refusal (any answer but 250) is thrown.
    private func command(_ text: String, on connection: SVDRPConnection) throws(StoreError) {
        let reply = try send(text, on: connection)
        guard reply.code == 250 else { throw refusal(reply) }
    }

    private func send(_ text: String, on connection: SVDRPConnection) throws(StoreError) -> SVDRPReply {
        do {
            return try connection.send(text)
        } catch {
            throw failure(error)
        }
    }

    /// VDR's refusal, as VDR words it.
    private func refusal(_ reply: SVDRPReply) -> StoreError {
        StoreError(path: path, location: "VDR \(address)", problem: reply.text, kind: .refused)
    }

    private var groupRefusal: StoreError {
        StoreError(path: path, problem: .tr("VDR is running, and SVDRP cannot move, add or remove a group line: stop VDR (systemctl stop vdr) to change the groups, then start it again"), kind: .refused)
    }

    /// One line for a connection that failed: nothing after it was changed.
    private func failure(_ failure: SVDRPFailure) -> StoreError {
        let at = address.description
        let problem: Message
        switch failure {
        case .notRunning: problem = .tr("no VDR answers at %s (SVDRP): connection refused", at)
        case .unknownHost: problem = .tr("no VDR answers at %s (SVDRP): no such host", at)
        case .denied(let text): problem = .tr("the VDR at %s does not take this host (its svdrphosts.conf): %s", at, text)
        case .noAnswer: problem = .tr("VDR at %s did not answer in time; nothing more was changed", at)
        case .closed: problem = .tr("VDR at %s closed the connection; nothing more was changed", at)
        case .system(let code): problem = .tr("the connection to VDR at %s failed (%s); nothing more was changed", at, String(cString: strerror(code)))
        }
        return StoreError(path: path, problem: problem, kind: .system)
    }

    /// A source's entry as one line VDR reads; nil when it is none.
    private static func line(_ entry: [UInt8]?) -> [UInt8]? {
        guard let entry else { return nil }
        var line = entry.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        if line.last == 0x0D { line = line.dropLast() }
        guard (try? VDRLine.read(line)).flatMap({ $0 }) != nil else { return nil }
        return Array(line)
    }
}
