import Glibc

/// The program's data folder, the one that holds `catalogs/` and `locale/`: where the bundled
/// files are found, the same way for each (docs/ARCHITECTURE.md, "Catalogs are located").
public enum DataFolder {
    /// The environment variable naming the data folder (`Resources` in the source tree,
    /// `<prefix>/share/channel-editor` when installed).
    public static let variable = "CHANNEL_EDITOR_DATA"

    /// Where to look for `relative` (a path inside the data folder), in order:
    /// 1. under `$CHANNEL_EDITOR_DATA` when it is set (and nowhere else then);
    /// 2. in `Resources/` of the executable's folder or any folder above it (a build in the
    ///    source tree: `.build/debug/channel-editor`);
    /// 3. in `<executable folder>/../share/channel-editor/` (an installed prefix).
    /// Without the program's path (and no variable), nowhere.
    public static func candidates(_ relative: String, environment: [String: String], executablePath: String?) -> [String] {
        if let data = environment[variable], !data.isEmpty { return [PathText.join(data, relative)] }
        guard let executablePath else { return [] }
        let programFolder = PathText.folder(of: executablePath)
        var candidates: [String] = []
        var folder = programFolder
        while true {
            candidates.append(PathText.join(folder, "Resources/" + relative))
            let parent = PathText.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        candidates.append(PathText.join(programFolder, "../share/channel-editor/" + relative))
        return candidates
    }

    /// The first candidate that is a regular file, or nil. The installed one is given without
    /// its `..` (`/usr/local/share/...`), as messages show it.
    public static func locate(_ relative: String, environment: [String: String], executablePath: String?) -> String? {
        let all = candidates(relative, environment: environment, executablePath: executablePath)
        guard let index = all.firstIndex(where: { FileStatus.of($0)?.isRegularFile == true }) else { return nil }
        let installed = environment[variable].map(\.isEmpty) ?? true && index == all.count - 1
        return installed ? PathResolution.canonical(all[index]) ?? all[index] : all[index]
    }
}
