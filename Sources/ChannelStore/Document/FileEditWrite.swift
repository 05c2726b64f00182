import ChannelCore

/// What `ChannelFileStore.make(_:with:force:)` did.
public struct FileEditMade {
    /// The edit's new bytes (nil: nothing changed, nothing written), its summary, whether it
    /// did all it was asked.
    public var result: FileEditResult
    /// The version of the file written; nil when nothing was.
    public var written: FileIdentity?
    /// The file as it was just before: what undo of the edit writes back (`rememberEarlier`).
    public var before: any ChannelDocument
}

extension ChannelFileStore {
    /// A format's edit of the file's own bytes (`FileEditing`: `refresh`, `rename`, …) made on
    /// the file as it is and written over exactly that version, again when another program's
    /// save lands in between: the commands and the screen's `R` share it, so both write the
    /// same bytes. The caller holds the lock. Nil when there is no file.
    public func make(_ edit: FileEdit, with editor: any FileEditing, force: Bool, holding _: borrowing StoreLock)
        throws(FileEditFailure) -> FileEditMade?
    {
        for _ in 0..<Self.editAttempts {
            let stored: StoredFile?
            do { stored = try read() } catch { throw .store(error) }
            guard let stored else { return nil }
            let result = try editor.edited(stored.document, edit)
            guard let bytes = result.bytes else { return FileEditMade(result: result, written: nil, before: stored.document) }
            do throws(StoreError) {
                if !force, isReadOnly() { throw readOnlyError() }
                guard case .written(let identity) = try write(bytes, replacing: .version(stored.identity)) else { continue }
                return FileEditMade(result: result, written: identity, before: stored.document)
            } catch {
                throw .store(error)
            }
        }
        throw .store(keptChangingError())
    }

    /// Makes `before` the version the remembered document (the file as just read again after an
    /// edit of its bytes) was saved from (`EarlierVersions`): a save of `before`'s entries, an
    /// undo of the screen's refresh, writes its very bytes back. Nothing for a format that keeps
    /// no earlier versions, or when `before` is another format's.
    public func rememberEarlier(_ before: any ChannelDocument) {
        guard let now = memory.document else { return }
        func chained<D: KeepsEarlierVersions>(_ old: D) -> (any ChannelDocument)? {
            (now as? D).map { old.followed(by: $0) as? any ChannelDocument } ?? nil
        }
        guard let earlier = before as? any KeepsEarlierVersions, let document = chained(earlier) else { return }
        memory.remember(document, at: memory.identity)
    }

    /// How many times an edit is made again on a file another program keeps saving meanwhile.
    static let editAttempts = 5
}
