import Foundation

/// Something PresentationKit noticed and reported: misuse, bad input, or work that never finished.
///
/// UIKit often freezes or logs a line; PresentationKit says what happened and what to do, logs it
/// through swift-log, and records it on the host so tests can assert on it.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A value that cannot be used as given (NaN, infinite, negative, mismatched); it was
        /// clamped or ignored as the message says.
        public static let invalidInput = Kind(rawValue: "invalidInput")
        /// `runUntilIdle(timeout:)` reached its timeout with work still running.
        public static let idleTimeout = Kind(rawValue: "idleTimeout")
        /// Run-loop work kept scheduling more work within one turn.
        public static let runLoopOverflow = Kind(rawValue: "runLoopOverflow")
        /// UIKit code asked for something Linux cannot provide (a nib, an archive); the message
        /// says what PresentationKit did instead.
        public static let unsupportedOnLinux = Kind(rawValue: "unsupportedOnLinux")
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// What happened and what to do about it.
    public let message: String
    /// The host time at which it was reported.
    public let time: TimeInterval

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, time: TimeInterval) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    public var description: String {
        "[\(kind)] t=\(String(format: "%.4f", time))s: \(message)"
    }
}
