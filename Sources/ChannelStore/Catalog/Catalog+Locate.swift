import Glibc
import Localization

extension Catalog {
    /// The environment variable naming the data folder, the one that holds `catalogs/`
    /// (`Resources` in the source tree, `<prefix>/share/channel-editor` when installed).
    public static let dataVariable = DataFolder.variable

    /// Finds the catalog named `language` (`catalogs/<name>.json`, see `fileNames(for:)`):
    /// 1. under `$CHANNEL_EDITOR_DATA` when it is set (and nowhere else then);
    /// 2. in `Resources/catalogs/` of the executable's folder or any folder above it
    ///    (covers `.build/debug/channel-editor` run from the source tree);
    /// 3. in `<executable folder>/../share/channel-editor/catalogs/` (an installed prefix).
    ///
    /// `executablePath` should be the real path of the running program (`executablePath()`).
    public static func locate(language: String, environment: [String: String], executablePath: String?) throws(StoreError) -> String {
        let files = fileNames(for: language)
        let file = files[0]
        if let data = environment[dataVariable], !data.isEmpty {
            let folder = PathText.join(data, "catalogs")
            if let found = files.lazy.map({ PathText.join(folder, $0) }).first(where: isRegularFile) { return found }
            throw StoreError(path: PathText.join(folder, file), problem: .tr("catalog not found (%s is set)", dataVariable), kind: .configuration)
        }
        guard let executablePath else {
            throw StoreError(path: "", problem: "cannot find the \(file) catalog: the program's own path is unknown; set \(dataVariable)",
                             kind: .configuration)
        }
        let programFolder = PathText.folder(of: executablePath)
        var folder = programFolder
        while true {
            let catalogs = PathText.join(folder, "Resources/catalogs")
            if let found = files.lazy.map({ PathText.join(catalogs, $0) }).first(where: isRegularFile) { return found }
            let parent = PathText.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        let shared = PathText.join(programFolder, "../share/channel-editor/catalogs")
        if let installed = files.lazy.map({ PathText.join(shared, $0) }).first(where: isRegularFile) {
            return PathResolution.canonical(installed) ?? installed
        }
        throw StoreError(
            path: "",
            problem: "cannot find the \(file) catalog: not in Resources/catalogs above \(programFolder), "
                + "nor in \(PathText.join(programFolder, "../share/channel-editor/catalogs")); set \(dataVariable)",
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
