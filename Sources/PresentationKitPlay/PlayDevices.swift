import PresentationKit

/// The device profiles `play --device` accepts, by a short name.
public enum PlayDevices {
    /// Each profile's short name: its name in lower case, words joined by hyphens ("iphone-15").
    public static let byName: [(name: String, device: HeadlessDevice)] = HeadlessDevice.all.map { device in
        let words = device.name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return (words.joined(separator: "-"), device)
    }

    /// The profile called `name`, if any.
    public static func device(named name: String) -> HeadlessDevice? {
        byName.first { $0.name == name }?.device
    }
}
