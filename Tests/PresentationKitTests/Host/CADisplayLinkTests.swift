import Foundation
import PresentationKit
import Testing

/// A display-link target in UIKit style: a method that takes the link.
@MainActor
private final class Ticker {
    var timestamps: [TimeInterval] = []

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
    }
}

@Suite("CADisplayLink")
@MainActor
struct CADisplayLinkTests {
    @Test func aLinkFiresOncePerFrame() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(fires == 60)
        #expect(link.duration == 1.0 / 60)
    }

    @Test func aLinkDoesNotFireBeforeItIsAdded() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        host.advance(by: 0.5)
        #expect(fires == 0)
        link.add(to: .main, forMode: .common)
        link.add(to: .main, forMode: .default)  // adding twice does not double the rate
        host.advance(by: 0.5)
        #expect(fires == 30)
    }

    @Test func timestampsAreTheFrameTimes() throws {
        let host = HeadlessHost()
        let ticker = Ticker()
        let link = try #require(host.screen.displayLink(withTarget: ticker, action: Ticker.step))
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.05)
        #expect(ticker.timestamps.count == 3)
        for (index, timestamp) in ticker.timestamps.enumerated() {
            #expect(abs(timestamp - Double(index + 1) / 60) < 1e-12)
        }
        #expect(abs(link.targetTimestamp - (link.timestamp + 1.0 / 60)) < 1e-12)
    }

    @Test func aLinkFollowsTheHostsFrameRate() throws {
        let host = HeadlessHost(framesPerSecond: 120)
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(fires == 120)
        #expect(link.duration == 1.0 / 120)
    }

    @Test func preferredFramesPerSecondThirtyHalvesTheRate() throws {
        let host = HeadlessHost()
        var fires: [TimeInterval] = []
        let link = try #require(host.screen.displayLink { fires.append($0.timestamp) })
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(fires.count == 30)
        // Evenly every other frame.
        let gaps = zip(fires.dropFirst(), fires).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 30) < 1e-9 })
    }

    @Test(arguments: [(60, 0, 60), (60, 60, 60), (60, 120, 60), (60, 20, 20), (120, 30, 30), (120, 60, 60)])
    func preferredRatesDivideTheScreenRate(screenRate: Int, preferred: Int, expected: Int) throws {
        let host = HeadlessHost(framesPerSecond: screenRate)
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.preferredFramesPerSecond = preferred
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(fires == expected)
    }

    @Test func aLinkOnAScreenWithoutAHostNeverFires() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var fires = 0
        let link = window.screen.displayLink { _ in fires += 1 }
        link?.add(to: .main, forMode: .common)
        let host = HeadlessHost()
        host.advance(by: 1)
        #expect(fires == 0)
        #expect(link?.duration ?? 0 == 0)
    }

    @Test func advancingBetweenFramesFiresOnlyOnFrameBoundaries() throws {
        let host = HeadlessHost()
        var timestamps: [TimeInterval] = []
        let link = try #require(host.screen.displayLink { timestamps.append($0.timestamp) })
        link.add(to: .main, forMode: .common)
        // One second in hundredths: most steps end between two frames of a 60 Hz display.
        for _ in 0..<100 { host.advance(by: 0.01) }
        #expect(abs(host.time - 1) < 1e-12)
        #expect(timestamps.count == 60)
        let offFrame = timestamps.enumerated().filter { abs($0.element - Double($0.offset + 1) / 60) > 1e-9 }
        #expect(offFrame.isEmpty, "fires off the frame times: \(offFrame.prefix(3))")
    }

    @Test func removingFromTheRunLoopStopsFiringUntilAddedAgain() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        link.remove(from: .main, forMode: .common)
        host.advance(by: 0.5)
        #expect(fires == 30)
        #expect(!link.isPaused, "removing is not pausing")
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        #expect(fires == 60)
    }

    @Test func pausingStopsFiringAndResumingStartsAgain() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        link.isPaused = true
        host.advance(by: 0.5)
        #expect(fires == 30)
        link.isPaused = false
        host.advance(by: 0.5)
        #expect(fires == 60)
    }

    @Test func invalidateStopsTheLink() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        link.invalidate()
        host.advance(by: 0.5)
        #expect(fires == 30)
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        #expect(fires == 30, "an invalidated link cannot be added again")
    }

    @Test func invalidatingFromTheCallbackStopsAfterThatFire() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(
            host.screen.displayLink { link in
                fires += 1
                if fires == 3 { link.invalidate() }
            })
        link.add(to: .main, forMode: .common)
        host.advance(by: 1)
        #expect(fires == 3)
    }

    @Test func theLinkKeepsItsTargetUntilInvalidated() throws {
        let host = HeadlessHost()
        weak var weakTicker: Ticker?
        var link: CADisplayLink?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            link = host.screen.displayLink(withTarget: ticker, action: Ticker.step)
            link?.add(to: .main, forMode: .common)
        }
        host.advance(by: 0.1)
        #expect(weakTicker != nil, "the link retains its target, as in UIKit")
        #expect(weakTicker?.timestamps.count == 6)
        try #require(link).invalidate()
        #expect(weakTicker == nil, "invalidate releases the target")
        host.advance(by: 0.1)
    }

    @Test func aLinkOnlyFiresForItsOwnHost() throws {
        let first = HeadlessHost()
        let second = HeadlessHost()
        var fires = 0
        let link = try #require(second.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        first.advance(by: 1)
        #expect(fires == 0)
        second.advance(by: 0.5)
        #expect(fires == 30)
    }

    @Test func aLinkDoesNotKeepTheHostBusy() throws {
        let host = HeadlessHost()
        var fires = 0
        let link = try #require(host.screen.displayLink { _ in fires += 1 })
        link.add(to: .main, forMode: .common)
        host.runUntilIdle(timeout: 1)
        #expect(host.time == 0)
        #expect(fires == 0)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aLinkCanDriveAnAnimationFrameByFrame() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let link = try #require(
            host.screen.displayLink { link in
                view.center.x = 100 * link.timestamp
            })
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.5)
        #expect(abs(view.center.x - 50) < 1e-9)
    }
}
