import Localization

/// The `--help` texts and the version, in a language (the executable passes the run's).
package enum Usage {
    package static let version = "0.1.0"

    /// The two "Usage:" lines at the top of `text`.
    package static func synopsis(in translation: Translation) -> String {
        text(in: translation).split(separator: "\n", omittingEmptySubsequences: false).prefix(2).joined(separator: "\n")
    }

    /// The whole `--help`: one msgid per paragraph, so a change to one paragraph leaves the
    /// others translated; the option list is the table's (`OptionHelp`).
    package static func text(in translation: Translation) -> String {
        [
            translation.tr("""
                Usage: channel-editor [--file PATH] [--catalog NAME] [--print] [--reset]
                       channel-editor COMMAND [ARGUMENT...] [--file PATH]
                """),
            translation.tr("""
                Pick and order the channels you follow: My Channels above Add Channels,
                in the terminal. Opening a channel (Enter on My Channels) prints its id
                on stdout, so `ch=$(channel-editor)` works in scripts.
                """),
            translation.tr("""
                Screen reader or braille display: channel-editor --accessible (or
                ACCESSIBLE=1 in the environment; empty or 0 is off) reads one command a
                line instead of drawing a screen: list, add X, remove X, move X to N,
                filter TEXT, undo, redo, open X, help, quit (X: a name, an id or the
                number list shows), where X, list mine, list add, list WORDS, and answers
                each with one sentence; a long list starts with a summary. It works through
                a pipe, with TERM=dumb, and for pick too. --no-mouse: the screen leaves
                the mouse to the terminal (its own selection keeps working).
                """),
            translation.tr("""
                Layouts: --layout grid shows the channels side by side, as many a row as
                fit (a name wider than a quarter of the screen loses its middle, a path
                its start); --layout list shows one a line, the name whole up to the
                screen's edge; --layout auto, the default, takes the list when most names
                would be cut in the grid. The same for pick and dialog's forms (there list
                is the default).
                """),
            translation.tr("""
                Commands (the same file, rules, lock and atomic saves, without a screen):
                  list [--json]     print My Channels, then Add Channels (format below);
                                    --json: the board in the channels file's format;
                                    --output m3u|opml: My Channels as a playlist or OPML
                  add ID...         move channels from Add Channels to the end of
                                    My Channels, in the order given
                  remove ID...      move channels from My Channels to the front of Add
                                    Channels, one after another (the last given ends
                                    up first)
                  move ID POSITION  move a channel within My Channels so that it ends up
                                    at POSITION (1 = first, locked channels counted;
                                    positions of locked channels are refused)
                  open ID           make a channel of My Channels the current one
                  reset             move the file aside as a backup (named on stderr);
                                    the next start uses the catalog
                  refresh           a playlist's favourites get the new URLs of
                                    --catalog PROVIDER.m3u (exit 1: some not offered)
                  rename ID NAME    a playlist entry's display name
                  group ID GROUP    a playlist entry's group-title
                  number [--from N] a playlist's tvg-chno numbers, N (1) on, in order
                  COMMAND --help    help for one command
                """),
            translation.tr("""
                Scripts that need a list chosen and ordered: channel-editor pick (items on
                stdin, the chosen ones on stdout), or dialog's form, channel-editor
                --buildlist ...; channel-editor pick --help says more.
                """),
            translation.tr("""
                A request is all or nothing: when any part of it is refused (an unknown
                id, a locked channel, an id already in My Channels or not in it, a
                position out of range), nothing changes, each problem is one line on
                stderr, and the exit status is 1. Moving a channel to where it is, or
                opening the current channel, succeeds and writes nothing. `list` never
                locks or writes the file; the other commands save once, atomically.
                """),
            translation.tr("""
                List format: one line per channel, five fields separated by tabs:
                  SECTION  POSITION  ID  FLAGS  NAME
                SECTION is mine or available; POSITION counts from 1 within the section;
                ID is as in the file (never a tab or control character), ready to give
                back to a command; FLAGS is - or a comma-separated list of locked and
                current; NAME has \\ and control characters escaped as in the file
                (\\\\ \\t \\n \\u001b). The ids of My Channels, for example:
                  channel-editor list | awk -F '\\t' '$1 == "mine" { print $3 }'
                """),
            options(OptionTable.program, in: translation),
            translation.tr("""
                Playlists: --file FILE.m3u8 (or .m3u, or --format m3u) edits an IPTV playlist;
                its entries are My Channels, and a change rewrites only what moved.
                  --format json|m3u   the file's format, when its name does not say it
                  --catalog FILE.m3u  a provider's playlist to add from (repeatable,
                                      remembered; --catalog none forgets)
                  list --output m3u   print My Channels as a playlist
                  pick --format m3u --file favourites.m3u8 < provider.m3u
                  refresh --catalog NEW.m3u  the provider's new URLs for your entries
                Opening an entry prints its URL: mpv "$(channel-editor --file tv.m3u8)"
                """),
            translation.tr("""
                newsboat: --file ~/.newsboat/urls (any file named urls, or --format newsboat)
                edits its feed list; active feeds are My Feeds, commented-out ones Add
                Feeds (removing comments a line out), and a change rewrites only what moved.
                  --catalog FEEDS.opml  an OPML export to add feeds from (repeatable)
                  list --output opml    print My Feeds in order as OPML
                newsboat reads its urls file only when it starts.
                """),
            translation.tr("""
                Enigma2: --file /etc/enigma2/userbouquet.NAME.tv (or .radio, bouquets.tv, or
                --format enigma2) edits a receiver's bouquet; its entries are My Channels,
                lamedb's services it lacks Add Channels, and a change rewrites only what moved.
                  --catalog PATH/lamedb  the services to add from (default: the folder's)
                Ids are service references; open prints one (an IPTV entry's URL). The box
                reads its lists when it starts.
                """),
            translation.tr("""
                VDR: --file /etc/vdr/channels.conf (any file named channels.conf, one VDR reads
                as channels, or --format vdr) edits VDR's channel list; its channels and :Group
                lines are My Channels, with VDR's numbers and channel IDs; a file VDR would not
                load is refused; with VDR stopped a change rewrites only what moved. With
                VDR running (its SVDRP port answers with this file's channels) every change
                goes through SVDRP instead, and the file is never written.
                  --catalog FILE.conf   another channels.conf to add from (repeatable)
                  --svdrp HOST[:PORT]   where VDR's SVDRP port is (default localhost:6419)
                """),
            translation.tr("""
                Keys: arrows/hjkl move; Enter adds from Add Channels, and on My Channels,
                pressed twice, opens the channel and exits; e edit mode (there Space picks
                up, Enter removes), u undo, Ctrl-R redo, / filter, ? or F1 help, q quit,
                Ctrl-Z suspend. Mouse: clicking adds from Add Channels (two clicks on My
                Channels open and exit), drag reorders, [×] at the top right quits;
                clicking the footer's hints does what their keys do.
                """),
            translation.tr("""
                Exit status: 0 done; 1 a refused request, or no terminal; 64 usage error;
                65 bad channels file (left untouched); 66 catalog or configuration not
                found; 74 cannot read or write, or a read-only file; 75 the file's lock
                was held too long by another process; 128+N killed by signal N.
                """),
        ].joined(separator: "\n\n")
    }

    /// `channel-editor COMMAND --help`.
    package static func help(for name: ScriptCommand.Name, in translation: Translation) -> String {
        let body: String
        switch name {
        case .list:
            body = translation.tr("""
                Usage: channel-editor list [--json | --output FORMAT] [--file PATH]

                Print My Channels, then Add Channels, as the screen would show them (the file
                merged with the catalog). Never locks or writes the file.

                One line per channel, five fields separated by tabs:
                  SECTION  POSITION  ID  FLAGS  NAME
                SECTION is mine or available; POSITION counts from 1 within the section (what
                move takes); ID is as in the file (never a tab or control character), ready to
                give back to a command; FLAGS is - or a comma-separated list of locked and
                current, and for an entry whose name another has too, what tells it apart:
                group=G (tags=T), host=H, ending=E (the URL's last part), alike=2/3; NAME has
                \\ and control characters escaped as in the file (\\\\ \\t \\n \\u001b).
                Example, the ids of My Channels:
                  channel-editor list | awk -F '\\t' '$1 == "mine" { print $3 }'

                --json: print the board in the channels file's format instead.
                --output text|json|m3u|opml: these lines (text), --json's, My Channels as a
                playlist (of a playlist) or as OPML (of a newsboat urls file).
                """)
        case .add:
            body = translation.tr("""
                Usage: channel-editor add ID... [--file PATH]

                Move each ID from Add Channels to the end of My Channels, in the order given.
                An ID that is unknown or already in My Channels is refused: then nothing
                changes, and the exit status is 1. In a playlist or a newsboat urls file, a
                URL that no entry has is written as a new line at the end.
                """)
        case .remove:
            body = translation.tr("""
                Usage: channel-editor remove ID... [--file PATH]

                Move each ID from My Channels to the front of Add Channels, one after another
                (the last one given ends up first). An ID that is unknown, locked, or not in My
                Channels is refused: then nothing changes, and the exit status is 1.
                """)
        case .move:
            body = translation.tr("""
                Usage: channel-editor move ID TARGET [--file PATH]

                TARGET is POSITION, first, last, --before ID2 or --after ID2.
                Move ID within My Channels so that it ends up at POSITION: 1 is the first of My
                Channels, locked channels counted. first is the first place after the locked
                channels, last the end; --before ID2 and --after ID2 put it next to the My
                Channels channel ID2. Refused (exit status 1): a locked ID, a POSITION held by
                a locked channel, a POSITION past the end, an ID2 not in My Channels. Already
                there: succeeds and writes nothing.
                """)
        case .open:
            body = translation.tr("""
                Usage: channel-editor open ID [--file PATH]

                Make ID, which must be in My Channels, the current channel.
                """)
        case .reset:
            body = translation.tr("""
                Usage: channel-editor reset [--file PATH]

                Move the channels file aside as <file>.bak (or .bak.1, .bak.2, ...; a backup is
                never overwritten) and say where on stderr. The next start uses the catalog.
                """)
        case .refresh:
            body = translation.tr("""
                Usage: channel-editor refresh --file FAV.m3u8 [--catalog PROVIDER.m3u]...

                Give every entry of the playlist that the provider's playlist still offers its
                new URL line (with a Kodi |header suffix) and stream lines (#EXTVLCOPT,
                #KODIPROP), in place; names, groups, numbers, other lines and the order stay.
                An entry is the provider's when the URL line is the same, else the tvg-id,
                else the name (width, case, Traditional/Simplified Chinese and HD, 4K, 高清
                and such set aside), the group and then the URL's last part breaking ties;
                twins pair in order. One line on stderr says what happened ("7 updated,
                1 not offered: NAME"). Without --catalog: the catalogs remembered for the
                file. Nothing is written when nothing changed. Exit 0 when every entry was
                found, 1 when some were not offered or matched several entries.
                """)
        case .rename:
            body = translation.tr("""
                Usage: channel-editor rename ID NAME --file FILE.m3u8

                Set a playlist entry's display name (after the #EXTINF attributes). Only
                those bytes change.
                """)
        case .group:
            body = translation.tr("""
                Usage: channel-editor group ID GROUP --file FILE.m3u8

                Set a playlist entry's group-title (added when missing). Only those bytes
                change.
                """)
        case .number:
            body = translation.tr("""
                Usage: channel-editor number [--from N] [--per-group] --file FILE.m3u8

                Number a playlist's entries in file order, N (default 1) on, in tvg-chno
                (Kodi orders channels by it; added where missing). Only those bytes change.
                """)
        }
        return body + "\n\n" + options(OptionTable.program.filter { $0.uses.contains(OptionSpec.Use(rawValue: name.rawValue)!) }, in: translation)
            + "\n\n" + translation.tr("""
            Exit status: 0 done; 1 refused; 64 usage error; 65 bad channels file;
            66 no catalog; 74 cannot read or write, or read-only; 75 locked too long.
            """)
    }

    /// "Options:" and the lines of `rows` (`OptionHelp`), with `--`, which ends them.
    static func options(_ rows: [OptionSpec], in translation: Translation) -> String {
        ([translation.tr("Options:")] + OptionHelp.lines(rows, in: translation)
            + OptionHelp.entry(left: "      --", help: translation.tr("end of options (for an id that starts with -)")))
            .joined(separator: "\n")
    }
}
