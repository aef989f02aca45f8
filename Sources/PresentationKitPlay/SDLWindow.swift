import Foundation
import PresentationKit
import PresentationKitRendering

/// `play`'s window: an SDL2 window with a renderer (vsync where the driver offers it) and a
/// streaming texture the frames are copied into.
@MainActor
public final class SDLWindow: PlayDisplay {
    private let sdl: SDLLibrary
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The window's size in pixels as the window system last reported it.
    private var windowSize: (width: Int, height: Int)
    /// A size the person gave the window, waiting to hold still before the host follows it.
    private var pendingResize: (width: Int, height: Int, since: Double)?
    private var mouseIsDown = false
    /// Host points per frame pixel (1 / render scale).
    public var scale: CGFloat = 1
    /// Whether presenting waits for the refresh (the renderer was made with
    /// `SDL_RENDERER_PRESENTVSYNC` and kept it).
    public private(set) var waitsForRefresh = false
    /// The name of SDL's render driver ("opengl", "software", …) and of its video driver.
    public private(set) var driverDescription = ""

    /// How long a window size must hold still before the host resizes to it, in seconds.
    static let resizeSettleTime = 0.15

    /// Opens a window `width` × `height` pixels titled `title`. `softwareRendering` asks SDL for
    /// its software renderer (what a scripted run reads back from); otherwise SDL picks. `vsync`
    /// asks that presenting wait for the display's refresh (a scripted run need not wait).
    /// `libraryPath` loads SDL2 from that file instead of the system's (the environment variable
    /// `PRESENTATIONKIT_SDL_LIBRARY` does the same for `play`). Throws ``PlayError/libraryMissing(_:)`` without SDL2, ``PlayError/noDisplay(_:)`` when SDL
    /// finds no display, ``PlayError/windowSystem(_:)`` on any other failure.
    public init(
        title: String, width: Int, height: Int, softwareRendering: Bool = false, vsync: Bool = true,
        libraryPath: String? = nil
    ) throws {
        let sdl: SDLLibrary
        switch SDLLibrary.load(path: libraryPath) {
        case .success(let library): sdl = library
        case .failure(let error): throw error
        }
        self.sdl = sdl
        if softwareRendering {
            _ = sdl.setHint("SDL_RENDER_DRIVER", "software")
        }
        // Never let the window system's compositor keep the window from being read back.
        _ = sdl.setHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
        guard sdl.initialize(SDLLibrary.initVideo) == 0 else {
            throw PlayError.noDisplay("\(Self.displayVariables); SDL: \(sdl.lastError)")
        }
        // With no display SDL falls back to drivers that show nothing (offscreen, dummy): a
        // window there would run unseen forever, so they count as no display unless asked for.
        let video = sdl.currentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if ["offscreen", "dummy", "evdev"].contains(video), requested != video {
            sdl.quit()
            throw PlayError.noDisplay("\(Self.displayVariables); SDL found only its \(video) driver")
        }
        guard
            let window = title.withCString({
                sdl.createWindow(
                    $0, SDLLibrary.windowPositionCentred, SDLLibrary.windowPositionCentred, Int32(width),
                    Int32(height), SDLLibrary.windowShown | SDLLibrary.windowResizable)
            })
        else {
            let reason = sdl.lastError
            sdl.quit()
            throw PlayError.windowSystem("SDL_CreateWindow: \(reason)")
        }
        var renderer = sdl.createRenderer(window, -1, vsync ? SDLLibrary.rendererPresentVSync : 0)
        if renderer == nil {
            renderer = sdl.createRenderer(window, -1, SDLLibrary.rendererSoftware)
        }
        guard let renderer else {
            let reason = sdl.lastError
            sdl.destroyWindow(window)
            sdl.quit()
            throw PlayError.windowSystem("SDL_CreateRenderer: \(reason)")
        }
        self.window = window
        self.renderer = renderer
        windowSize = (width, height)
        // SDL_RendererInfo: name (a C string pointer) at 0, flags (Uint32) at 8.
        var info = [UInt8](repeating: 0, count: 128)
        let infoStatus = info.withUnsafeMutableBytes { sdl.getRendererInfo(renderer, $0.baseAddress!) }
        if infoStatus == 0 {
            let (name, flags) = info.withUnsafeBytes { raw -> (String, UInt32) in
                let pointer = raw.load(fromByteOffset: 0, as: UnsafePointer<CChar>?.self)
                return (
                    pointer.map { String(cString: $0) } ?? "?", raw.load(fromByteOffset: 8, as: UInt32.self)
                )
            }
            // SDL's software renderer lists vsync even when not asked for it: believe it only when asked.
            waitsForRefresh = vsync && flags & SDLLibrary.rendererPresentVSync != 0
            let video = sdl.currentVideoDriver().map { String(cString: $0) } ?? "?"
            driverDescription = "\(name) renderer on \(video)\(waitsForRefresh ? ", vsync" : ", no vsync")"
        }
        sdl.startTextInput()
    }

    /// The display variables as this process sees them, for messages.
    private static var displayVariables: String {
        let environment = ProcessInfo.processInfo.environment
        let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? "DISPLAY unset"
        let wayland = environment["WAYLAND_DISPLAY"].map { ", WAYLAND_DISPLAY=\($0)" } ?? ""
        return display + wayland
    }

    /// Closes the window and shuts SDL down.
    public func close() {
        if let texture { sdl.destroyTexture(texture) }
        texture = nil
        sdl.destroyRenderer(renderer)
        sdl.destroyWindow(window)
        sdl.quit()
    }

    /// Sets the window's title.
    public func setTitle(_ title: String) {
        title.withCString { sdl.setWindowTitle(window, $0) }
    }

    /// Copies `frame` into the window and presents it; the window takes the frame's size when the
    /// frame's size changes (the device turned).
    public func show(_ frame: RGBAImage) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        if texture == nil || textureSize != (frame.width, frame.height) {
            if let texture { sdl.destroyTexture(texture) }
            let sizeChanged = textureSize != (0, 0)
            texture = sdl.createTexture(
                renderer, SDLLibrary.pixelFormatRGBA32, SDLLibrary.textureAccessStreaming, Int32(frame.width),
                Int32(frame.height))
            guard let texture else { throw PlayError.windowSystem("SDL_CreateTexture: \(sdl.lastError)") }
            _ = sdl.setTextureBlendMode(texture, SDLLibrary.blendModeNone)
            textureSize = (frame.width, frame.height)
            // The host changed size by itself (a turn, a scripted resize): the window follows,
            // unless the window's own new size is what the host follows.
            if sizeChanged, pendingResize == nil, windowSize != textureSize {
                sdl.setWindowSize(window, Int32(frame.width), Int32(frame.height))
                windowSize = textureSize
            }
        }
        guard let texture else { return }
        let status = frame.bytes.withUnsafeBytes { bytes in
            sdl.updateTexture(texture, nil, bytes.baseAddress!, Int32(frame.width * 4))
        }
        guard status == 0 else { throw PlayError.windowSystem("SDL_UpdateTexture: \(sdl.lastError)") }
        _ = sdl.renderClear(renderer)
        _ = sdl.renderCopy(renderer, texture, nil, nil)
        sdl.renderPresent(renderer)
    }

    /// The window's pixels as presented, read back with `SDL_RenderReadPixels`.
    public func readBack() throws -> RGBAImage {
        var width: Int32 = 0
        var height: Int32 = 0
        guard sdl.getRendererOutputSize(renderer, &width, &height) == 0, width > 0, height > 0 else {
            throw PlayError.windowSystem("SDL_GetRendererOutputSize: \(sdl.lastError)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeMutableBytes {
            sdl.renderReadPixels(renderer, nil, SDLLibrary.pixelFormatRGBA32, $0.baseAddress!, width * 4)
        }
        guard status == 0 else { throw PlayError.windowSystem("SDL_RenderReadPixels: \(sdl.lastError)") }
        // The window is opaque: whatever alpha the driver reads back, the picture is opaque.
        for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
        guard let image = RGBAImage(width: Int(width), height: Int(height), bytes: bytes) else {
            throw PlayError.windowSystem("a read-back of \(width)×\(height) pixels is too large")
        }
        return image
    }

    /// The window system's events since the last call, as inputs in the host's points.
    public func pollInputs() -> [TimedInput] {
        var inputs: [TimedInput] = []
        let now = monotonicSeconds()
        let ticksNow = sdl.getTicks()
        var event = [UInt8](repeating: 0, count: 64)
        while event.withUnsafeMutableBytes({ sdl.pollEvent($0.baseAddress!) }) != 0 {
            let decoded = event.withUnsafeBytes { SDLEvent(bytes: $0) }
            // SDL stamps events in milliseconds since it started; place them on the monotonic clock.
            let time = now - Double(ticksNow &- decoded.timestamp) / 1000
            inputs += translate(decoded).map { TimedInput(time: min(time, now), input: $0) }
        }
        if let pending = pendingResize, now - pending.since >= Self.resizeSettleTime {
            pendingResize = nil
            inputs.append(
                TimedInput(
                    time: now,
                    input: .resize(
                        CGSize(width: CGFloat(pending.width) * scale, height: CGFloat(pending.height) * scale)
                    )))
        }
        return inputs
    }

    /// Window coordinates to the host's points, through the stretch of the frame to the window.
    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        let stretchX = windowSize.width > 0 ? CGFloat(textureSize.width) / CGFloat(windowSize.width) : 1
        let stretchY = windowSize.height > 0 ? CGFloat(textureSize.height) / CGFloat(windowSize.height) : 1
        return CGPoint(x: CGFloat(x) * stretchX * scale, y: CGFloat(y) * stretchY * scale)
    }

    private func translate(_ event: SDLEvent) -> [PlayInput] {
        switch event.kind {
        case .quit:
            return [.quit]
        case .windowClosed:
            return [.quit]
        case .windowSizeChanged(let width, let height):
            guard (Int(width), Int(height)) != windowSize else { return [] }
            windowSize = (Int(width), Int(height))
            if windowSize != textureSize {
                pendingResize = (Int(width), Int(height), monotonicSeconds())
            } else {
                pendingResize = nil
            }
            return []
        case .mouseDown(let x, let y, let button):
            guard button == 1 else { return [] }
            mouseIsDown = true
            return [.touchDown(point(x, y))]
        case .mouseMove(let x, let y):
            return mouseIsDown ? [.touchMove(point(x, y))] : []
        case .mouseUp(_, _, let button):
            guard button == 1, mouseIsDown else { return [] }
            mouseIsDown = false
            return [.touchUp]
        case .wheel(let dx, let dy, let x, let y):
            // One notch scrolls 40 points; wheel up (positive y) shows content further up.
            return [.scroll(dx: CGFloat(dx) * 40, dy: -CGFloat(dy) * 40, at: point(x, y))]
        case .text(let text):
            return [.type(text)]
        case .key(let symbol, let modifiers):
            if symbol == 113, modifiers & SDLEvent.controlModifiers != 0 { return [.quit] }  // Control-Q
            return SDLEvent.playKey(symbol: symbol, modifiers: modifiers).map { [.key($0)] } ?? []
        case .other:
            return []
        }
    }
}
