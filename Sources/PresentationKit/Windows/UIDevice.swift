import Foundation

/// The physical orientation of the device, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// The orientation cannot be told; never reported here (``UIDevice/orientation`` follows the
    /// interface).
    case unknown = 0
    /// Held upright, the home button (the bottom edge) at the bottom.
    case portrait = 1
    /// Held upside down, the home button (the bottom edge) at the top.
    case portraitUpsideDown = 2
    /// Held sideways with the home button (the bottom edge) on the right. The interface is then
    /// `.landscapeRight`: UIKit's device and interface names are mirrored.
    case landscapeLeft = 3
    /// Held sideways with the home button (the bottom edge) on the left; the interface is then
    /// ``UIInterfaceOrientation/landscapeLeft``.
    case landscapeRight = 4
    /// Lying flat, screen up; never reported here, as a host's device is never laid flat.
    case faceUp = 5
    /// Lying flat, screen down; never reported here, as a host's device is never laid flat.
    case faceDown = 6

    /// Whether the device is held in either portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is held in either landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on, as `UIDevice`: `UIDevice.current` describes the host in charge
/// (see `UIScreen.main`): its idiom from the screen's size, its orientation from the screen's shape.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// Posted when `orientation` changes (a host resize that turns the screen).
    public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    private weak var screen: UIScreen?

    init(screen: UIScreen?) {
        self.screen = screen
        super.init()
    }

    private static let detached = UIDevice(screen: nil)

    /// The device of the host in charge.
    open class var current: UIDevice {
        guard let screen = UIScreen.current else { return detached }
        return current(of: screen)
    }

    /// The device of `screen`'s host, made when first asked for.
    static func current(of screen: UIScreen) -> UIDevice {
        let key = ObjectIdentifier(UIDevice.self)
        if let existing = screen.hostServices[key] as? UIDevice { return existing }
        let device = UIDevice(screen: screen)
        screen.hostServices[key] = device
        return device
    }

    /// `.phone` or `.pad`, from the host screen's size (as the host's window decides it).
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        screen?.hostWindow?.userInterfaceIdiom ?? .phone
    }

    /// The way the host was turned (`HeadlessHost.rotate(to:duration:)`), as the device sees it;
    /// without a turn, portrait when the screen is taller than wide, else `.landscapeLeft` (the
    /// interface `.landscapeRight`, UIKit's usual rotation).
    open var orientation: UIDeviceOrientation {
        guard let screen else { return .portrait }
        switch screen.currentInterfaceOrientation {
        case .portrait, .unknown: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        // UIKit's names are mirrored: the interface turns against the device.
        case .landscapeRight: return .landscapeLeft
        case .landscapeLeft: return .landscapeRight
        }
    }

    /// Whether orientation notifications are being generated (they always are here).
    open var isGeneratingDeviceOrientationNotifications: Bool { true }
    /// Accepted for source compatibility: notifications are always generated.
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Accepted for source compatibility.
    open func endGeneratingDeviceOrientationNotifications() {}

    /// "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The device's name: its model.
    open var name: String { model }
    /// "iOS": the system PresentationKit stands in for.
    open var systemName: String { "iOS" }
    /// The iOS version whose behaviour PresentationKit follows.
    open var systemVersion: String { "17.0" }
}
