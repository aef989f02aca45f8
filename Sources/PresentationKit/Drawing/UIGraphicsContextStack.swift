import Foundation

/// The stack of current graphics contexts, one per thread, as UIKit keeps it.
///
/// UIKit's drawing functions (`UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`,
/// `UIColor.setFill()`) act on the top of the calling thread's stack; `draw(_:)`, image
/// renderers and `UIGraphicsPushContext(_:)` push onto it.
final class UIGraphicsContextStack {
    /// One level of the stack: a context, or the means to make one the first time drawing asks.
    ///
    /// A view's `draw(_:)` runs with a deferred entry, so a view that draws nothing (most views,
    /// whose `draw(_:)` is UIKit's empty default) costs no backing store.
    struct Entry {
        var context: CGContext?
        var make: (() -> CGContext?)?
    }

    var entries: [Entry] = []

    /// The top context, made now if the top entry was deferred.
    var top: CGContext? {
        guard let index = entries.indices.last else { return nil }
        if entries[index].context == nil, let make = entries[index].make {
            entries[index].make = nil
            entries[index].context = make()
        }
        return entries[index].context
    }
    /// Which contexts were begun by `UIGraphicsBeginImageContext…` (with their scale), so
    /// `UIGraphicsGetImageFromCurrentImageContext()` knows an image context from a pushed one.
    var imageScales: [ObjectIdentifier: CGFloat] = [:]

    private static let key = "PresentationKit.UIGraphicsContextStack"

    /// The calling thread's stack.
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current.
    static func withCurrent<R>(_ context: CGContext, _ body: () throws -> R) rethrows -> R {
        let stack = current
        stack.entries.append(Entry(context: context))
        defer { stack.entries.removeLast() }
        return try body()
    }

    /// Runs `body` with a context that `make` creates only if drawing asks for one; returns the
    /// context if it was made.
    static func withDeferred(_ make: @escaping () -> CGContext?, _ body: () -> Void) -> CGContext? {
        let stack = current
        stack.entries.append(Entry(make: make))
        body()
        return stack.entries.removeLast().context
    }
}

/// The context UIKit drawing acts on: the top of the calling thread's stack, or nil outside
/// drawing (`draw(_:)`, an image renderer's actions, or a pushed context).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.top
}

/// The current context for a UIKit drawing call, or nil after reporting that `caller` had none
/// to draw in.
func currentDrawingContext(for caller: String) -> CGContext? {
    if let context = UIGraphicsGetCurrentContext() { return context }
    DrawingDiagnostics.report(
        "\(caller): there is no current graphics context, so nothing was drawn. Draw inside draw(_:), an "
            + "image renderer's actions, or after UIGraphicsPushContext(_:).")
    return nil
}

/// Makes `context` current until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.entries.append(.init(context: context))
}

/// Makes the context below the top current again. Without a pushed context it reports the
/// imbalance and changes nothing.
public func UIGraphicsPopContext() {
    let stack = UIGraphicsContextStack.current
    guard let popped = stack.entries.popLast() else {
        return DrawingDiagnostics.report(
            "UIGraphicsPopContext(): there is no context to pop; pair each pop with UIGraphicsPushContext(_:)."
        )
    }
    if let context = popped.context { stack.imageScales[ObjectIdentifier(context)] = nil }
}

/// Begins an image context of `size` points at scale 1, opaque false.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points: a bitmap of `size × scale` pixels (scale 0: the
/// main screen's), flipped so user space is points with y down, made current.
/// A size that is not positive is reported and no context begins.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 && scale.isFinite ? scale : mainScreenScale()
    guard
        let context = CGContext.uiKitBitmap(
            size: size, scale: resolved, opaque: opaque, caller: "UIGraphicsBeginImageContextWithOptions")
    else { return }
    let stack = UIGraphicsContextStack.current
    stack.entries.append(.init(context: context))
    stack.imageScales[ObjectIdentifier(context)] = resolved
}

/// An image of the current image context's pixels; nil when the current context is not one
/// begun by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = UIGraphicsContextStack.current
    guard let context = stack.entries.last?.context, let scale = stack.imageScales[ObjectIdentifier(context)],
        let image = context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context. Without one it reports the imbalance and changes nothing.
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let context = stack.entries.last?.context, stack.imageScales[ObjectIdentifier(context)] != nil
    else {
        return DrawingDiagnostics.report(
            "UIGraphicsEndImageContext(): the current context is not an image context; pair each end with "
                + "UIGraphicsBeginImageContextWithOptions(_:_:_:).")
    }
    stack.entries.removeLast()
    stack.imageScales[ObjectIdentifier(context)] = nil
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .normal) }

/// Fills `rect` with the current fill colour and a blend mode.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside `rect` with the current stroke colour.
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .normal) }

/// Strokes a one-point frame just inside `rect` with a blend mode.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

extension CGContext {
    /// A bitmap context as UIKit makes one: `size × scale` pixels (rounded up), premultiplied
    /// RGBA (or opaque RGBX), its transform flipped and scaled so user space is points with the
    /// origin at the top left. Nil, reported, for a size that is not positive and finite.
    static func uiKitBitmap(size: CGSize, scale: CGFloat, opaque: Bool, caller: String) -> CGContext? {
        let pixelWidth = (size.width * scale).rounded(.up)
        let pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth.isFinite, pixelHeight.isFinite,
            pixelWidth * pixelHeight < 268_435_456
        else {
            DrawingDiagnostics.report(
                "\(caller): a \(size.width) × \(size.height) point image at scale \(scale) has no pixels to draw "
                    + "into (or too many); give it a positive, finite size.")
            return nil
        }
        let info = opaque ? CGImageAlphaInfo.noneSkipLast : .premultipliedLast
        guard
            let context = CGContext(
                data: nil, width: Int(pixelWidth), height: Int(pixelHeight), bitsPerComponent: 8,
                bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)
        else { return nil }
        context.concatenate(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: pixelHeight))
        // UIKit's base space is points (Behaviour 18.23): shadow offsets and blurs scale with it.
        context.baseScale = scale
        return context
    }
}

/// The main screen's scale, which a scale of 0 stands for. Drawing may happen on any thread,
/// but the screen belongs to the main actor: off the main thread the answer is 1.
func mainScreenScale() -> CGFloat {
    Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
}
