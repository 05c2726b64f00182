import ChannelCore

/// The JSON file is a document that owns every byte: a save writes the whole file from the
/// board (`ChannelFileEncoder`), streamed, and needs nothing from the file before it.
extension ChannelFile: ChannelDocument {
    public func entry(id: String) -> [UInt8]? { nil }

    public func revised(to board: Board, context: RevisionContext) -> DocumentRevision? {
        let catalog = context.catalog
        return DocumentRevision(written: nil) { emit in
            // The encoder keeps the sink only while it encodes, inside this call.
            withoutActuallyEscaping(emit) { ChannelFileCodec.encode(board, catalog: catalog, to: $0) }
        }
    }
}
