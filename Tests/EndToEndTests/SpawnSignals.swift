import Glibc

extension posix_spawnattr_t {
    /// Attributes for a child that starts as if from a fresh shell: no signal blocked, every
    /// signal at its default action (the test runner's own mask and handlers are not inherited),
    /// plus `extraFlags` (e.g. POSIX_SPAWN_SETSID). The caller destroys them after the spawn.
    static func cleanSignals(extraFlags: Int32 = 0) -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | extraFlags))
        return attributes
    }
}
