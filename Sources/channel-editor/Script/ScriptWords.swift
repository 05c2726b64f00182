import ChannelCore

/// The words of the commands' refusals that name the lists, for what the file holds (issue
/// 40.4): a newsboat urls file has feeds, a receiver's bouquet services, its bouquets.tv bouquets (`FileFormat.listKind(path:)`).
/// Whole phrases, one msgid each.
struct ScriptWords {
    let kind: ListKind

    var alreadyIn: String {
        switch kind {
        case .channels: tr("already in My Channels")
        case .feeds: tr("already in My Feeds")
        case .services: tr("already in My Services")
        case .bouquets: tr("already in My Bouquets")
        }
    }

    var inTheOtherList: String {
        switch kind {
        case .channels: tr("not in My Channels (it is in Add Channels)")
        case .feeds: tr("not in My Feeds (it is in Add Feeds)")
        case .services: tr("not in My Services (it is in Add Services)")
        case .bouquets: tr("not in My Bouquets (it is in Add Bouquets)")
        }
    }

    var addItFirst: String {
        switch kind {
        case .channels: tr("not in My Channels (add it first)")
        case .feeds: tr("not in My Feeds (add it first)")
        case .services: tr("not in My Services (add it first)")
        case .bouquets: tr("not in My Bouquets (add it first)")
        }
    }

    func notInMine(_ quoted: String) -> String {
        switch kind {
        case .channels: tr("%s is not in My Channels", quoted)
        case .feeds: tr("%s is not in My Feeds", quoted)
        case .services: tr("%s is not in My Services", quoted)
        case .bouquets: tr("%s is not in My Bouquets", quoted)
        }
    }

    func onlyHas(_ count: Int) -> String {
        switch kind {
        case .channels: count == 1 ? tr("My Channels has only 1 channel") : tr("My Channels has only %d channels", count)
        case .feeds: count == 1 ? tr("My Feeds has only 1 feed") : tr("My Feeds has only %d feeds", count)
        case .services: count == 1 ? tr("My Services has only 1 service") : tr("My Services has only %d services", count)
        case .bouquets: count == 1 ? tr("My Bouquets has only 1 bouquet") : tr("My Bouquets has only %d bouquets", count)
        }
    }

    var noSuchID: String {
        switch kind {
        case .channels: tr("no channel with that id")
        case .feeds: tr("no feed with that id")
        case .services: tr("no service with that id")
        case .bouquets: tr("no bouquet with that id")
        }
    }

    func noSuchID(named name: String, id: String) -> String {
        switch kind {
        case .channels: tr("no channel with that id (\"%s\" has the id \"%s\")", name, id)
        case .feeds: tr("no feed with that id (\"%s\" has the id \"%s\")", name, id)
        case .services: tr("no service with that id (\"%s\" has the id \"%s\")", name, id)
        case .bouquets: tr("no bouquet with that id (\"%s\" has the id \"%s\")", name, id)
        }
    }
}
