import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Real X input for `play`'s window: Xlib and the XTEST extension (Debian's `libx11-6`, which SDL2
/// needs anyway, and `libxtst6`), loaded with `dlopen` like SDL itself, so the test builds without
/// their headers and is skipped, saying why, without them.
///
/// The X server turns these requests into the same device events a mouse produces (pointer
/// motion, button presses, routed to the window under the pointer), so the window receives them
/// through SDL's X11 event handling exactly as it receives a person's.
final class XTestInput {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer, Int32) -> Int32
    private typealias DefaultRoot = @convention(c) (OpaquePointer) -> UInt
    private typealias QueryPointer =
        @convention(c) (
            OpaquePointer, UInt, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt32>
        ) -> Int32
    private typealias GetGeometry =
        @convention(c) (
            OpaquePointer, UInt, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>,
            UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>
        ) -> Int32
    private typealias FakeMotion = @convention(c) (OpaquePointer, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer, UInt32, Int32, UInt) -> Int32

    private let x11: UnsafeMutableRawPointer
    private let xtst: UnsafeMutableRawPointer
    private let display: OpaquePointer
    private let closeDisplay: CloseDisplay
    private let sync: Sync
    private let root: UInt
    private let queryPointer: QueryPointer
    private let getGeometry: GetGeometry
    private let fakeMotion: FakeMotion
    private let fakeButton: FakeButton

    /// Whether Xlib and XTEST can be loaded on this machine.
    static var isInstalled: Bool {
        ["libX11.so.6", "libXtst.so.6"].allSatisfy { name in
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return false }
            dlclose(handle)
            return true
        }
    }

    /// Connects to the X server `displayName` (":90"); nil without the libraries or the server.
    init?(displayName: String) {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        guard let xtst = dlopen("libXtst.so.6", RTLD_NOW | RTLD_LOCAL) else {
            dlclose(x11)
            return nil
        }
        func load<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let open = load(x11, "XOpenDisplay", as: OpenDisplay.self),
            let close = load(x11, "XCloseDisplay", as: CloseDisplay.self),
            let sync = load(x11, "XSync", as: Sync.self),
            let defaultRoot = load(x11, "XDefaultRootWindow", as: DefaultRoot.self),
            let queryPointer = load(x11, "XQueryPointer", as: QueryPointer.self),
            let getGeometry = load(x11, "XGetGeometry", as: GetGeometry.self),
            let fakeMotion = load(xtst, "XTestFakeMotionEvent", as: FakeMotion.self),
            let fakeButton = load(xtst, "XTestFakeButtonEvent", as: FakeButton.self),
            let display = displayName.withCString({ open($0) })
        else {
            dlclose(xtst)
            dlclose(x11)
            return nil
        }
        self.x11 = x11
        self.xtst = xtst
        self.display = display
        closeDisplay = close
        self.sync = sync
        root = defaultRoot(display)
        self.queryPointer = queryPointer
        self.getGeometry = getGeometry
        self.fakeMotion = fakeMotion
        self.fakeButton = fakeButton
    }

    deinit {
        _ = closeDisplay(display)
        dlclose(xtst)
        dlclose(x11)
    }

    /// The top-level window under the screen point (`x`, `y`) after moving the pointer there, with
    /// its frame on the screen; nil while only the root window is there.
    func window(at x: Int32, _ y: Int32) -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
        move(to: x, y)
        var rootReturn: UInt = 0
        var child: UInt = 0
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var windowX: Int32 = 0
        var windowY: Int32 = 0
        var mask: UInt32 = 0
        guard
            queryPointer(display, root, &rootReturn, &child, &rootX, &rootY, &windowX, &windowY, &mask) != 0,
            child != 0
        else { return nil }
        var geometryRoot: UInt = 0
        var frameX: Int32 = 0
        var frameY: Int32 = 0
        var width: UInt32 = 0
        var height: UInt32 = 0
        var border: UInt32 = 0
        var depth: UInt32 = 0
        guard
            getGeometry(display, child, &geometryRoot, &frameX, &frameY, &width, &height, &border, &depth)
                != 0
        else { return nil }
        return (frameX, frameY, Int32(width), Int32(height))
    }

    /// Moves the pointer to the screen point (`x`, `y`).
    func move(to x: Int32, _ y: Int32) {
        _ = fakeMotion(display, -1, x, y, 0)
        _ = sync(display, 0)
    }

    /// Presses (`down`) or releases button `button` (1 is the left button).
    func button(_ button: UInt32, down: Bool) {
        _ = fakeButton(display, button, down ? 1 : 0, 0)
        _ = sync(display, 0)
    }
}
