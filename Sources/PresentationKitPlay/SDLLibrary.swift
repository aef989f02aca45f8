import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SDL2, found at run time with `dlopen`: only `play` needs it, so building and testing the package
/// needs neither the library nor its headers.
///
/// Each member is one C function of SDL 2's stable ABI, declared by hand with its C signature.
/// Pointers to SDL's opaque structures (`SDL_Window *`, `SDL_Renderer *`, `SDL_Texture *`) are raw
/// pointers here.
final class SDLLibrary: @unchecked Sendable {
    /// The library's file name on Debian (package `libsdl2-2.0-0`).
    static let fileName = "libSDL2-2.0.so.0"
    /// The one line that installs it on Debian and Ubuntu.
    static let installLine = "sudo apt-get install libsdl2-2.0-0"

    typealias InitFunction = @convention(c) (UInt32) -> Int32
    typealias GetErrorFunction = @convention(c) () -> UnsafePointer<CChar>?
    typealias CreateWindowFunction =
        @convention(c) (UnsafePointer<CChar>, Int32, Int32, Int32, Int32, UInt32) -> OpaquePointer?
    typealias CreateRendererFunction = @convention(c) (OpaquePointer, Int32, UInt32) -> OpaquePointer?
    typealias CreateTextureFunction =
        @convention(c) (OpaquePointer, UInt32, Int32, Int32, Int32) -> OpaquePointer?
    typealias UpdateTextureFunction =
        @convention(c) (OpaquePointer, UnsafeRawPointer?, UnsafeRawPointer, Int32) -> Int32
    typealias RenderFunction = @convention(c) (OpaquePointer) -> Int32
    typealias RenderCopyFunction =
        @convention(c) (OpaquePointer, OpaquePointer, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
    typealias PresentFunction = @convention(c) (OpaquePointer) -> Void
    typealias ReadPixelsFunction =
        @convention(c) (OpaquePointer, UnsafeRawPointer?, UInt32, UnsafeMutableRawPointer, Int32) -> Int32
    typealias PollEventFunction = @convention(c) (UnsafeMutableRawPointer) -> Int32
    typealias DestroyFunction = @convention(c) (OpaquePointer) -> Void
    typealias QuitFunction = @convention(c) () -> Void
    typealias SetWindowSizeFunction = @convention(c) (OpaquePointer, Int32, Int32) -> Void
    typealias SetWindowTitleFunction = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Void
    typealias GetOutputSizeFunction =
        @convention(c) (OpaquePointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
    typealias SetBlendModeFunction = @convention(c) (OpaquePointer, Int32) -> Int32
    typealias GetTicksFunction = @convention(c) () -> UInt32
    typealias SetHintFunction = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    typealias GetRendererInfoFunction = @convention(c) (OpaquePointer, UnsafeMutableRawPointer) -> Int32
    typealias GetDriverFunction = @convention(c) () -> UnsafePointer<CChar>?
    typealias VoidFunction = @convention(c) () -> Void
    typealias LockTextureFunction =
        @convention(c) (
            OpaquePointer, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>,
            UnsafeMutablePointer<Int32>
        ) -> Int32
    typealias ConvertPixelsFunction =
        @convention(c) (Int32, Int32, UInt32, UnsafeRawPointer, Int32, UInt32, UnsafeMutableRawPointer, Int32)
        ->
        Int32
    typealias GetWindowSurfaceFunction = @convention(c) (OpaquePointer) -> UnsafeMutableRawPointer?
    typealias UpdateWindowSurfaceRectsFunction =
        @convention(c) (OpaquePointer, UnsafeRawPointer, Int32) -> Int32
    typealias SurfaceFromFunction =
        @convention(c) (UnsafeMutableRawPointer, Int32, Int32, Int32, Int32, UInt32) ->
        UnsafeMutableRawPointer?
    typealias BlitScaledFunction =
        @convention(c) (
            UnsafeMutableRawPointer, UnsafeRawPointer?, UnsafeMutableRawPointer, UnsafeMutableRawPointer?
        )
        -> Int32
    typealias FreeSurfaceFunction = @convention(c) (UnsafeMutableRawPointer) -> Void

    let initialize: InitFunction
    let getError: GetErrorFunction
    let createWindow: CreateWindowFunction
    let createRenderer: CreateRendererFunction
    let createTexture: CreateTextureFunction
    let updateTexture: UpdateTextureFunction
    let renderClear: RenderFunction
    let renderCopy: RenderCopyFunction
    let renderPresent: PresentFunction
    let renderReadPixels: ReadPixelsFunction
    let pollEvent: PollEventFunction
    let destroyTexture: DestroyFunction
    let destroyRenderer: DestroyFunction
    let destroyWindow: DestroyFunction
    let quit: QuitFunction
    let setWindowSize: SetWindowSizeFunction
    let setWindowTitle: SetWindowTitleFunction
    let getRendererOutputSize: GetOutputSizeFunction
    let setTextureBlendMode: SetBlendModeFunction
    let getTicks: GetTicksFunction
    let setHint: SetHintFunction
    let getRendererInfo: GetRendererInfoFunction
    let currentVideoDriver: GetDriverFunction
    let startTextInput: VoidFunction
    let lockTexture: LockTextureFunction
    let unlockTexture: DestroyFunction
    let convertPixels: ConvertPixelsFunction
    let getWindowSurface: GetWindowSurfaceFunction
    let updateWindowSurfaceRects: UpdateWindowSurfaceRectsFunction
    let createSurfaceFrom: SurfaceFromFunction
    let blitScaled: BlitScaledFunction
    let freeSurface: FreeSurfaceFunction

    private let handle: UnsafeMutableRawPointer

    /// Loads SDL2 from `path` (default: the Debian library name, searched as the dynamic loader
    /// searches); nil, with the loader's reason, when it is missing or lacks a function.
    static func load(path: String? = nil) -> Result<SDLLibrary, PlayError> {
        let name = path ?? fileName
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.libraryMissing(reason))
        }
        do {
            return .success(try SDLLibrary(handle: handle))
        } catch let error as PlayError {
            dlclose(handle)
            return .failure(error)
        } catch {
            dlclose(handle)
            return .failure(.libraryMissing("\(error)"))
        }
    }

    private init(handle: UnsafeMutableRawPointer) throws {
        self.handle = handle
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else {
                throw PlayError.libraryMissing("\(Self.fileName) has no \(name) (SDL older than 2.0.18?)")
            }
            return unsafeBitCast(pointer, to: type)
        }
        initialize = try symbol("SDL_Init", as: InitFunction.self)
        getError = try symbol("SDL_GetError", as: GetErrorFunction.self)
        createWindow = try symbol("SDL_CreateWindow", as: CreateWindowFunction.self)
        createRenderer = try symbol("SDL_CreateRenderer", as: CreateRendererFunction.self)
        createTexture = try symbol("SDL_CreateTexture", as: CreateTextureFunction.self)
        updateTexture = try symbol("SDL_UpdateTexture", as: UpdateTextureFunction.self)
        renderClear = try symbol("SDL_RenderClear", as: RenderFunction.self)
        renderCopy = try symbol("SDL_RenderCopy", as: RenderCopyFunction.self)
        renderPresent = try symbol("SDL_RenderPresent", as: PresentFunction.self)
        renderReadPixels = try symbol("SDL_RenderReadPixels", as: ReadPixelsFunction.self)
        pollEvent = try symbol("SDL_PollEvent", as: PollEventFunction.self)
        destroyTexture = try symbol("SDL_DestroyTexture", as: DestroyFunction.self)
        destroyRenderer = try symbol("SDL_DestroyRenderer", as: DestroyFunction.self)
        destroyWindow = try symbol("SDL_DestroyWindow", as: DestroyFunction.self)
        quit = try symbol("SDL_Quit", as: QuitFunction.self)
        setWindowSize = try symbol("SDL_SetWindowSize", as: SetWindowSizeFunction.self)
        setWindowTitle = try symbol("SDL_SetWindowTitle", as: SetWindowTitleFunction.self)
        getRendererOutputSize = try symbol("SDL_GetRendererOutputSize", as: GetOutputSizeFunction.self)
        setTextureBlendMode = try symbol("SDL_SetTextureBlendMode", as: SetBlendModeFunction.self)
        getTicks = try symbol("SDL_GetTicks", as: GetTicksFunction.self)
        setHint = try symbol("SDL_SetHint", as: SetHintFunction.self)
        getRendererInfo = try symbol("SDL_GetRendererInfo", as: GetRendererInfoFunction.self)
        currentVideoDriver = try symbol("SDL_GetCurrentVideoDriver", as: GetDriverFunction.self)
        startTextInput = try symbol("SDL_StartTextInput", as: VoidFunction.self)
        lockTexture = try symbol("SDL_LockTexture", as: LockTextureFunction.self)
        unlockTexture = try symbol("SDL_UnlockTexture", as: DestroyFunction.self)
        convertPixels = try symbol("SDL_ConvertPixels", as: ConvertPixelsFunction.self)
        getWindowSurface = try symbol("SDL_GetWindowSurface", as: GetWindowSurfaceFunction.self)
        updateWindowSurfaceRects = try symbol(
            "SDL_UpdateWindowSurfaceRects", as: UpdateWindowSurfaceRectsFunction.self)
        createSurfaceFrom = try symbol("SDL_CreateRGBSurfaceWithFormatFrom", as: SurfaceFromFunction.self)
        // SDL_BlitScaled is a macro for this function.
        blitScaled = try symbol("SDL_UpperBlitScaled", as: BlitScaledFunction.self)
        freeSurface = try symbol("SDL_FreeSurface", as: FreeSurfaceFunction.self)
    }

    /// SDL's message about the last failure.
    var lastError: String {
        getError().map { String(cString: $0) } ?? "unknown error"
    }

    // The constants used, from SDL2's headers (stable ABI values).
    static let initVideo: UInt32 = 0x20
    static let windowPositionCentred: Int32 = 0x2FFF_0000
    static let windowShown: UInt32 = 0x4
    static let windowResizable: UInt32 = 0x20
    static let rendererSoftware: UInt32 = 0x1
    static let rendererAccelerated: UInt32 = 0x2
    static let rendererPresentVSync: UInt32 = 0x4
    /// `SDL_PIXELFORMAT_ABGR8888`: bytes R, G, B, A in memory on a little-endian machine (RGBA32).
    static let pixelFormatRGBA32: UInt32 = 0x1676_2004
    static let textureAccessStreaming: Int32 = 1
    // SDL_Surface (SDL_surface.h, 64-bit): format (SDL_PixelFormat *) at 8, w at 16, h at 20,
    // pitch at 24, pixels at 32; SDL_PixelFormat's format (Uint32) at 0.
    static let surfaceFormatOffset = 8
    static let surfaceWidthOffset = 16
    static let surfaceHeightOffset = 20
    static let surfacePitchOffset = 24
    static let surfacePixelsOffset = 32
    static let blendModeNone: Int32 = 0
}
