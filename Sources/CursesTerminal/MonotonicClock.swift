import Glibc

/// Seconds from an arbitrary start, never going back: the input machine's and the byte
/// decoder's sense of time.
public enum MonotonicClock {
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
