import Foundation
import Glibc

/// The built program and its data (catalogs, compiled translations) copied into a folder every
/// user can enter, for the tests that run it as another user (issue 12.5): the checkout itself
/// may be in a folder only its owner can enter (a `mktemp -d` clone, /root), and exec'ing the
/// binary from there as `nobody` would fail for a reason that has nothing to do with the test.
enum StagedProgram {
    /// The staged folder (`<folder>/channel-editor`, `<folder>/Resources/...`), or why there is none.
    static let staged: Result<String, StagingProblem> = stage()

    struct StagingProblem: Error, CustomStringConvertible {
        let description: String
    }

    /// The staged binary, or nil.
    static var binary: String? { try? staged.get() + "/channel-editor" }

    /// Why the program cannot be run as another user here (printed by the tests that then leave
    /// that part out), or nil when it can.
    static let unusableReason: String? = {
        switch staged {
        case .failure(let problem): return problem.description
        case .success(let folder):
            let probe = try? Spawn.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                            folder + "/channel-editor", "--version"],
                                       environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], timeout: 30)
            guard let probe else { return "setpriv could not be run" }
            guard probe.status == 0 else {
                return "uid 65534 cannot run the staged program (status \(probe.status): \(probe.errorText)); "
                    + "the Swift runtime is probably in a folder other users cannot read"
            }
            return nil
        }
    }()

    private static func stage() -> Result<String, StagingProblem> {
        let files = FileManager.default
        var template = Array("/tmp/channel-editor-staged-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return .failure(StagingProblem(description: "mkdtemp failed")) }
        let folder = String(cString: made)
        do {
            try files.copyItem(atPath: TmuxPilot.binary, toPath: folder + "/channel-editor")
            let resources = TmuxPilot.root.appendingPathComponent("Resources").path
            try files.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: false)
            for part in ["catalogs", "locale"] where files.fileExists(atPath: resources + "/" + part) {
                try files.copyItem(atPath: resources + "/" + part, toPath: folder + "/Resources/" + part)
            }
            try openUp(folder)
            chmod(folder + "/channel-editor", 0o755)
        } catch {
            return .failure(StagingProblem(description: "cannot stage the program in \(folder): \(error)"))
        }
        atexit { if case .success(let folder) = StagedProgram.staged { try? FileManager.default.removeItem(atPath: folder) } }
        return .success(folder)
    }

    /// Folders 0755, files 0644, all the way down.
    private static func openUp(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            chmod(path, 0o755)
            for name in try FileManager.default.contentsOfDirectory(atPath: path) { try openUp(path + "/" + name) }
        } else {
            chmod(path, 0o644)
        }
    }
}
