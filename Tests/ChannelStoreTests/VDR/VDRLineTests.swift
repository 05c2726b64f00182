import ChannelStore
import Testing

/// channels.conf lines read as VDR 2.6's `cChannel::Parse` reads them (channels.c), with the
/// channel IDs `tChannelID::ToString` makes.
@Suite("VDR channels.conf lines")
struct VDRLineTests {
    private func channel(_ text: String) throws -> VDRChannel {
        guard case .channel(let channel)? = try VDRLine.read(Array(text.utf8)[...]) else { throw TestFailure("not a channel: \(text)") }
        return channel
    }

    private func group(_ text: String) throws -> VDRGroup {
        guard case .group(let group)? = try VDRLine.read(Array(text.utf8)[...]) else { throw TestFailure("not a group: \(text)") }
        return group
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try VDRLine.read(Array(text.utf8)[...])
            return nil
        } catch {
            return error.problem.english
        }
    }

    @Test func namesShortNameAndProviderAsVDRShowsThem() throws {
        let rtl = try channel("RTL Television,RTL;CBC:12187:HC34M2S0:S19.2E:27500:163=2:104=deu@3;106=deu@106:105;110=deu:0:12003:1:1089:0")
        #expect(rtl.name == "RTL Television")
        #expect(rtl.shortName == "RTL")
        #expect(rtl.provider == "CBC")
        #expect(rtl.id == "S19.2E-1-1089-12003")
        // The last comma ends the name; the first semicolon starts the provider; | is a colon.
        let odd = try channel("Kino, Film|Serien,KFS;Prov;ider:12187:H:S19.2E:27500:163:104:105:0:12003:1:1089:0")
        #expect(odd.name == "Kino, Film:Serien")
        #expect(odd.shortName == "KFS")
        #expect(odd.provider == "Prov;ider")
    }

    /// tChannelID::ToString: `-RID` only when RID is not 0; without NID and TID the transponder
    /// (frequency in MHz, plus 100000 per polarisation H, V, L, R on a satellite) stands for TID.
    @Test func channelIDsInEveryForm() throws {
        #expect(try channel("A:12187:H:S19.2E:27500:1:2:3:0:12003:1:1089:7").id == "S19.2E-1-1089-12003-7")
        #expect(try channel("A:12188:h:S19.2E:27500:1:2:3:0:100:0:0:0").id == "S19.2E-0-112188-100")
        #expect(try channel("A:11954:V:S13E:27500:1:2:3:0:100:0:0:0").id == "S13.0E-0-211954-100")
        #expect(try channel("A:11954:R:S0.8W:27500:1:2:3:0:100:0:0:0").id == "S0.8W-0-411954-100")
        #expect(try channel("A:506000000:B8C23D12:T:0:1:2:3:0:100:0:0:0").id == "T-0-506-100")
        #expect(try channel("A:410000:M256:C:6900:1:2:3:0:100:1:1101:0").id == "C-1-1101-100")
        // The old nine-field form: the service ID in the fourth-last field.
        #expect(try channel("Old:12345:h:S19.2E:27500:1:2:3:100").id == "S19.2E-0-112345-100")
    }

    @Test func groupLinesAndTheirNumbers() throws {
        #expect(try group(":ARD und ZDF") == VDRGroup(number: nil, name: "ARD und ZDF"))
        #expect(try group(":@100") == VDRGroup(number: 100, name: ""))
        #expect(try group(":@1000 Neue Kanaele") == VDRGroup(number: 1000, name: "Neue Kanaele"))
        // Only a number above 0 is one; what follows @ is then the name.
        #expect(try group(":@0 Null") == VDRGroup(number: nil, name: "0 Null"))
        #expect(try group(":@ Frei") == VDRGroup(number: nil, name: "Frei"))
        #expect(try group(":A|B") == VDRGroup(number: nil, name: "A:B"))
        #expect(try group(":@100").key == ":@100")
        #expect(try group(":@7 Sport").key == ":@7 Sport")
    }

    @Test func blankLinesAreSkippedAndTrailingBlanksIgnored() throws {
        #expect(try VDRLine.read(Array("   \t".utf8)[...]) == nil)
        #expect(try channel("A:12187:H:S19.2E:27500:1:2:3:0:12003:1:1089:0  \t").id == "S19.2E-1-1089-12003")
    }

    /// Each of these makes VDR start with no channels at all.
    @Test func linesVDRCannotReadAreRefused() {
        #expect(refusal("# my favourites")?.contains("comments") == true)
        #expect(refusal("Name:12187:H:S19.2E")?.contains("4 of a channel's 13 fields") == true)
        #expect(refusal("A:12187:H:S19.2E:27500:x:2:3:0:12003:1:1089:0")?.contains("PIDs") == true)
        #expect(refusal("A:12187:H:S19.2E:27500:1:2:t:0:12003:1:1089:0")?.contains("PIDs") == true)
        #expect(refusal("A:12187:H:S19.2E:27500:1=x:2:3:0:12003:1:1089:0")?.contains("PIDs") == true)
        #expect(refusal("A:12187:H:s19.2E:27500:1:2:3:0:12003:1:1089:0")?.contains("source") == true)
        #expect(refusal("A:12187:H:S19.2X:27500:1:2:3:0:12003:1:1089:0")?.contains("source") == true)
        #expect(refusal("A:12187:H:S19.2E:27500:1:2:3:0:0:1:1089:0")?.contains("channel ID") == true)
        #expect(refusal("A:12187:H:T:27500:1:2:3:0:0:0:0:0")?.contains("channel ID") == true)
        #expect(refusal(" :Leading blank") != nil)
    }
}
