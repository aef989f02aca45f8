import Foundation
import PresentationKit
import PresentationKitRendering

/// `play`'s window: an SDL2 window showing the renderer's frames in one of two ways.
///
/// - In software (`softwareRendering`, as scripted runs and `--software` ask): the rows of a frame
///   that changed are converted by `SDL_ConvertPixels` straight into the window's own surface, and
///   only those rows are sent to the window system (`SDL_UpdateWindowSurfaceRects`, a shared-memory
///   image under X11). The surface is asked not to go through a GPU texture
///   (`SDL_FRAMEBUFFER_ACCELERATION=0`): without a GPU, Mesa's llvmpipe drew that texture in
///   software, 8–17 ms a frame at 1170 × 2532 however few rows had changed.
/// - Otherwise through an SDL renderer (vsync where the driver offers it) and a streaming texture
///   in the frames' own byte order (`SDL_PIXELFORMAT_ABGR8888`, bytes R, G, B, A on a
///   little-endian machine) when the renderer takes it: the changed rows are written into the
///   locked texture (`SDL_LockTexture`), with no conversion and no allocation per frame.
@MainActor
public final class SDLWindow: PlayDisplay {
    private let sdl: SDLLibrary
    private let window: OpaquePointer
    /// The renderer, when frames go through one (nil: straight into the window's surface).
    private let renderer: OpaquePointer?
    private var texture: OpaquePointer?
    /// The texture's pixel format: the frames' own when the renderer takes it.
    private var textureFormat = SDLLibrary.pixelFormatRGBA32
    /// The frames' size in pixels.
    private var textureSize = (width: 0, height: 0)
    /// The frame shown last (its bytes shared, not copied): rows equal to it are not sent again.
    private var shownFrame: RGBAImage?
    /// The window surface the last frame went into (a new one, after a resize, gets every row).
    private var shownSurface: UnsafeMutableRawPointer?
    /// The window's size in pixels as the window system last reported it.
    private var windowSize: (width: Int, height: Int)
    /// A size the person gave the window, waiting to hold still before the host follows it.
    private var pendingResize: (width: Int, height: Int, since: Double)?
    private var mouseIsDown = false
    /// One `SDL_Event`'s bytes, reused by every poll.
    private var eventBytes = [UInt8](repeating: 0, count: 64)
    /// Host points per frame pixel (1 / render scale).
    public var scale: CGFloat = 1
    /// Whether presenting waits for the refresh (the renderer was made with
    /// `SDL_RENDERER_PRESENTVSYNC` and kept it).
    public private(set) var waitsForRefresh = false
    /// How frames reach the window: SDL's render driver ("opengl", …) or "window surface", and the
    /// video driver ("x11", "wayland").
    public private(set) var driverDescription = ""
    /// How many rows of the last frame were sent to the window (0 when it equalled the one before).
    public private(set) var rowsSentLast = 0

    /// How long a window size must hold still before the host resizes to it, in seconds.
    static let resizeSettleTime = 0.15

    /// Opens a window `width` × `height` pixels titled `title`.
    ///
    /// `softwareRendering` writes the frames straight into the window's surface (what a scripted
    /// run reads back from, and the fastest way without a GPU); otherwise SDL picks a renderer.
    /// `vsync` asks that presenting through a renderer wait for the display's refresh (a scripted
    /// run need not wait). `libraryPath` loads SDL2 from that file instead of the system's (the
    /// environment variable `PRESENTATIONKIT_SDL_LIBRARY` does the same for `play`). Throws
    /// ``PlayError/libraryMissing(_:)`` without SDL2, ``PlayError/noDisplay(_:)`` when SDL finds no
    /// display, ``PlayError/windowSystem(_:)`` on any other failure.
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
            // The window's surface as the window system's own image, not a texture SDL draws
            // through a GPU driver (which, without a GPU, Mesa runs in software at a high cost).
            _ = sdl.setHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
        }
        // `play` handles SIGTERM and SIGINT itself (PlaySignals): SDL must not take them.
        if PlaySignals.isInstalled { _ = sdl.setHint("SDL_NO_SIGNAL_HANDLERS", "1") }
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
        self.window = window
        windowSize = (width, height)
        guard !softwareRendering else {
            renderer = nil
            guard sdl.getWindowSurface(window) != nil else {
                let reason = sdl.lastError
                sdl.destroyWindow(window)
                sdl.quit()
                throw PlayError.windowSystem("SDL_GetWindowSurface: \(reason)")
            }
            driverDescription = "window surface on \(video), no vsync"
            sdl.startTextInput()
            return
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
        self.renderer = renderer
        // SDL_RendererInfo: name (a C string pointer) at 0, flags (Uint32) at 8, the number of
        // texture formats (Uint32) at 12, the formats (16 Uint32) from 16.
        var info = [UInt8](repeating: 0, count: 128)
        let infoStatus = info.withUnsafeMutableBytes { sdl.getRendererInfo(renderer, $0.baseAddress!) }
        if infoStatus == 0 {
            let (name, flags, formats) = info.withUnsafeBytes { raw -> (String, UInt32, [UInt32]) in
                let pointer = raw.load(fromByteOffset: 0, as: UnsafePointer<CChar>?.self)
                let count = min(16, Int(raw.load(fromByteOffset: 12, as: UInt32.self)))
                return (
                    pointer.map { String(cString: $0) } ?? "?", raw.load(fromByteOffset: 8, as: UInt32.self),
                    (0..<count).map { raw.load(fromByteOffset: 16 + 4 * $0, as: UInt32.self) }
                )
            }
            // The frames' own byte order when the renderer takes it; else its first format, each
            // row converted as it is written.
            if !formats.contains(SDLLibrary.pixelFormatRGBA32), let first = formats.first {
                textureFormat = first
            }
            // SDL's software renderer lists vsync even when not asked for it: believe it only when asked.
            waitsForRefresh = vsync && flags & SDLLibrary.rendererPresentVSync != 0
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
        if let renderer { sdl.destroyRenderer(renderer) }
        sdl.destroyWindow(window)
        sdl.quit()
    }

    /// Sets the window's title.
    public func setTitle(_ title: String) {
        title.withCString { sdl.setWindowTitle(window, $0) }
    }

    /// Shows `frame` in the window, sending only the rows that differ from the frame shown last;
    /// the window takes the frame's size when the frame's size changes (the device turned).
    public func show(_ frame: RGBAImage) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        if textureSize != (frame.width, frame.height) {
            let sizeChanged = textureSize != (0, 0)
            textureSize = (frame.width, frame.height)
            shownFrame = nil
            // The host changed size by itself (a turn, a scripted resize): the window follows,
            // unless the window's own new size is what the host follows.
            if sizeChanged, pendingResize == nil, windowSize != textureSize {
                sdl.setWindowSize(window, Int32(frame.width), Int32(frame.height))
                windowSize = textureSize
            }
        }
        if let renderer {
            try showThroughRenderer(frame, renderer)
        } else {
            try showInSurface(frame)
        }
        shownFrame = frame
    }

    /// The rows of `frame` that differ from the frame shown last, as a first row and a count:
    /// every row without a frame before, none when the two are equal.
    private func changedRows(_ frame: RGBAImage) -> (first: Int, count: Int) {
        guard let previous = shownFrame, previous.width == frame.width, previous.height == frame.height
        else { return (0, frame.height) }
        let rowBytes = frame.width * 4
        return frame.bytes.withUnsafeBytes { new in
            previous.bytes.withUnsafeBytes { old in
                func same(_ row: Int) -> Bool {
                    memcmp(new.baseAddress! + row * rowBytes, old.baseAddress! + row * rowBytes, rowBytes)
                        == 0
                }
                var first = 0
                while first < frame.height, same(first) { first += 1 }
                guard first < frame.height else { return (0, 0) }
                var last = frame.height - 1
                while last > first, same(last) { last -= 1 }
                return (first, last - first + 1)
            }
        }
    }

    /// Writes the changed rows into the locked streaming texture, then draws the texture over the
    /// window and presents it.
    private func showThroughRenderer(_ frame: RGBAImage, _ renderer: OpaquePointer) throws {
        if texture == nil || shownFrame == nil {
            if let texture { sdl.destroyTexture(texture) }
            texture = sdl.createTexture(
                renderer, textureFormat, SDLLibrary.textureAccessStreaming, Int32(frame.width),
                Int32(frame.height))
            guard let texture else { throw PlayError.windowSystem("SDL_CreateTexture: \(sdl.lastError)") }
            _ = sdl.setTextureBlendMode(texture, SDLLibrary.blendModeNone)
        }
        guard let texture else { return }
        let rows = changedRows(frame)
        rowsSentLast = rows.count
        if rows.count > 0 {
            var rect = (Int32(0), Int32(rows.first), Int32(frame.width), Int32(rows.count))
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            let locked = withUnsafePointer(to: &rect) { sdl.lockTexture(texture, $0, &pixels, &pitch) }
            guard locked == 0, let pixels else {
                throw PlayError.windowSystem("SDL_LockTexture: \(sdl.lastError)")
            }
            // In the texture's own format SDL_ConvertPixels copies the rows as they are.
            let status = frame.bytes.withUnsafeBytes { bytes in
                sdl.convertPixels(
                    Int32(frame.width), Int32(rows.count), SDLLibrary.pixelFormatRGBA32,
                    bytes.baseAddress! + rows.first * frame.width * 4, Int32(frame.width * 4), textureFormat,
                    pixels, pitch)
            }
            sdl.unlockTexture(texture)
            guard status == 0 else { throw PlayError.windowSystem("SDL_ConvertPixels: \(sdl.lastError)") }
        }
        _ = sdl.renderClear(renderer)
        _ = sdl.renderCopy(renderer, texture, nil, nil)
        sdl.renderPresent(renderer)
    }

    /// The window surface's pixel format, size, row pitch and pixels.
    private func surfaceLayout(_ surface: UnsafeMutableRawPointer) -> (
        format: UInt32, width: Int, height: Int, pitch: Int, pixels: UnsafeMutableRawPointer?
    ) {
        let format = surface.load(fromByteOffset: SDLLibrary.surfaceFormatOffset, as: UnsafeRawPointer.self)
            .load(as: UInt32.self)
        return (
            format, Int(surface.load(fromByteOffset: SDLLibrary.surfaceWidthOffset, as: Int32.self)),
            Int(surface.load(fromByteOffset: SDLLibrary.surfaceHeightOffset, as: Int32.self)),
            Int(surface.load(fromByteOffset: SDLLibrary.surfacePitchOffset, as: Int32.self)),
            surface.load(fromByteOffset: SDLLibrary.surfacePixelsOffset, as: UnsafeMutableRawPointer?.self)
        )
    }

    /// Converts the changed rows into the window's surface and sends them to the window system; a
    /// frame not of the window's size is stretched over it whole.
    private func showInSurface(_ frame: RGBAImage) throws {
        guard let surface = sdl.getWindowSurface(window) else {
            throw PlayError.windowSystem("SDL_GetWindowSurface: \(sdl.lastError)")
        }
        if surface != shownSurface { shownFrame = nil }
        shownSurface = surface
        let layout = surfaceLayout(surface)
        guard layout.width > 0, layout.height > 0, let pixels = layout.pixels else { return }
        var rect: (Int32, Int32, Int32, Int32)
        if (layout.width, layout.height) == (frame.width, frame.height) {
            let rows = changedRows(frame)
            rowsSentLast = rows.count
            guard rows.count > 0 else { return }
            let status = frame.bytes.withUnsafeBytes { bytes in
                sdl.convertPixels(
                    Int32(frame.width), Int32(rows.count), SDLLibrary.pixelFormatRGBA32,
                    bytes.baseAddress! + rows.first * frame.width * 4, Int32(frame.width * 4), layout.format,
                    pixels + rows.first * layout.pitch, Int32(layout.pitch))
            }
            guard status == 0 else { throw PlayError.windowSystem("SDL_ConvertPixels: \(sdl.lastError)") }
            rect = (0, Int32(rows.first), Int32(frame.width), Int32(rows.count))
        } else {
            // The person is resizing the window: the frame stretched over it until the host follows.
            rowsSentLast = layout.height
            var bytes = frame.bytes
            let status = bytes.withUnsafeMutableBytes { raw -> Int32 in
                guard
                    let source = sdl.createSurfaceFrom(
                        raw.baseAddress!, Int32(frame.width), Int32(frame.height), 32, Int32(frame.width * 4),
                        SDLLibrary.pixelFormatRGBA32)
                else { return -1 }
                defer { sdl.freeSurface(source) }
                return sdl.blitScaled(source, nil, surface, nil)
            }
            guard status == 0 else { throw PlayError.windowSystem("SDL_BlitScaled: \(sdl.lastError)") }
            // The surface no longer holds the frame row for row: the next frame sends every row.
            shownSurface = nil
            rect = (0, 0, Int32(layout.width), Int32(layout.height))
        }
        let status = withUnsafePointer(to: &rect) { sdl.updateWindowSurfaceRects(window, $0, 1) }
        guard status == 0 else {
            throw PlayError.windowSystem("SDL_UpdateWindowSurfaceRects: \(sdl.lastError)")
        }
    }

    /// The window's pixels as presented: read back with `SDL_RenderReadPixels` through a
    /// renderer, else converted back from the window's surface.
    public func readBack() throws -> RGBAImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var bytes: [UInt8]
        if let renderer {
            guard sdl.getRendererOutputSize(renderer, &width, &height) == 0, width > 0, height > 0 else {
                throw PlayError.windowSystem("SDL_GetRendererOutputSize: \(sdl.lastError)")
            }
            bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = bytes.withUnsafeMutableBytes {
                sdl.renderReadPixels(renderer, nil, SDLLibrary.pixelFormatRGBA32, $0.baseAddress!, width * 4)
            }
            guard status == 0 else { throw PlayError.windowSystem("SDL_RenderReadPixels: \(sdl.lastError)") }
        } else {
            guard let surface = sdl.getWindowSurface(window) else {
                throw PlayError.windowSystem("SDL_GetWindowSurface: \(sdl.lastError)")
            }
            let layout = surfaceLayout(surface)
            guard layout.width > 0, layout.height > 0, let pixels = layout.pixels else {
                throw PlayError.windowSystem("the window's surface is empty")
            }
            (width, height) = (Int32(layout.width), Int32(layout.height))
            bytes = [UInt8](repeating: 0, count: layout.width * layout.height * 4)
            let status = bytes.withUnsafeMutableBytes {
                sdl.convertPixels(
                    width, height, layout.format, pixels, Int32(layout.pitch), SDLLibrary.pixelFormatRGBA32,
                    $0.baseAddress!, width * 4)
            }
            guard status == 0 else { throw PlayError.windowSystem("SDL_ConvertPixels: \(sdl.lastError)") }
        }
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
        while eventBytes.withUnsafeMutableBytes({ sdl.pollEvent($0.baseAddress!) }) != 0 {
            let decoded = eventBytes.withUnsafeBytes { SDLEvent(bytes: $0) }
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
            return [mouseIsDown ? .touchMove(point(x, y)) : .hover(point(x, y))]
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
