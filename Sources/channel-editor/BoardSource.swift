import ChannelCore
import ChannelStore

/// Where the board comes from: the user's file, merged with the bundled catalog so channels a
/// newer catalog adds show up in Add Channels; or the catalog alone when there is no file yet.
enum BoardSource {
    /// The channels file to use.
    static func path(_ options: Options) throws(Failure) -> String {
        if let file = options.file { return file }
        do {
            return try ConfigPath.defaultFile()
        } catch {
            throw Failure(message: error.message, status: ExitStatus.of(error))
        }
    }

    /// Loads the board for `store`. A missing catalog is only fatal when there is no file.
    static func load(_ store: ChannelFileStore) throws(Failure) -> Board {
        let fileBoard: Board?
        do {
            fileBoard = try store.load()
        } catch {
            throw Failure(message: error.message, status: ExitStatus.of(error))
        }
        let catalog: Board?
        do {
            let environment = ProcessEnvironment.current()
            let path = try Catalog.locate(
                language: Catalog.language(environment: environment), environment: environment,
                executablePath: Catalog.executablePath())
            catalog = try Catalog.load(path: path)
        } catch {
            if fileBoard == nil { throw Failure(message: error.message, status: ExitStatus.of(error)) }
            catalog = nil
        }
        switch (fileBoard, catalog) {
        case let (file?, catalog?): return Catalog.merge(file: file, catalog: catalog)
        case let (file?, nil): return file
        case let (nil, catalog?): return catalog
        case (nil, nil): return Board()
        }
    }
}
