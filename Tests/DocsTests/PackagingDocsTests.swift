import Foundation
import Testing

/// The Debian package's files agree with the program and the README (issue 38). `make deb-check`
/// checks the built package itself; these run in `make test`, with no release build.
@Suite struct PackagingDocsTests {
    /// The package's version is the program's (`--version`), with a Debian revision.
    @Test func changelogVersionIsTheProgramVersion() throws {
        let version = try DocsText.englishOutput(["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(version.hasPrefix("channel-editor "), "--version printed \(version)")
        let program = version.dropFirst("channel-editor ".count)
        let changelog = try DocsText.read("packaging/debian/changelog")
        let first = changelog.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("channel-editor (\(program)-"),
                "packaging/debian/changelog starts \(first); the program is \(program): add an entry for it")
    }

    /// Each lintian warning `make deb-check` lets through is named, with why, in README "Install".
    @Test func everyLintianWarningLeftIsNamedInTheReadme() throws {
        let install = DocsText.markdownSection("## Install", in: try DocsText.read("README.md")).joined(separator: "\n")
        #expect(install.contains("make deb") && install.contains("make deb-check"), "README's Install does not show make deb")
        let tags = try DocsText.read("packaging/debian/lintian-warnings").split(separator: "\n")
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(!tags.isEmpty)
        for tag in tags {
            #expect(install.contains("`\(tag)`"), "README's Install does not name lintian's \(tag)")
        }
    }

    /// The package leads README's Install section, and each Chinese README has the same.
    @Test func installLeadsWithThePackage() throws {
        let install = DocsText.markdownSection("## Install", in: try DocsText.read("README.md")).joined(separator: "\n")
        let package = try #require(install.range(of: "make deb"), "README's Install does not show make deb")
        let source = try #require(install.range(of: "make install"), "README's Install does not show make install")
        #expect(package.lowerBound < source.lowerBound, "README's Install shows make install before the package")
        for (readme, heading) in [("README.zh-Hans.md", "## 安装"), ("README.zh-Hant.md", "## 安裝")] {
            let section = DocsText.markdownSection(heading, in: try DocsText.read(readme)).joined(separator: "\n")
            #expect(section.contains("make deb") && section.contains("apt install") && section.contains("make install"),
                    "\(readme) has no \(heading) section with the package and make install")
        }
    }
}
