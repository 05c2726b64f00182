/// Columns a terminal gives one Unicode scalar: 2 for wide (CJK), 1 for most, 0 for combining
/// marks, negative for non-printable. Injected so the pure layout uses exactly the table the
/// terminal uses (the front end passes the C library's `wcwidth` under a UTF-8 locale).
public typealias ScalarWidth = @Sendable (Unicode.Scalar) -> Int
