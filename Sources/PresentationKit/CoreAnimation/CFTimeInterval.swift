import Foundation

#if !canImport(Darwin)
    /// Core Foundation's time interval, in seconds: how Core Animation's Swift interface spells
    /// `CAAnimation.duration`, `beginTime` and friends, so that overrides written against it compile.
    /// (Darwin's Foundation declares it already.)
    public typealias CFTimeInterval = TimeInterval
#endif
