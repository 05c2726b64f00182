import Testing
import PickKit

/// dialog's exit statuses and the DIALOG_* variables that remap them, read as dialog 1.3's
/// `dlg_getenv_num` and `dlg_exit` read them.
@Suite struct DialogExitCodesTests {
    @Test func dialogsOwnStatuses() {
        let codes = DialogExitCodes(environment: [:])
        #expect(DialogExitCodes.Exit.allCases.map(codes.status) == [0, 1, 2, 3, 2, 5, 255, 255])
        #expect(codes.errorStatus(otherwise: 64) == 64, "channel-editor's own error statuses unless DIALOG_ERROR")
        #expect(!codes.isSet(.timeout))
    }

    @Test func eachVariableRemapsItsStatus() {
        let environment = [
            "DIALOG_OK": "10", "DIALOG_CANCEL": "11", "DIALOG_HELP": "12", "DIALOG_EXTRA": "13",
            "DIALOG_TIMEOUT": "15", "DIALOG_ESC": "16", "DIALOG_ERROR": "17",
        ]
        let codes = DialogExitCodes(environment: environment)
        #expect(DialogExitCodes.Exit.allCases.map(codes.status) == [10, 11, 12, 13, 12, 15, 16, 17])
        #expect(codes.errorStatus(otherwise: 64) == 17)
        #expect(codes.isSet(.timeout))
        // Item help is Help's status unless DIALOG_ITEM_HELP says otherwise.
        #expect(DialogExitCodes(environment: ["DIALOG_ITEM_HELP": "14"]).status(.itemHelp) == 14)
        #expect(DialogExitCodes(environment: ["DIALOG_ITEM_HELP": "x", "DIALOG_HELP": "9"]).status(.itemHelp) == 9)
    }

    @Test func numbersAsStrtolReadsThemWhole() {
        let valid: [(String, Int32)] = [
            ("7", 7), (" 7", 7), ("\t+7", 7), ("0x10", 16), ("0X1f", 31), ("010", 8), ("-1", -1), ("0", 0),
            ("4294967297", 1), ("99999999999999999999", -1),
        ]
        for (text, number) in valid { #expect(DialogExitCodes.number(text) == number, "\(text)") }
        for text in ["", " ", "7 ", "abc", "08", "0x", "1e3", "7\n", "٣"] {
            #expect(DialogExitCodes.number(text) == nil, "\(text)")
        }
    }

    @Test func theShellSeesTheLowEightBits() {
        #expect(DialogExitCodes(environment: ["DIALOG_OK": "256"]).status(.ok) == 0)
        #expect(DialogExitCodes(environment: ["DIALOG_OK": "-1"]).status(.ok) == 255)
        #expect(DialogExitCodes(environment: ["DIALOG_OK": "300"]).status(.ok) == 44)
        // An invalid value is ignored: dialog's own status.
        #expect(DialogExitCodes(environment: ["DIALOG_CANCEL": "one"]).status(.cancel) == 1)
        #expect(DialogExitCodes(environment: ["DIALOG_ERROR": " "]).errorStatus(otherwise: 65) == 65)
    }
}
