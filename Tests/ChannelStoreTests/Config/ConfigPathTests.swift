import ChannelStore
import Glibc
import Testing

@Suite("Default path")
struct ConfigPathTests {
    @Test func xdgConfigHomeWins() throws {
        let environment = ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/ann"]
        #expect(try ConfigPath.defaultFile(environment: environment, accountHome: "/home/pw") == "/x/config/channel-editor/channels.json")
        #expect(try ConfigPath.defaultFile(environment: ["XDG_CONFIG_HOME": "/x/config/"], accountHome: nil) == "/x/config/channel-editor/channels.json")
    }

    @Test func homeWhenXDGIsUnsetEmptyOrRelative() throws {
        for xdg in [nil, "", "relative/config"] {
            var environment = ["HOME": "/home/ann"]
            environment["XDG_CONFIG_HOME"] = xdg
            #expect(try ConfigPath.defaultFile(environment: environment, accountHome: "/home/pw") == "/home/ann/.config/channel-editor/channels.json")
        }
        #expect(try ConfigPath.defaultFile(environment: ["HOME": "/"], accountHome: nil) == "/.config/channel-editor/channels.json")
    }

    @Test func passwdHomeWhenBothAreUnset() throws {
        #expect(try ConfigPath.defaultFile(environment: [:], accountHome: "/home/pw") == "/home/pw/.config/channel-editor/channels.json")
        #expect(try ConfigPath.defaultFile(environment: ["HOME": ""], accountHome: "/home/pw") == "/home/pw/.config/channel-editor/channels.json")
    }

    @Test func nothingToGoOn() {
        do {
            let path = try ConfigPath.defaultFile(environment: ["HOME": "relative"], accountHome: nil)
            Issue.record("found \(path)")
        } catch {
            #expect(error.kind == .configuration)
            #expect(error.message == "cannot find the config folder: XDG_CONFIG_HOME and HOME are unset or not absolute paths, "
                + "and the passwd database has no home folder for this user; use --file PATH")
        }
    }

    @Test func realEnvironment() throws {
        let environment = ProcessEnvironment.current()
        #expect(environment["PATH"] == getenv("PATH").map { String(cString: $0) })
        #expect(environment["HOME"] == getenv("HOME").map { String(cString: $0) })
        // This user has a passwd entry (root in CI), and the wrapper agrees with the pure function.
        #expect(ConfigPath.accountHome()?.hasPrefix("/") == true)
        #expect(try ConfigPath.defaultFile() == ConfigPath.defaultFile(environment: environment, accountHome: ConfigPath.accountHome()))
    }
}
