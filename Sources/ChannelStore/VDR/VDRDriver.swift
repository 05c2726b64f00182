import ChannelCore
import Localization

/// VDR's channels.conf (README "VDR"; `VDRDocument`): channels and group lines in order; only
/// lines that moved change; with VDR running, changes go through SVDRP (`VDRLive`), the store's
/// live channel (`LiveChannel`), attached by the load (`VDRBoard`).
public enum VDRDriver: FormatDriver {
    public static let name = "vdr"

    /// A file named `channels.conf`, or one whose first lines VDR reads as channels (never a
    /// `.json` name).
    public static func claims(path: String, name: String) -> Bool {
        !name.hasSuffix(".json") && VDRRecognition.claims(path: path, name: name)
    }

    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        try VDRDocument(bytes: bytes, path: path)
    }

    public static var emptyDocument: any ChannelDocument { VDRDocument.empty }

    public static func loader(for store: ChannelFileStore) -> any FormatLoading {
        PlainLoading { request throws(StoreError) in
            try VDRBoard.load(store, catalogs: request.givenPaths, environment: request.environment, translation: request.translation)
        }
    }

    /// `--svdrp HOST[:PORT]`: a running VDR's SVDRP port.
    public static func acceptsLiveAddress(_ address: String) -> Bool { SVDRPAddress(option: address) != nil }

    public static func resetRefusal(path: String) -> StoreError? {
        StoreError(path: path, problem: .tr("reset does not move VDR's channels.conf aside (VDR reads it); remove channels instead"), kind: .configuration)
    }
}

extension FileFormat {
    /// VDR's channels.conf (`VDRDriver`).
    public static let vdr = FileFormat(driver: VDRDriver.self)
}
