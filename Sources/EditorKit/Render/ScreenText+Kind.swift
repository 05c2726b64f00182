import ChannelCore

/// The words that depend on what the list holds (issue 40.4): a channels file and a playlist
/// hold channels, newsboat's urls file feeds, a receiver's bouquet services. Whole phrases,
/// one msgid each, never a noun put into a sentence: translators get each as it is read.
/// Opening prints the entry's id and ends the editor; for a feed that is its URL, so the words
/// say so instead of "open".
extension ScreenText {
    var mineTitle: String {
        switch kind {
        case .channels: tr("My Channels")
        case .feeds: tr("My Feeds")
        case .services: tr("My Services")
        case .bouquets: tr("My Bouquets")
        }
    }

    var availableTitle: String {
        switch kind {
        case .channels: tr("Add Channels")
        case .feeds: tr("Add Feeds")
        case .services: tr("Add Services")
        case .bouquets: tr("Add Bouquets")
        }
    }

    var openHint: String {
        switch kind {
        case .channels: tr("click to open and exit")
        // Translators: the My Feeds header; opening a feed prints its URL and ends the editor.
        case .feeds: tr("click to print its URL and exit")
        // Translators: the My Services header; opening a service prints its id and ends the editor.
        case .services, .bouquets: tr("click to print its id and exit")
        }
    }

    /// The same without a mouse: it names the key.
    var openHintKeys: String {
        switch kind {
        case .channels: tr("Enter opens and exits")
        case .feeds: tr("Enter prints its URL and exits")
        case .services, .bouquets: tr("Enter prints its id and exits")
        }
    }

    /// The footer's label for Enter on My Channels (browse mode).
    var openLabel: String {
        switch kind {
        case .channels: tr("open and exit")
        // Translators: a footer label (Enter on a feed): short.
        case .feeds: tr("print URL and exit")
        case .services, .bouquets: tr("print id and exit")
        }
    }

    var allAdded: String {
        switch kind {
        case .channels: tr("All channels added")
        case .feeds: tr("All feeds added")
        case .services: tr("All services added")
        case .bouquets: tr("All bouquets added")
        }
    }

    func noChannels(dash: String) -> String {
        switch kind {
        // Translators: %s is a dash (— or -, whichever the terminal draws).
        case .channels: tr("No channels %s add some below", dash)
        case .feeds: tr("No feeds %s add some below", dash)
        case .services: tr("No services %s add some below", dash)
        case .bouquets: tr("No bouquets %s add some below", dash)
        }
    }

    /// The first Enter or click on a My Channels cell in browse mode: the next one leaves.
    func enterAgainToOpen(_ name: String) -> String {
        switch kind {
        // Translators: %s is a channel's name; opening it ends the editor and prints its id.
        case .channels: tr("Enter again to open %s and exit", name)
        // Translators: %s is a feed's name; the next Enter prints its URL and ends the editor.
        case .feeds: tr("Enter again to print the URL of %s and exit", name)
        case .services, .bouquets: tr("Enter again to print the id of %s and exit", name)
        }
    }

    func clickAgainToOpen(_ name: String) -> String {
        switch kind {
        // Translators: %s is a channel's name; opening it ends the editor and prints its id.
        case .channels: tr("Click again to open %s and exit", name)
        case .feeds: tr("Click again to print the URL of %s and exit", name)
        case .services, .bouquets: tr("Click again to print the id of %s and exit", name)
        }
    }

    /// The help's heading while one is lifted.
    var liftedHeading: String {
        if picking { return tr("Keys (an item is lifted)") }
        switch kind {
        case .channels: return tr("Keys (a channel is lifted)")
        case .feeds: return tr("Keys (a feed is lifted)")
        case .services: return tr("Keys (a service is lifted)")
        case .bouquets: return tr("Keys (a bouquet is lifted)")
        }
    }

    /// The footer's key for a drag over the lower list ("over Add Channels").
    var overAvailable: String {
        switch kind {
        case .channels: tr("over Add Channels")
        case .feeds: tr("over Add Feeds")
        case .services: tr("over Add Services")
        case .bouquets: tr("over Add Bouquets")
        }
    }

    /// A footer or help text of the keymap (an English msgid) in the words of this kind of list,
    /// where they differ from a channel list's; nil where they do not.
    func kindWords(_ msgid: String) -> String? {
        switch kind {
        case .channels: return nil
        case .feeds, .services, .bouquets:
            // The keymap's help says "channel"; a feed or a service is an item here, as in a pick session.
            switch msgid {
            case "open and exit": return openLabel
            case "over Add Channels": return overAvailable
            case "Quit without opening a channel": return tr("Quit; nothing is printed")
            case "Move the lifted channel (also h j k l)": return tr("Move the lifted item (also h j k l)")
            case "Move the lifted channel to the first place or the last": return tr("Move the lifted item to the first place or the last")
            case "Put the lifted channel down here (also Enter)": return tr("Put the lifted item down here (also Enter)")
            case "Put the lifted channel back where it was": return tr("Put the lifted item back where it was")
            case "Refused until the channel is put down": return tr("Refused until the item is put down")
            case "First or last channel of the section": return tr("First or last item of the section")
            case "Open the focused channel and exit, printing its id (Enter twice), or add it to My Channels":
                switch kind {
                case .feeds: return tr("Print the focused feed's URL and exit (Enter twice), or add it to My Feeds")
                case .bouquets: return tr("Print the focused bouquet's id and exit (Enter twice), or add it to My Bouquets")
                default: return tr("Print the focused service's id and exit (Enter twice), or add it to My Services")
                }
            case "Edit My Channels: reorder and remove": return tr("Edit %s: reorder and remove", mineTitle)
            case "Move the focused channel to the other section": return tr("Move the focused item to the other section")
            case "Lift the focused channel to move it with the arrows": return tr("Lift the focused item to move it with the arrows")
            case "Remove the focused channel (also Delete)": return tr("Remove the focused item (also Delete)")
            case "[ moves the focused channel one place back, ] forward": return tr("[ moves the focused item one place back, ] forward")
            // Translators: %s is the lower list's title (Add Feeds, Add Services).
            case "Type to narrow Add Channels": return tr("Type to narrow %s", availableTitle)
            case "Filter Add Channels by name, id, group or tag": return tr("Filter %s by name, id, group or tag", availableTitle)
            default: return nil
            }
        }
    }
}
