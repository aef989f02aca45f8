import Foundation

/// Seconds, as Core Foundation's `CFTimeInterval` (the type of Core Animation's durations and
/// times). Foundation on Linux does not export Core Foundation, so PresentationKit declares it.
public typealias CFTimeInterval = TimeInterval
