import Foundation
import PresentationKit

/// The `drawn-sheet` gallery scenario's paths on the 390 × 844-point phone, in window points (both
/// sides scale their user space by 3 for 1170 × 2532 pixels): the sheet's top-rounded outline (its
/// mask and its shadow path), the handle's capsule (drawn in `draw(_:)`), the ring's track and its
/// progress stroke (three quarters, round caps). The sheet is the bottom 506 points.
public func drawnSheetDrawings() -> [PeerDrawing] {
    let sheet = CGRect(x: 0, y: 338, width: 390, height: 506)
    let top = UIBezierPath(
        roundedRect: sheet, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 24, height: 24)
    ).cgPath
    let handle = UIBezierPath(roundedRect: CGRect(x: 175, y: 346, width: 40, height: 5), cornerRadius: 2.5)
        .cgPath
    let track = UIBezierPath(
        arcCenter: CGPoint(x: 195, y: 528), radius: 70, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
        clockwise: true
    ).cgPath
    let progress = UIBezierPath(
        arcCenter: CGPoint(x: 195, y: 528), radius: 70, startAngle: -.pi / 2, endAngle: .pi, clockwise: true
    ).cgPath
    return [
        PeerDrawing("sheet top", path: top), PeerDrawing("handle", path: handle),
        PeerDrawing("ring track", path: track, stroke: true, lineWidth: 14),
        PeerDrawing("ring progress", path: progress, stroke: true, lineWidth: 14, cap: .round),
    ]
}
