import Glibc

/// The program's data folder, the one that holds `catalogs/` and `locale/`: where the bundled
/// files are found, the same way for each (docs/DECISIONS.md, "Catalogs are located").
/// An installed copy keeps its translations in the system's locale folder instead
/// (`sharedLocale`), where Debian's packages and `make install` put them.
enum DataFolder {
    /// The environment variable naming the data folder (`Resources` in the source tree,
    /// `<prefix>/share/channel-editor` when installed).
    static let variable = "CHANNEL_EDITOR_DATA"

    /// The folders that may be the data folder, in order:
    /// 1. `$CHANNEL_EDITOR_DATA` when it is set (and nowhere else then);
    /// 2. `Resources/` in the executable's folder or any folder above it (a build in the source
    ///    tree: `.build/debug/channel-editor`);
    /// 3. `<executable folder>/../share/channel-editor/` (an installed prefix).
    /// Without the program's path (and no variable), none.
    static func candidates(environment: [String: String], executablePath: String?) -> [String] {
        if let data = environment[variable], !data.isEmpty { return [data] }
        guard let executablePath else { return [] }
        let programFolder = PathText.folder(of: executablePath)
        var candidates: [String] = []
        var folder = programFolder
        while true {
            candidates.append(PathText.join(folder, "Resources"))
            let parent = PathText.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        candidates.append(PathText.join(programFolder, "../share/channel-editor"))
        return candidates
    }

    /// The first regular file found, folder by folder, of `relatives` (paths inside the data
    /// folder, best first), or nil. The installed one is given without its `..`
    /// (`/usr/local/share/...`), as messages show it.
    static func locate(anyOf relatives: [String], environment: [String: String], executablePath: String?) -> String? {
        let folders = candidates(environment: environment, executablePath: executablePath)
        for (index, folder) in folders.enumerated() {
            for relative in relatives {
                let path = PathText.join(folder, relative)
                guard FileStatus.of(path)?.isRegularFile == true else { continue }
                let installed = environment[variable].map(\.isEmpty) ?? true && index == folders.count - 1
                return installed ? PathResolution.canonical(path) ?? path : path
            }
        }
        return nil
    }

    /// `locate(anyOf:)` for one file.
    static func locate(_ relative: String, environment: [String: String], executablePath: String?) -> String? {
        locate(anyOf: [relative], environment: environment, executablePath: executablePath)
    }

    /// `<executable folder>/../share/locale/<relative>` (`/usr/share/locale/...` for the
    /// package) when it is a regular file, given without its `..`; else nil. Looked at after
    /// the data folder, even when `$CHANNEL_EDITOR_DATA` is set: the translations belong to
    /// the installed program, not to the catalogs a user points the variable at.
    static func sharedLocale(_ relative: String, executablePath: String?) -> String? {
        guard let executablePath else { return nil }
        let path = PathText.join(PathText.join(PathText.folder(of: executablePath), "../share/locale"), relative)
        guard FileStatus.of(path)?.isRegularFile == true else { return nil }
        return PathResolution.canonical(path) ?? path
    }
}
