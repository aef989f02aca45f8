import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Visual effects: UIVisualEffectView and its effects")
struct VisualEffectViewTests {
    /// Behaviour 25.4: content goes in the content view, which fills the effect view; a subview
    /// added to the effect view itself is reported and moved to the content view.
    @Test func contentGoesInTheContentView() {
        let host = HeadlessHost()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.window.addSubview(effectView)
        host.runUntilIdle()
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == effectView.bounds)
        effectView.frame.size = CGSize(width: 300, height: 50)
        host.runUntilIdle()
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        let label = UILabel()
        effectView.addSubview(label)
        #expect(label.superview === effectView.contentView)
        #expect(host.diagnostics.contains { $0.message.contains("add subviews to its contentView") })
    }

    /// Behaviour 25.4: the effect is kept as given (effects are immutable values) and can be
    /// cleared; `UIVisualEffectView()` has none.
    @Test func theEffectIsKept() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        view.effect = nil
        #expect(view.effect == nil)
        #expect(UIVisualEffectView().effect == nil)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        view.effect = vibrancy
        #expect(view.effect is UIVibrancyEffect)
        #expect(blur.copy() as? UIBlurEffect === blur)
    }

    /// Behaviour 25.5: the styles carry UIKit's raw values (code that stores them keeps working).
    @Test func stylesCarryUIKitsRawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
        #expect(UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterialLight.rawValue == 15)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect.Style.allCases.count == 20)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    /// Behaviour 25.7: Reduce Transparency is a host setting; changing it posts UIKit's
    /// notification.
    @Test func reduceTransparencyIsAHostSetting() {
        let host = HeadlessHost()
        let posts = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!host.isReduceTransparencyEnabled)
        host.isReduceTransparencyEnabled = true
        #expect(host.isReduceTransparencyEnabled)
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        host.isReduceTransparencyEnabled = true
        #expect(posts.value == 1)
        host.isReduceTransparencyEnabled = false
        #expect(posts.value == 2)
    }
}

@MainActor
@Suite("Snapshots: snapshotView and resizableSnapshotView")
struct SnapshotViewTests {
    /// Behaviour 25.1: a snapshot is a new view sized like the bounds, at the origin, taking no
    /// touches, that does not follow the original.
    @Test func aSnapshotIsANewViewSizedLikeTheBounds() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        host.window.addSubview(view)
        host.runUntilIdle()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot !== view)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(snapshot.superview == nil)
        #expect(!snapshot.isUserInteractionEnabled)
        #expect(host.diagnostics.isEmpty)
    }

    /// Behaviour 25.1: an empty size gives nil, with a diagnostic saying why.
    @Test func anEmptyViewGivesNil() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
        host.window.addSubview(view)
        #expect(view.snapshotView(afterScreenUpdates: true) == nil)
        #expect(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), afterScreenUpdates: false,
                withCapInsets: .zero)
                == nil)
        #expect(host.diagnostics.filter { $0.message.contains("nothing to snapshot") }.count == 2)
    }

    /// Behaviour 25.3: a view never rendered gives an empty snapshot (with UIKit's warning) unless
    /// the snapshot is taken after screen updates, which lays out and draws it first.
    @Test func aViewNeverRenderedNeedsScreenUpdates() throws {
        let host = HeadlessHost()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let empty = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(empty.subviews.isEmpty)
        #expect(view.drawCount == 0)
        let drawn = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(!drawn.subviews.isEmpty)
        #expect(view.drawCount == 1)
        #expect(view.layoutCount == 1)
        host.window.addSubview(drawn)
        #expect(host.diagnostics.contains { $0.message.contains("has not been rendered") })
    }
}

/// A view that counts its drawing and layout passes.
private final class CountingView: UIView {
    var drawCount = 0
    var layoutCount = 0
    override func draw(_ rect: CGRect) { drawCount += 1 }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// A count a notification block can bump.
private final class Counter: @unchecked Sendable {
    var value = 0
}
