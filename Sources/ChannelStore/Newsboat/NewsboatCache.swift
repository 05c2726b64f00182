internal import CSQLite
import Glibc
import Localization

/// Feed titles from newsboat's own cache (`cache.db`, SQLite; table `rss_feed`, columns `rssurl`
/// and `title`, as newsboat's cache.cpp creates them). Read only, and never a reason to fail:
/// a missing cache, one locked by a running newsboat, another schema or a damaged file only
/// means no titles (a damaged one with a notice). Never written, never created
/// (`SQLITE_OPEN_READONLY`).
package enum NewsboatCache {
    /// What a look into the cache found.
    package enum Outcome: Sendable, Equatable {
        /// Titles by feed URL (empty titles left out).
        case titles([String: String])
        /// No cache file there.
        case missing
        /// The file is there but gives no titles (another schema, still locked after a wait):
        /// names come from the urls file, nothing to say.
        case noTitles
        /// The file is damaged or not a database: names come from the urls file, and the user
        /// is told once (the message names the file).
        case unreadable(StoreError)

        /// The titles found (none for every other outcome).
        package var titles: [String: String] {
            if case .titles(let titles) = self { return titles }
            return [:]
        }
    }

    /// Where newsboat keeps the cache of a urls file: beside it (`~/.newsboat/urls`,
    /// `~/.newsboat/cache.db`), or, for the urls file in newsboat's XDG config folder, in its
    /// XDG data folder (`~/.config/newsboat/urls` -> `~/.local/share/newsboat/cache.db`), as
    /// newsboat's configpaths decides; beside the file when neither has one.
    package static func path(forURLsFile urlsPath: String, environment: [String: String]) -> String {
        let folder = PathText.folder(of: urlsPath)
        let beside = PathText.join(folder, "cache.db")
        if FileStatus.of(beside) != nil { return beside }
        let home = environment["HOME"] ?? ""
        let configHome = nonEmpty(environment["XDG_CONFIG_HOME"]) ?? PathText.join(home, ".config")
        let dataHome = nonEmpty(environment["XDG_DATA_HOME"]) ?? PathText.join(home, ".local/share")
        guard !home.isEmpty || environment["XDG_CONFIG_HOME"] != nil,
            PathText.trimmingTrailingSlashes(folder) == PathText.join(configHome, "newsboat")
        else { return beside }
        return PathText.join(dataHome, "newsboat/cache.db")
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// How long to wait for a newsboat that is writing the cache before reading it as it is on
    /// disk (`immutable`): titles are only names, a moment's staleness is harmless.
    static let busyMilliseconds: Int32 = 200

    /// At most this many feeds' titles are read (a urls file has hundreds, a large one
    /// thousands), and titles longer than `titleLimit` bytes are left out (the feed is named by
    /// its URL): a cache any program may have written cannot fill the memory (issue 39 item 3).
    package static let rowLimit = 100_000
    package static let titleLimit = 4096
    static let lengthLimit = 64 << 20

    /// How long reading the titles may take in all: a cache whose `rss_feed` is a view that
    /// never ends (or a slow one) is given up, and names come from the urls file.
    static let timeLimit = 1.0

    /// The titles in the cache at `path`.
    package static func titles(at path: String) -> Outcome {
        guard let status = FileStatus.of(path) else { return .missing }
        guard status.isRegularFile else { return .noTitles }
        var deadline = monotonicSeconds() + timeLimit
        // A WAL-mode cache without its `-wal` and `-shm` (no newsboat running): a read-only
        // connection would create both and leave them (issue 39 item 8); read the pages as they
        // are on disk instead, which is all there is.
        let result = isWALWithoutItsFiles(path) ? read(uri(path, immutable: true), &deadline) : read(uri(path, immutable: false), &deadline)
        switch result {
        case .success(let titles): return .titles(titles)
        case .failure(.damaged(let problem)): return .unreadable(damaged(path, problem))
        case .failure(.noTable): return .noTitles
        case .failure(.other):
            // Locked by a writer, or a journal to roll back first (which a reader may not):
            // the pages on disk as they are, without taking part in SQLite's locking.
            switch read(uri(path, immutable: true), &deadline) {
            case .success(let titles): return .titles(titles)
            case .failure: return .noTitles
            }
        }
    }

    /// True when the database header says WAL mode (bytes 18 and 19 are 2) and its `-wal` or
    /// `-shm` file is not there.
    static func isWALWithoutItsFiles(_ path: String) -> Bool {
        guard let header = FileRange.read(path, 0..<20), header.count == 20, header[18] == 2, header[19] == 2 else { return false }
        return FileStatus.of(path + "-wal") == nil || FileStatus.of(path + "-shm") == nil
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func damaged(_ path: String, _ problem: String) -> StoreError {
        StoreError(path: path, problem: .tr("not read (%s); names come from the urls file", problem), kind: .invalidData)
    }

    private enum Failure: Error {
        case damaged(String)
        case noTable
        case other
    }

    /// The titles, read by `deadline` (monotonic seconds): SQLite's progress handler stops
    /// the statement once it has passed (SQLITE_INTERRUPT). At most `rowLimit` rows; a value
    /// longer than `lengthLimit` is not loaded or made (SQLITE_TOOBIG: no titles, a notice),
    /// titles over `titleLimit` bytes are left out.
    private static func read(_ uri: String, _ deadline: inout Double) -> Result<[String: String], Failure> {
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        var code = sqlite3_open_v2(uri, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else { return .failure(classify(code, connection)) }
        sqlite3_busy_timeout(connection, busyMilliseconds)
        sqlite3_limit(connection, SQLITE_LIMIT_LENGTH, Int32(lengthLimit))
        return withUnsafeMutablePointer(to: &deadline) { pointer in
            sqlite3_progress_handler(connection, 1000, { context in
                guard let context else { return 0 }
                return NewsboatCache.monotonicSeconds() > context.load(as: Double.self) ? 1 : 0
            }, pointer)
            defer { sqlite3_progress_handler(connection, 0, nil, nil) }
            return rows(connection)
        }
    }

    private static func rows(_ connection: OpaquePointer) -> Result<[String: String], Failure> {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        var code = sqlite3_prepare_v2(connection, "SELECT rssurl, title FROM rss_feed LIMIT \(rowLimit)", -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { return .failure(classify(code, connection)) }
        var titles: [String: String] = [:]
        while true {
            code = sqlite3_step(statement)
            if code == SQLITE_DONE { return .success(titles) }
            guard code == SQLITE_ROW else { return .failure(classify(code, connection)) }
            guard sqlite3_column_bytes(statement, 1) <= titleLimit, let url = text(statement, column: 0),
                let title = text(statement, column: 1), !title.isEmpty
            else { continue }
            titles[url] = title
        }
    }

    /// A column as text; nil for NULL or bytes that are not UTF-8.
    private static func text(_ statement: OpaquePointer, column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        let bytes = UnsafeBufferPointer(start: pointer, count: count)
        return String(validating: bytes, as: UTF8.self)
    }

    private static func classify(_ code: Int32, _ connection: OpaquePointer?) -> Failure {
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT, SQLITE_INTERRUPT, SQLITE_TOOBIG, SQLITE_NOMEM:
            // Damaged, or made to take too long or too much (issue 39 item 3): said once.
            return .damaged(String(cString: sqlite3_errstr(code)))
        case SQLITE_ERROR:
            // A prepared statement fails with SQLITE_ERROR when the table or a column is not there.
            return .noTable
        default: return .other
        }
    }

    /// A `file:` URI for `path` (percent-encoded, so that `?`, `#` and `%` in a path stay part
    /// of it); read only, and with `immutable` read without any locking.
    static func uri(_ path: String, immutable: Bool) -> String {
        var uri = "file:"
        for byte in path.utf8 {
            let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "~")
            if unreserved {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return uri + (immutable ? "?mode=ro&immutable=1" : "?mode=ro")
    }
}
