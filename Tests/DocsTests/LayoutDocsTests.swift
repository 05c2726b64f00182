import Foundation
import Testing

/// `--layout` (issue 22.3) is documented wherever the options are: the README (English, and a
/// paragraph in each Chinese one), the man page, `--help`, `pick --help`, both completions.
@Suite struct LayoutDocsTests {
    @Test func everyPlaceNamesTheOptionAndItsValues() throws {
        let places = [
            "README.md", "README.zh-Hans.md", "README.zh-Hant.md", "docs/channel-editor.1",
            "completions/channel-editor.bash", "completions/_channel-editor",
        ]
        for place in places {
            let text = try DocsText.read(place).replacingOccurrences(of: "\\-", with: "-")
            #expect(text.contains("--layout"), "\(place) does not name --layout")
            for value in ["auto", "grid", "list"] {
                #expect(text.contains("--layout \(value)") || text.contains("auto grid list") || text.contains("auto\\fR|\\fPgrid\\fR|\\fPlist"),
                        "\(place) does not name --layout \(value)")
            }
        }
        let help = try DocsText.englishHelp()
        #expect(help.contains("--layout grid") && help.contains("--layout list") && help.contains("--layout auto"))
        let pickHelp = try DocsText.pickHelp()
        #expect(pickHelp.contains("--layout grid|list|auto"))
    }
}
