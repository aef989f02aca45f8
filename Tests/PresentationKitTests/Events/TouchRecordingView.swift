@testable import PresentationKit

/// A view that records the touch methods it receives, in order.
@MainActor
final class TouchRecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A target whose methods gesture recognizers and controls call.
@MainActor
final class ActionTarget {
    var calls: [String] = []
    var states: [UIGestureRecognizer.State] = []
    func fired() { calls.append("fired") }
    func tapped(_ tap: UITapGestureRecognizer) {
        calls.append("tap")
        states.append(tap.state)
    }
    func doubleTapped(_ tap: UITapGestureRecognizer) { calls.append("double") }
    func panned(_ pan: UIPanGestureRecognizer) {
        calls.append("pan")
        states.append(pan.state)
    }
    func buttonTapped(_ sender: UIButton) { calls.append("button \(sender.tag)") }
}
