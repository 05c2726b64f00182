import ChannelCore

/// The words of the commands' refusals that name the lists, for what the file holds (issue
/// 40.4): a newsboat urls file has feeds, a receiver's bouquet services, its bouquets.tv
/// bouquets (`FormatDriver.listKind(path:)`). Whole phrases, one msgid each (`ListKind.choose`).
struct ScriptWords {
    let kind: ListKind

    var alreadyIn: String {
        kind.choose(channels: tr("already in My Channels"), feeds: tr("already in My Feeds"),
                    services: tr("already in My Services"), bouquets: tr("already in My Bouquets"))
    }

    var inTheOtherList: String {
        kind.choose(channels: tr("not in My Channels (it is in Add Channels)"), feeds: tr("not in My Feeds (it is in Add Feeds)"),
                    services: tr("not in My Services (it is in Add Services)"), bouquets: tr("not in My Bouquets (it is in Add Bouquets)"))
    }

    var addItFirst: String {
        kind.choose(channels: tr("not in My Channels (add it first)"), feeds: tr("not in My Feeds (add it first)"),
                    services: tr("not in My Services (add it first)"), bouquets: tr("not in My Bouquets (add it first)"))
    }

    func notInMine(_ quoted: String) -> String {
        kind.choose(channels: tr("%s is not in My Channels", quoted), feeds: tr("%s is not in My Feeds", quoted),
                    services: tr("%s is not in My Services", quoted), bouquets: tr("%s is not in My Bouquets", quoted))
    }

    func onlyHas(_ count: Int) -> String {
        guard count != 1 else {
            return kind.choose(channels: tr("My Channels has only 1 channel"), feeds: tr("My Feeds has only 1 feed"),
                               services: tr("My Services has only 1 service"), bouquets: tr("My Bouquets has only 1 bouquet"))
        }
        return kind.choose(channels: tr("My Channels has only %d channels", count), feeds: tr("My Feeds has only %d feeds", count),
                           services: tr("My Services has only %d services", count), bouquets: tr("My Bouquets has only %d bouquets", count))
    }

    var noSuchID: String {
        kind.choose(channels: tr("no channel with that id"), feeds: tr("no feed with that id"),
                    services: tr("no service with that id"), bouquets: tr("no bouquet with that id"))
    }

    func noSuchID(named name: String, id: String) -> String {
        kind.choose(channels: tr("no channel with that id (\"%s\" has the id \"%s\")", name, id),
                    feeds: tr("no feed with that id (\"%s\" has the id \"%s\")", name, id),
                    services: tr("no service with that id (\"%s\" has the id \"%s\")", name, id),
                    bouquets: tr("no bouquet with that id (\"%s\" has the id \"%s\")", name, id))
    }
}
