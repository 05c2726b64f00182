/// Whether a run is an accessible session (README "Accessible mode"): `--accessible`, or the
/// `ACCESSIBLE` environment variable as charmbracelet's huh and Slack's CLI read it — set to
/// anything but empty or `0` (so `ACCESSIBLE=0` in a profile switches it off again).
enum AccessibleSwitch {
    static func isOn(flag: Bool, environment: [String: String]) -> Bool {
        if flag { return true }
        guard let value = environment["ACCESSIBLE"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
