/// SplitMix64: a tiny, fast generator whose whole state is one 64-bit word.
///
/// The fuzzer never uses `SystemRandomNumberGenerator`: a run must reproduce from its seed alone,
/// on any machine and any standard library, so the helpers below map raw words to ranges
/// themselves instead of relying on the standard library's (unspecified) sampling algorithms.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// Creates a generator that reproduces the same sequence for the same `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` must be positive); the modulo bias is negligible for the
    /// small bounds the fuzzer uses.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int(next() % UInt64(bound))
    }

    /// A number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// An index chosen with the given relative weights (at least one positive).
    public mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        var roll = below(total)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
