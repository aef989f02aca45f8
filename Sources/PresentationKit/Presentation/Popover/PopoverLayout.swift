import Foundation

/// Where a popover goes: the side its arrow points from, its content frame, and the arrow's tip
/// (Behaviour 4.7, 9.7).
///
/// UIKit documents no rule for the side: we take the permitted side with the most room between the
/// source and the margins, in points along that side's axis (ties: up, down, left, right). The arrow
/// and corner figures are ours, listed in the README.
struct PopoverLayout: Equatable {
    /// How far the arrow sticks out of the bubble.
    static let arrowHeight: CGFloat = 13
    /// The bubble's corner radius.
    static let cornerRadius: CGFloat = 13
    /// The content size when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    let arrowDirection: UIPopoverArrowDirection
    /// The presented view's frame in the container (the bubble without its arrow).
    let contentFrame: CGRect
    /// The arrow's tip in the container: on the source's edge.
    let arrowTip: CGPoint

    /// The layout for a source rectangle in container coordinates.
    init(
        source: CGRect, container: CGRect, margins: UIEdgeInsets, permitted: UIPopoverArrowDirection,
        preferredContentSize: CGSize
    ) {
        let available = container.inset(by: margins)
        var size = Self.defaultContentSize
        if preferredContentSize.width > 0 { size.width = preferredContentSize.width }
        if preferredContentSize.height > 0 { size.height = preferredContentSize.height }
        let arrow = Self.arrowHeight
        let rooms: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, available.maxY - source.maxY - arrow),
            (.down, source.minY - available.minY - arrow),
            (.left, available.maxX - source.maxX - arrow),
            (.right, source.minX - available.minX - arrow),
        ]
        let allowed = permitted.isEmpty || permitted == .unknown ? .any : permitted
        // `max(by:)` keeps the first of equal elements: ties go to the earlier side in `rooms`.
        let best = rooms.filter { allowed.contains($0.0) }.max { $0.1 < $1.1 } ?? rooms[0]
        let direction = best.0
        let room = max(best.1, 0)

        /// Centres `length` on `centre` within `range`, clamped.
        func place(_ length: CGFloat, centredOn centre: CGFloat, in lower: CGFloat, _ upper: CGFloat)
            -> CGFloat
        {
            min(max(centre - length / 2, lower), max(upper - length, lower))
        }
        var frame = CGRect.zero
        var tip = CGPoint.zero
        // The room on a side is measured from the source, which may lie outside the container (a
        // source rectangle set in a bigger window before a resize): the bubble never grows past
        // the margins on either axis (Behaviour 9.8).
        switch direction {
        case .up, .down:
            frame.size = CGSize(
                width: min(size.width, available.width), height: min(size.height, room, available.height))
            frame.origin.x = place(frame.width, centredOn: source.midX, in: available.minX, available.maxX)
            frame.origin.y = direction == .up ? source.maxY + arrow : source.minY - arrow - frame.height
            tip = CGPoint(x: source.midX, y: direction == .up ? source.maxY : source.minY)
        default:
            frame.size = CGSize(
                width: min(size.width, room, available.width), height: min(size.height, available.height))
            frame.origin.y = place(frame.height, centredOn: source.midY, in: available.minY, available.maxY)
            frame.origin.x = direction == .left ? source.maxX + arrow : source.minX - arrow - frame.width
            tip = CGPoint(x: direction == .left ? source.maxX : source.minX, y: source.midY)
        }
        // No room worth the name on the chosen side (the only permitted side, say): the bubble keeps
        // its size, limited to the margins, and moves inside them, over the source if it must.
        let minimumSide = 2 * (Self.cornerRadius + arrow)
        if min(frame.width, frame.height) < minimumSide {
            frame.size = CGSize(
                width: min(size.width, available.width), height: min(size.height, available.height))
        }
        // Whatever the source (one outside the container, left behind by a rotation, say), the
        // bubble stays inside the margins.
        frame.origin.x = min(
            max(frame.origin.x, available.minX), max(available.maxX - frame.width, available.minX))
        frame.origin.y = min(
            max(frame.origin.y, available.minY), max(available.maxY - frame.height, available.minY))
        // The arrow stays on the straight part of its edge.
        let inset = Self.cornerRadius + arrow
        switch direction {
        case .up, .down:
            tip.x = min(max(tip.x, frame.minX + inset), max(frame.maxX - inset, frame.minX + inset))
        default:
            tip.y = min(max(tip.y, frame.minY + inset), max(frame.maxY - inset, frame.minY + inset))
        }
        arrowDirection = direction
        contentFrame = frame
        arrowTip = tip
    }
}
