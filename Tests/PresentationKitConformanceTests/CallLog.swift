import PresentationKit

/// Where every conformance override and requirement records that it ran, as
/// `"<class or protocol in Manifest>.<member as #function spells it>"`.
///
/// Each test starts a fresh log (`CallLog.start()`); objects made during the test write to it. The
/// tests are synchronous and main-actor isolated, so no other test runs in between. Not itself
/// actor-isolated, so that conformers of non-isolated protocols (`UITimingCurveProvider`) record too.
final class CallLog {
    /// The log of the test that is running.
    static var current = CallLog()

    private(set) var entries: [String] = []
    private var unread = 0

    /// Starts a new log for one test and returns it.
    static func start() -> CallLog {
        current = CallLog()
        return current
    }

    /// Records that `member` of the manifest entry `owner` ran.
    func record(_ owner: String, _ member: String) {
        entries.append("\(owner).\(member)")
    }

    /// The entries recorded since the last call (the calls one step of a test caused).
    func take() -> [String] {
        defer { unread = entries.count }
        return Array(entries[unread...])
    }

    /// The members the manifest lists for `owner` that never ran in this log (except the ones the
    /// engine never calls, `Manifest.notCalledByEngine`).
    func missing(_ owner: String) -> [String] {
        missing(owner, among: Manifest.members(of: owner))
    }

    /// The members of `members` (part of `owner`'s manifest entry, for a class whose members two
    /// tests share) that never ran, as `missing(_:)`.
    func missing(_ owner: String, among members: [String]) -> [String] {
        let ran = Set(entries)
        return members.filter {
            !ran.contains("\(owner).\($0)") && Manifest.notCalledByEngine["\(owner).\($0)"] == nil
        }
    }
}

/// Records into the current log: `note("UIView")` inside a member records that member.
func note(_ owner: String, _ member: String = #function) {
    CallLog.current.record(owner, member)
}
