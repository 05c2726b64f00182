/// The `--help` text and the version.
enum Usage {
    static let version = "0.1.0"

    static let text = """
        Usage: channel-editor [--file PATH] [--print] [--reset]

        Pick and order the channels you follow: My Channels above Add Channels, in the terminal.
        Opening a channel (Enter on My Channels) prints its id on stdout, so
        `ch=$(channel-editor)` works in scripts.

        Options:
          -f, --file PATH   channels file (default: $XDG_CONFIG_HOME/channel-editor/channels.json,
                            else ~/.config/channel-editor/channels.json)
              --print       on quit, print My Channels' ids one per line
              --reset       move the file aside as a backup and start again from the catalog
          -h, --help        show this help
          -V, --version     show the version

        Keys: arrows/hjkl move, Enter adds/opens, e edit mode, Space pick up, u undo, ? help, q quit.

        Exit status: 0 done, 1 terminal or I/O problem, 64 usage error, 65 bad channels file.
        """
}
