import Foundation

/// The fields `play` reads from an `SDL_Event`, a 56-byte union read at the offsets SDL 2's
/// headers give each member (all events start with `type` at 0 and `timestamp` at 4).
struct SDLEvent {
    enum Kind: Equatable {
        case quit
        case windowClosed
        case windowSizeChanged(width: Int32, height: Int32)
        case mouseDown(x: Int32, y: Int32, button: UInt8)
        case mouseUp(x: Int32, y: Int32, button: UInt8)
        case mouseMove(x: Int32, y: Int32)
        case wheel(dx: Float, dy: Float, x: Int32, y: Int32)
        case text(String)
        case key(symbol: Int32, modifiers: UInt16)
        case other
    }

    /// Milliseconds since SDL started (`SDL_GetTicks`' clock).
    let timestamp: UInt32
    let kind: Kind

    // Event types (SDL_events.h).
    static let quitType: UInt32 = 0x100
    static let windowType: UInt32 = 0x200
    static let keyDownType: UInt32 = 0x300
    static let textInputType: UInt32 = 0x303
    static let mouseMotionType: UInt32 = 0x400
    static let mouseButtonDownType: UInt32 = 0x401
    static let mouseButtonUpType: UInt32 = 0x402
    static let mouseWheelType: UInt32 = 0x403
    // Window event ids (SDL_video.h).
    static let windowSizeChangedEvent: UInt8 = 6
    static let windowCloseEvent: UInt8 = 14

    /// Decodes the union's bytes (at least 56).
    init(bytes: UnsafeRawBufferPointer) {
        func u32(_ offset: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        func i32(_ offset: Int) -> Int32 { bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
        let type = u32(0)
        timestamp = u32(4)
        switch type {
        case Self.quitType:
            kind = .quit
        case Self.windowType:
            // SDL_WindowEvent: windowID 8, event (Uint8) 12, data1 16, data2 20.
            switch bytes[12] {
            case Self.windowSizeChangedEvent: kind = .windowSizeChanged(width: i32(16), height: i32(20))
            case Self.windowCloseEvent: kind = .windowClosed
            default: kind = .other
            }
        case Self.mouseButtonDownType, Self.mouseButtonUpType:
            // SDL_MouseButtonEvent: which 12, button (Uint8) 16, state 17, clicks 18, x 20, y 24.
            kind =
                type == Self.mouseButtonDownType
                ? .mouseDown(x: i32(20), y: i32(24), button: bytes[16])
                : .mouseUp(x: i32(20), y: i32(24), button: bytes[16])
        case Self.mouseMotionType:
            // SDL_MouseMotionEvent: which 12, state 16, x 20, y 24.
            kind = .mouseMove(x: i32(20), y: i32(24))
        case Self.mouseWheelType:
            // SDL_MouseWheelEvent: x 16, y 20, direction 24, preciseX (float) 28, preciseY 32,
            // mouseX 36, mouseY 40 (SDL 2.26). Flipped direction (1) reverses the deltas.
            let flipped: Float = u32(24) == 1 ? -1 : 1
            let preciseX = bytes.loadUnaligned(fromByteOffset: 28, as: Float.self)
            let preciseY = bytes.loadUnaligned(fromByteOffset: 32, as: Float.self)
            kind = .wheel(dx: preciseX * flipped, dy: preciseY * flipped, x: i32(36), y: i32(40))
        case Self.textInputType:
            // SDL_TextInputEvent: text (char[32], UTF-8, NUL-terminated) at 12.
            let text = bytes[12..<44].prefix { $0 != 0 }
            kind = .text(String(decoding: text, as: UTF8.self))
        case Self.keyDownType:
            // SDL_KeyboardEvent: keysym at 16: scancode 16, sym 20, mod (Uint16) 24.
            kind = .key(symbol: i32(20), modifiers: bytes.loadUnaligned(fromByteOffset: 24, as: UInt16.self))
        default:
            kind = .other
        }
    }

    // Key symbols (SDL_keycode.h) and modifier masks.
    static let returnSymbol: Int32 = 13
    static let escapeSymbol: Int32 = 27
    static let backspaceSymbol: Int32 = 8
    static let keypadEnterSymbol: Int32 = 0x4000_0058
    static let functionKey1Symbol: Int32 = 0x4000_003A
    static let controlModifiers: UInt16 = 0x00C0
    static let shiftModifiers: UInt16 = 0x0003

    /// The key a key press means to `play`: Return, Delete, Escape; F1–F7 or Control with a letter
    /// for the rest (a bare letter is typed text, see ``PlayKey/init(shortcut:)``).
    static func playKey(symbol: Int32, modifiers: UInt16) -> PlayKey? {
        let shift = modifiers & shiftModifiers != 0
        switch symbol {
        case returnSymbol, keypadEnterSymbol: return .returnKey
        case escapeSymbol: return .escape
        case backspaceSymbol: return .delete
        case functionKey1Symbol: return .overlay
        case functionKey1Symbol + 1: return shift ? .previousScenario : .nextScenario
        case functionKey1Symbol + 2: return .rotate
        case functionKey1Symbol + 3: return .keyboard
        case functionKey1Symbol + 4: return .restart
        case functionKey1Symbol + 5: return .dismiss
        case functionKey1Symbol + 6: return .picker
        default:
            guard modifiers & controlModifiers != 0, let scalar = Unicode.Scalar(UInt32(max(0, symbol)))
            else {
                return nil
            }
            return PlayKey(shortcut: Character(scalar), shift: shift)
        }
    }
}

extension PlayKey {
    /// The key a letter stands for (O overlay, P and Shift-P next and previous scenario, R rotate,
    /// K keyboard, N start again, D dismiss, L the list of scenarios); nil for other characters.
    public init?(shortcut: Character, shift: Bool = false) {
        switch shortcut {
        case "o", "O": self = .overlay
        case "p": self = shift ? .previousScenario : .nextScenario
        case "P": self = .previousScenario
        case "r", "R": self = .rotate
        case "k", "K": self = .keyboard
        case "n", "N": self = .restart
        case "d", "D": self = .dismiss
        case "l", "L": self = .picker
        default: return nil
        }
    }
}
