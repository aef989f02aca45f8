import Foundation

/// Why `play` cannot run: each case's description is the message it prints before it exits.
public enum PlayError: Error, Equatable, CustomStringConvertible {
    /// SDL2 could not be loaded (the loader's reason).
    case libraryMissing(String)
    /// SDL could not open a window: no display (the `DISPLAY` it saw, and SDL's reason).
    case noDisplay(String)
    /// SDL failed after it started (the call and SDL's reason).
    case windowSystem(String)
    /// No scenario has this name.
    case unknownScenario(String)
    /// A script line that cannot be read (its line number, the line, and why).
    case badScript(line: Int, text: String, reason: String)

    /// The message `play` prints.
    public var description: String {
        switch self {
        case .libraryMissing(let reason):
            return "play needs the SDL2 library, which is not installed (\(reason)). Install it with:\n"
                + "    \(SDLLibrary.installLine)"
        case .noDisplay(let reason):
            return "play found no display to open its window on (\(reason)). Run it in a desktop "
                + "session, or under a virtual X server: Xvfb :99 & DISPLAY=:99 swift run play"
        case .windowSystem(let reason):
            return "play: the window system failed: \(reason)"
        case .unknownScenario(let name):
            return "play: no scenario named \"\(name)\". The scenarios are:\n"
                + PlayCatalog.names.map { "    \($0)" }.joined(separator: "\n")
        case .badScript(let line, let text, let reason):
            return "play: script line \(line) (\"\(text)\"): \(reason)"
        }
    }
}
