import Foundation
import PresentationKit
import Testing

/// Rectangles equal to within rounding (the transforms below use sines and cosines).
private func approx(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

private func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("UIView geometry")
@MainActor
struct UIViewGeometryTests {
    @Test func frameDeterminesBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.layer.position == view.center)
        #expect(view.layer.frame == view.frame)
    }

    @Test func settingCenterMovesTheFrameOnly() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func settingBoundsSizeGrowsAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 30, y: 40, width: 100, height: 50))
    }

    @Test func settingTheFrameKeepsTheBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 16, y: 22))
    }

    @Test func anchorPointMovesTheFrameAroundAFixedPosition() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        // The position stays (60, 45); it now names the top-left corner.
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 100, height: 50))
    }

    @Test func settingTheFrameHonoursTheAnchorPoint() {
        let view = UIView()
        view.layer.anchorPoint = CGPoint(x: 0.25, y: 1)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 35, y: 70))
    }

    @Test func scaleTransformKeepsCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(approx(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100)))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func quarterTurnSwapsTheFrameSidesAboutTheCenter() {
        // 100×50 centred on (60, 45) turned 90°: 50 wide, 100 tall, same centre.
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approx(view.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func eighthTurnFrameIsTheBoundingBox() {
        // Each side of the box is (100 + 50)·cos 45° = 150/√2.
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(approx(view.frame, CGRect(x: 60 - side / 2, y: 45 - side / 2, width: side, height: side)))
    }

    @Test func rotationAboutAShiftedAnchorPoint() {
        // Anchor at the top-left corner: the view turns about it.
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.layer.anchorPoint = .zero
        view.layer.position = CGPoint(x: 10, y: 20)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // (100, 0) → (0, 100) and (0, 50) → (−50, 0) relative to (10, 20).
        #expect(approx(view.frame, CGRect(x: -40, y: 20, width: 50, height: 100)))
    }

    @Test func writingTheFrameUnderATransformPlacesTheUntransformedRectangle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.center == CGPoint(x: 20, y: 10))
        // Read back, the frame is the turned rectangle's box: 20 wide, 40 tall about (20, 10).
        #expect(approx(view.frame, CGRect(x: 10, y: -10, width: 20, height: 40)))
        #expect(approx(CGPoint(x: view.transform.b, y: view.transform.c), CGPoint(x: 1, y: -1)))
    }

    @Test func transformReadsBackAsSet() {
        let view = UIView()
        let t = CGAffineTransform(a: 1, b: 0.5, c: -0.25, d: 2, tx: 3, ty: 4)
        view.transform = t
        #expect(view.transform == t)
        #expect(view.transform3D == CATransform3DMakeAffineTransform(t))
    }

    @Test func translationTransformMovesFrameButNotCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(translationX: 5, y: -3)
        #expect(view.center == CGPoint(x: 5, y: 5))
        #expect(approx(view.frame, CGRect(x: 5, y: -3, width: 10, height: 10)))
    }

    @Test func nonFiniteFrameIsReportedAndIgnored() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        host.window.addSubview(view)
        let before = host.diagnostics.count
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(host.diagnostics.count == before + 3)
        #expect(host.diagnostics.dropFirst(before).allSatisfy { $0.kind == .invalidInput })
    }
}
