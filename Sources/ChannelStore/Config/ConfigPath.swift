import Glibc
import Localization

/// Where the channel file lives by default.
///
/// `$XDG_CONFIG_HOME/channel-editor/channels.json` when `XDG_CONFIG_HOME` is set and absolute
/// (the XDG spec says to ignore a relative one); else `$HOME/.config/channel-editor/channels.json`
/// when `HOME` is set and absolute; else the same under the home folder of the user's passwd entry.
public enum ConfigPath {
    /// The folder under the config home.
    static let folderName = "channel-editor"
    /// The channel file's name.
    static let fileName = "channels.json"

    /// The default channel file for an environment; `accountHome` is the passwd home folder,
    /// used only when neither variable helps. Pure: reads nothing from the system.
    package static func defaultFile(environment: [String: String], accountHome: String?) throws(StoreError) -> String {
        let configHome: String
        if let xdg = usable(environment["XDG_CONFIG_HOME"]) {
            configHome = xdg
        } else if let home = usable(environment["HOME"]) ?? usable(accountHome) {
            configHome = PathText.join(home, ".config")
        } else {
            throw StoreError(
                path: "",
                problem: .tr("""
                    cannot find the config folder: XDG_CONFIG_HOME and HOME are unset or not absolute paths, \
                    and the passwd database has no home folder for this user; use --file PATH
                    """),
                kind: .configuration)
        }
        return PathText.join(PathText.join(configHome, folderName), fileName)
    }

    /// The default channel file for this process: its environment, then its passwd entry.
    public static func defaultFile() throws(StoreError) -> String {
        let environment = ProcessEnvironment.current()
        let needsAccount = usable(environment["XDG_CONFIG_HOME"]) == nil && usable(environment["HOME"]) == nil
        return try defaultFile(environment: environment, accountHome: needsAccount ? accountHome() : nil)
    }

    /// The home folder in the passwd entry of the effective user, or nil.
    package static func accountHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        let status = getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
    }

    /// An absolute path without trailing slashes, or nil for unset, empty or relative values.
    private static func usable(_ value: String?) -> String? {
        guard let value, PathText.isAbsolute(value) else { return nil }
        return PathText.trimmingTrailingSlashes(value)
    }
}
