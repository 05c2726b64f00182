import Glibc
import Localization

extension Catalog {
    /// The environment variable naming the data folder, the one that holds `catalogs/`
    /// (`Resources` in the source tree, `<prefix>/share/channel-editor` when installed).
    static let dataVariable = DataFolder.variable

    /// Finds the catalog named `language` (`catalogs/<name>.json`, see `fileNames(for:)`) in
    /// the data folder (`DataFolder`: `$CHANNEL_EDITOR_DATA` alone when it is set, else
    /// `Resources/` of the executable's folder or any above it, else
    /// `<executable folder>/../share/channel-editor`).
    ///
    /// `executablePath` should be the real path of the running program (`executablePath()`).
    public static func locate(language: String, environment: [String: String], executablePath: String?) throws(StoreError) -> String {
        let files = fileNames(for: language)
        let file = files[0]
        if let found = DataFolder.locate(anyOf: files.map { "catalogs/" + $0 }, environment: environment, executablePath: executablePath) {
            return found
        }
        if let data = environment[dataVariable], !data.isEmpty {
            throw StoreError(path: PathText.join(PathText.join(data, "catalogs"), file), problem: .tr("catalog not found (%s is set)", dataVariable),
                             kind: .configuration)
        }
        guard let executablePath else {
            throw StoreError(path: "", problem: .tr("cannot find the %s catalog: the program's own path is unknown; set %s", file, dataVariable),
                             kind: .configuration)
        }
        let programFolder = PathText.folder(of: executablePath)
        throw StoreError(
            path: "",
            problem: .tr("cannot find the %s catalog: not in Resources/catalogs above %s, nor in %s; set %s",
                         file, programFolder, PathText.join(programFolder, "../share/channel-editor/catalogs"), dataVariable),
            kind: .configuration)
    }

    /// The real path of the running program (from `/proc/self/exe`), or nil.
    public static func executablePath() -> String? {
        PathResolution.canonical("/proc/self/exe")
    }

    private static func isRegularFile(_ path: String) -> Bool {
        FileStatus.of(path)?.isRegularFile == true
    }
}
