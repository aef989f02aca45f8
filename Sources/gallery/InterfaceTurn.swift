import Foundation
import PresentationKit

/// A device turn being filmed. On a device the screen turns at once and the interface animates from
/// its old orientation into the new one: at the start it shows the old layout turned back by the
/// size transition's angle, at the end the new layout upright. The film does the same: each frame
/// turns the window's content (as it presents then, its size animating) by the part of the turn
/// still to go, about the screen's centre.
struct InterfaceTurn {
    let start: TimeInterval
    let duration: TimeInterval
    let from: UIInterfaceOrientation
    let to: UIInterfaceOrientation
    let fromSize: CGSize
    let toSize: CGSize

    /// The angle the interface still lies turned at `time`, or nil once the turn is over (or when
    /// nothing turns). Progress is read off the window's animating width when the turn changes it
    /// (so the turn keeps pace with the layout whatever the curve), else the fraction of the time.
    func remainingAngle(at time: TimeInterval, windowFrame: CGRect) -> CGFloat? {
        let turnAngle = Self.angle(of: to) - Self.angle(of: from)
        guard turnAngle != 0, time < start + duration else { return nil }
        let progress: Double
        if fromSize.width != toSize.width {
            progress = Double((windowFrame.width - fromSize.width) / (toSize.width - fromSize.width))
        } else {
            progress = duration > 0 ? (time - start) / duration : 1
        }
        // The interface turns against the device (Behaviour 13.16): it starts turned back by the
        // transition's angle.
        return -CGFloat(1 - min(max(progress, 0), 1)) * turnAngle
    }

    /// The size transition's turn for each orientation, from portrait (Behaviour 13.16: −90° to
    /// landscape right, +90° to landscape left, 180° upside down).
    static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeRight: -.pi / 2
        case .landscapeLeft: .pi / 2
        case .portraitUpsideDown: .pi
        default: 0
        }
    }
}

extension HeadlessHost {
    /// The window's frame as it shows now (mid-animation too).
    var windowFrameShown: CGRect { window.layer.presentation()?.frame ?? window.frame }
}
