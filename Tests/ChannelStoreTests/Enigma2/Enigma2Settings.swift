/// A receiver's settings folder made in code, shaped like the public settings packages
/// (horsti58/Enigma2-Settings, checked by hand: 4,253 services in an LF lamedb, CRLF bouquets;
/// files fetched from public repositories are not committed here): a lamedb `/4/` with
/// `serviceCount` services over satellites, cable and terrestrial, TV and radio, providers and
/// names with `&`, `(`, `+` and UTF-8; CRLF userbouquets with markers, numbered markers,
/// spacers, IPTV streams (`%3a`, and a `%252F` that is a `%2F` in the URL), a sub-bouquet, and
/// names the box gets from lamedb; a bouquets.tv that lists them (one missing file among them).
enum Enigma2Settings {
    struct Service {
        var sid: UInt32
        var namespace: UInt32
        var tsid: UInt32
        var onid: UInt32
        var type: UInt32
        var name: String
        var provider: String

        /// The reference the box writes for it: the type and the rest in upper-case hex.
        var reference: String {
            "1:0:" + [type, sid, tsid, onid, namespace, 0, 0, 0].map { String($0, radix: 16, uppercase: true) }.joined(separator: ":") + ":"
        }
    }

    /// Deterministic services: positions 19.2°E, 13.0°E, 28.2°E, 0.8°W, cable and terrestrial.
    static func services(_ count: Int) -> [Service] {
        let positions: [UInt32] = [192, 130, 282, 3592, 0xFFFF, 0xEEEE]
        let providers = ["ARD", "ZDFvision", "Sky & Co", "BetaDigital (DE)", "Canal+", "ORF", "Télévision"]
        let tvTypes: [UInt32] = [1, 1, 1, 25, 25, 22, 31, 195]
        return (0..<count).map { number in
            let position = positions[number % positions.count]
            let radio = number % 9 == 4
            return Service(
                sid: UInt32(0x100 + number), namespace: position << 16 | UInt32(number % 7) << 4, tsid: UInt32(1000 + number / 12),
                onid: UInt32(1 + number % 3), type: radio ? 2 : tvTypes[number % tvTypes.count],
                name: number % 50 == 3 ? "Kanal \(number) (HD) & Co+" : (number % 37 == 5 ? "Télé \(number)" : "Channel \(number)"),
                provider: providers[number % providers.count])
        }
    }

    /// The lamedb the box writes: LF, transponders, then three lines a service.
    static func lamedb(_ services: [Service]) -> [UInt8] {
        var text = "eDVB services /4/\ntransponders\n"
        var seen = Set<String>()
        for service in services {
            let transponder = String(format8(service.namespace)) + ":" + hex4(service.tsid) + ":" + hex4(service.onid)
            guard seen.insert(transponder).inserted else { continue }
            text += transponder + "\n\ts 11836500:27500000:1:3:\(service.namespace >> 16):2:0\n/\n"
        }
        text += "end\nservices\n"
        for service in services {
            text += hex4(service.sid) + ":" + format8(service.namespace) + ":" + hex4(service.tsid) + ":" + hex4(service.onid)
                + ":\(service.type):0:0\n" + service.name + "\np:" + service.provider + ",c:000100,c:01010" + (service.sid % 2 == 0 ? ",f:4" : "") + "\n"
        }
        text += "end\nHave a lot of bugs!\n"
        return Array(text.utf8)
    }

    private static func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private static func format8(_ value: UInt32) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 8 - text.count)) + text
    }

    /// A userbouquet of the box's kind: `#NAME`, then entries (CRLF), as `lines` gives them.
    static func bouquet(name: String, _ lines: [String], lineEnd: String = "\r\n") -> [UInt8] {
        Array((["#NAME " + name] + lines).map { $0 + lineEnd }.joined().utf8)
    }

    /// The favourites: markers with descriptions, services with and without one, a spacer, a
    /// numbered marker, IPTV, a sub-bouquet; every eleventh service of the list.
    static func favourites(_ services: [Service]) -> [String] {
        let tv = services.filter { $0.type != 2 }
        var lines = ["#SERVICE 1:64:0:0:0:0:0:0:0:0::News & Sport (HD)", "#DESCRIPTION News & Sport (HD)"]
        for (number, service) in tv.enumerated() where number % 11 == 0 && number < 1200 {
            lines.append("#SERVICE " + service.reference)
            if number % 3 == 0 { lines.append("#DESCRIPTION " + service.name + " +1") }
            if number == 330 {
                lines += ["#SERVICE 1:832:D:0:0:0:0:0:0:0:", "#DESCRIPTION ", "#SERVICE 1:320:0:0:0:0:0:0:0:0::Films (numbered)"]
            }
            if number == 550 {
                lines += [
                    "#SERVICE 4097:0:1:0:0:0:0:0:0:0:http%3a//iptv.example.net%3a8080/live/a%252Fb.ts:Stream One",
                    "#DESCRIPTION Stream One",
                    "#SERVICE 1:0:1:0:0:0:0:0:0:0:https%3a//iptv.example.net/two.m3u8:Stream Two",
                    "#SERVICE 1:7:1:0:0:0:0:0:0:0:FROM BOUQUET \"userbouquet.sport&news(hd)+.tv\" ORDER BY bouquet",
                    "#DESCRIPTION Sport & News (HD)+",
                ]
            }
        }
        return lines
    }

    /// Writes the folder: lamedb, bouquets.tv, bouquets.radio, three userbouquets.
    static func write(to folder: String, serviceCount: Int = 4321) throws -> [Service] {
        let services = services(serviceCount)
        try writeFile(folder + "/lamedb", lamedb(services))
        try writeFile(folder + "/userbouquet.favourites.tv", bouquet(name: "Favourites (TV)", favourites(services)))
        let sport = services.filter { $0.type == 25 }.prefix(40).map { "#SERVICE " + $0.reference }
        try writeFile(folder + "/userbouquet.sport&news(hd)+.tv", bouquet(name: "Sport & News (HD)+", sport))
        let radio = services.filter { $0.type == 2 }.prefix(30).map { "#SERVICE " + $0.reference }
        try writeFile(folder + "/userbouquet.favourites.radio", bouquet(name: "Favourites (Radio)", radio))
        try writeFile(folder + "/userbouquet.unlisted.tv", bouquet(name: "Not listed", Array(sport.prefix(3))))
        let list = ["userbouquet.favourites.tv", "userbouquet.sport&news(hd)+.tv", "userbouquet.LastScanned.tv"].map {
            "#SERVICE 1:7:1:0:0:0:0:0:0:0:FROM BOUQUET \"\($0)\" ORDER BY bouquet"
        }
        try writeFile(folder + "/bouquets.tv", bouquet(name: "User - bouquets (TV)", list))
        try writeFile(folder + "/bouquets.radio", bouquet(name: "User - bouquets (Radio)", [
            "#SERVICE 1:7:2:0:0:0:0:0:0:0:FROM BOUQUET \"userbouquet.favourites.radio\" ORDER BY bouquet",
        ]))
        return services
    }
}
