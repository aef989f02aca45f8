import Foundation
import PresentationKit
import Testing

private func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func approx(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A window with two branches:
///
/// - `a` at (10, 20, 200, 200) holding `a1` at (5, 5, 50, 50);
/// - `b` at (100, 300, 100, 100) holding `b1` at (10, 10, 20, 20).
@MainActor
private struct Tree {
    let host = HeadlessHost()
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let a1 = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
    let b1 = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    init() {
        host.window.addSubview(a)
        a.addSubview(a1)
        host.window.addSubview(b)
        b.addSubview(b1)
    }
}

@Suite("UIView coordinate conversion")
@MainActor
struct UIViewConversionTests {
    @Test func convertingToTheSuperviewAddsTheFrameOrigin() {
        let tree = Tree()
        #expect(tree.a1.convert(CGPoint(x: 0, y: 0), to: tree.a) == CGPoint(x: 5, y: 5))
        #expect(tree.a1.convert(CGPoint(x: 7, y: 9), to: tree.a) == CGPoint(x: 12, y: 14))
        #expect(tree.a.convert(CGPoint(x: 12, y: 14), to: tree.a1) == CGPoint(x: 7, y: 9))
    }

    @Test func convertingToNilMeansTheWindow() {
        let tree = Tree()
        let p = CGPoint(x: 3, y: 4)
        #expect(tree.a1.convert(p, to: nil) == CGPoint(x: 18, y: 29))
        #expect(tree.a1.convert(p, to: nil) == tree.a1.convert(p, to: tree.host.window))
        #expect(tree.a1.convert(CGPoint(x: 18, y: 29), from: nil) == p)
        #expect(tree.a1.convert(CGPoint(x: 18, y: 29), from: tree.host.window) == p)
    }

    @Test func convertingBetweenSiblings() {
        let tree = Tree()
        // a's origin is (10, 20) in the window; b's is (100, 300).
        #expect(tree.a.convert(CGPoint.zero, to: tree.b) == CGPoint(x: -90, y: -280))
        #expect(tree.b.convert(CGPoint.zero, to: tree.a) == CGPoint(x: 90, y: 280))
        #expect(tree.b.convert(CGPoint(x: -90, y: -280), from: tree.a) == CGPoint(x: -180, y: -560))
    }

    @Test func convertingBetweenCousins() {
        let tree = Tree()
        // a1's origin is at (15, 25) in the window, b1's at (110, 310).
        #expect(tree.a1.convert(CGPoint.zero, to: tree.b1) == CGPoint(x: -95, y: -285))
        #expect(tree.b1.convert(CGPoint(x: 1, y: 2), to: tree.a1) == CGPoint(x: 96, y: 287))
        #expect(tree.b1.convert(CGPoint(x: -95, y: -285), from: tree.a1) == CGPoint(x: -190, y: -570))
    }

    @Test func boundsOriginScrollsTheContent() {
        let tree = Tree()
        tree.a.bounds.origin = CGPoint(x: 0, y: 100)
        // a1 stays at (5, 5) in a's coordinates, which now start 100 points further down.
        #expect(tree.a1.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: -75))
        #expect(tree.a.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: -80))
        #expect(tree.a.convert(CGPoint(x: 10, y: -80), from: nil) == .zero)
        // The scrolled view's own bounds origin is where its top-left corner sits.
        #expect(tree.a.convert(tree.a.bounds.origin, to: nil) == CGPoint(x: 10, y: 20))
    }

    @Test func throughAScaledAncestor() {
        let host = HeadlessHost()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        host.window.addSubview(scaled)
        scaled.addSubview(child)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        // child (0, 0) is (10, 10) in `scaled`: 40 left and above its centre (150, 150), doubled.
        #expect(approx(child.convert(CGPoint.zero, to: nil), CGPoint(x: 70, y: 70)))
        #expect(approx(child.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 80, y: 80)))
        #expect(approx(child.convert(CGPoint(x: 80, y: 80), from: nil), CGPoint(x: 5, y: 5)))
        // A rectangle doubles in size.
        #expect(approx(child.convert(child.bounds, to: nil), CGRect(x: 70, y: 70, width: 20, height: 20)))
    }

    @Test func throughARotatedAncestor() {
        let host = HeadlessHost()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 60, y: 50, width: 20, height: 10))
        host.window.addSubview(rotated)
        rotated.addSubview(child)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn maps (dx, dy) from the centre (150, 150) to (−dy, dx).
        // child (0, 0) = rotated (60, 50) = centre + (10, 0) → centre + (0, 10).
        #expect(approx(child.convert(CGPoint.zero, to: nil), CGPoint(x: 150, y: 160)))
        // child (0, 10) = rotated (60, 60) = centre + (10, 10) → centre + (−10, 10).
        #expect(approx(child.convert(CGPoint(x: 0, y: 10), to: nil), CGPoint(x: 140, y: 160)))
        #expect(approx(child.convert(CGPoint(x: 140, y: 160), from: nil), CGPoint(x: 0, y: 10)))
    }

    @Test func rectThroughAQuarterTurnIsTheTurnedBox() {
        let host = HeadlessHost()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 60, y: 50, width: 20, height: 10))
        host.window.addSubview(rotated)
        rotated.addSubview(child)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Corners at centre + (10…30, 0…10) turn to centre + (−10…0, 10…30): 10 wide, 20 tall.
        let inWindow = child.convert(child.bounds, to: nil)
        #expect(approx(inWindow, CGRect(x: 140, y: 160, width: 10, height: 20)))
        // Back again the box of the box is the original rectangle (a quarter turn maps boxes to boxes).
        #expect(approx(child.convert(inWindow, from: nil), child.bounds))
    }

    @Test func rectThroughAnEighthTurnGrowsToTheBoundingBox() {
        let host = HeadlessHost()
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The 100×100 square turned 45° about (50, 50) spans 100·√2 on each axis.
        let side = 100 * 2.0.squareRoot()
        let box = rotated.convert(rotated.bounds, to: nil)
        #expect(approx(box, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), 1e-9))
    }

    @Test func roundTripsReturnThePoint() {
        let host = HeadlessHost()
        let outer = UIView(frame: CGRect(x: 30, y: 40, width: 200, height: 120))
        let inner = UIView(frame: CGRect(x: 12, y: 7, width: 60, height: 90))
        let other = UIView(frame: CGRect(x: 250, y: 400, width: 80, height: 80))
        host.window.addSubview(outer)
        outer.addSubview(inner)
        host.window.addSubview(other)
        outer.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 1.5, y: 0.8)
        inner.transform = CGAffineTransform(rotationAngle: -1.1)
        inner.bounds.origin = CGPoint(x: 3, y: -8)
        other.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 17.5, y: -3), CGPoint(x: 100, y: 250)] {
            for target in [other, outer, host.window] as [UIView] {
                let there = inner.convert(p, to: target)
                #expect(approx(inner.convert(there, from: target), p, 1e-9), "\(p) via \(type(of: target))")
            }
            let viaNil = inner.convert(inner.convert(p, to: nil), from: nil)
            #expect(approx(viaNil, p, 1e-9))
        }
    }

    @Test func toAndFromAreInverses() {
        let tree = Tree()
        tree.b.transform = CGAffineTransform(rotationAngle: 0.3)
        let p = CGPoint(x: 11, y: -4)
        #expect(approx(tree.a1.convert(p, to: tree.b1), tree.b1.convert(p, from: tree.a1)))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(approx(tree.a1.convert(r, to: tree.b1), tree.b1.convert(r, from: tree.a1)))
    }

    @Test func viewsInDifferentWindowsGiveThePointBack() {
        let first = HeadlessHost()
        let second = HeadlessHost()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 50, y: 70, width: 10, height: 10))
        first.window.addSubview(a)
        second.window.addSubview(b)
        let p = CGPoint(x: 3, y: 4)
        #expect(a.convert(p, to: b) == p)
        #expect(a.convert(p, from: b) == p)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(a.convert(r, to: b) == r)
        #expect(a.convert(r, from: b) == r)
    }

    @Test func outsideAWindowNilMeansTheRootView() {
        let root = UIView(frame: CGRect(x: 1000, y: 1000, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(child)
        // The root view's own frame does not count: its coordinates are the top of this tree.
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 21))
        #expect(child.convert(CGPoint(x: 11, y: 21), from: nil) == CGPoint(x: 1, y: 1))
    }

    @Test func anchorPointAndTransformOfTheViewItselfCount() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        host.window.addSubview(view)
        view.layer.anchorPoint = .zero
        // The position (120, 110) is now the top-left corner.
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 120, y: 110))
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        // Scaled about the top-left corner.
        #expect(approx(view.convert(CGPoint(x: 10, y: 5), to: nil), CGPoint(x: 150, y: 125)))
    }

    @Test func sublayerTransformOfAnAncestorCounts() {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        host.window.addSubview(container)
        container.addSubview(child)
        container.layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // Scaled about the container's centre (50, 50), where the child's origin sits.
        #expect(approx(child.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 60, y: 60)))
        #expect(approx(child.convert(CGPoint(x: 60, y: 60), from: nil), CGPoint(x: 5, y: 5)))
    }
}
