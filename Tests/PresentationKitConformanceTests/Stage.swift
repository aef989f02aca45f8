import Foundation
import PresentationKit

/// A host on a phone screen with a plain root controller in its window, laid out and appeared.
@MainActor
final class Stage {
    let host: HeadlessHost
    let root: UIViewController

    init(root: UIViewController = UIViewController(), size: CGSize = CGSize(width: 390, height: 844)) {
        host = HeadlessHost(size: size)
        self.root = root
        host.window.rootViewController = root
        host.runUntilIdle()
    }
}

/// Whether `entries` contains each of `sequence` in that order (other entries may come between).
func inOrder(_ entries: [String], _ sequence: [String]) -> Bool {
    var index = entries.startIndex
    for wanted in sequence {
        guard let found = entries[index...].firstIndex(of: wanted) else { return false }
        index = entries.index(after: found)
    }
    return true
}
