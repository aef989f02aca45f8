import Logging

/// Where diagnostics go: swift-log always, and the host's list when the reporter knows its host.
enum Diagnostics {
    /// The library's logger. Its label is what a logging backend filters on.
    static let logger = Logger(label: "PresentationKit")

    /// Logs a diagnostic with no host to record it on (the object is in no hosted window).
    static func log(_ kind: Diagnostic.Kind, _ message: String) {
        logger.warning("\(message)", metadata: ["kind": "\(kind.rawValue)"])
    }
}
