import ChannelCore

/// What `ChannelFileStore.make(_:with:force:)` did.
public struct FileEditMade {
    /// The edit's new bytes (nil: nothing changed, nothing written), its summary, whether it
    /// did all it was asked.
    public var result: FileEditResult
    /// The version of the file written; nil when nothing was.
    public var written: FileIdentity?
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
            guard let bytes = result.bytes else { return FileEditMade(result: result, written: nil) }
            do throws(StoreError) {
                if !force, isReadOnly() { throw readOnlyError() }
                guard case .written(let identity) = try write(bytes, replacing: .version(stored.identity)) else { continue }
                return FileEditMade(result: result, written: identity)
            } catch {
                throw .store(error)
            }
        }
        throw .store(keptChangingError())
    }

    /// How many times an edit is made again on a file another program keeps saving meanwhile.
    static let editAttempts = 5
}
