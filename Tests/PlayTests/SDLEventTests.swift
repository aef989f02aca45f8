import Foundation
import Testing

@testable import PresentationKitPlay

/// The SDL_Event fields `play` reads, at the offsets of SDL 2's headers, from events built byte by
/// byte as SDL lays them out.
@Suite("SDL events")
struct SDLEventTests {
    private func event(_ fields: [(offset: Int, bytes: [UInt8])]) -> SDLEvent {
        var raw = [UInt8](repeating: 0, count: 56)
        for (offset, bytes) in fields { raw.replaceSubrange(offset..<(offset + bytes.count), with: bytes) }
        return raw.withUnsafeBytes { SDLEvent(bytes: $0) }
    }

    private func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    private func le(_ value: Float) -> [UInt8] { le(value.bitPattern) }

    @Test("a mouse button press: the button and the point, with the timestamp")
    func mouseButton() {
        let decoded = event([
            (0, le(UInt32(0x401))), (4, le(UInt32(1234))), (16, [1]), (17, [1]), (20, le(Int32(150))),
            (24, le(Int32(-3))),
        ])
        #expect(decoded.timestamp == 1234)
        #expect(decoded.kind == .mouseDown(x: 150, y: -3, button: 1))
    }

    @Test("motion, wheel (flipped reverses it), text and keys")
    func otherEvents() {
        #expect(
            event([(0, le(UInt32(0x400))), (20, le(Int32(7))), (24, le(Int32(9)))]).kind
                == .mouseMove(x: 7, y: 9))
        let wheel = event([
            (0, le(UInt32(0x403))), (24, le(UInt32(1))), (28, le(Float(0.5))), (32, le(Float(-2))),
            (36, le(Int32(30))), (40, le(Int32(40))),
        ])
        #expect(wheel.kind == .wheel(dx: -0.5, dy: 2, x: 30, y: 40))
        #expect(event([(0, le(UInt32(0x303))), (12, Array("hé".utf8))]).kind == .text("hé"))
        #expect(
            event([(0, le(UInt32(0x300))), (20, le(Int32(114))), (24, le(UInt16(0x40)))]).kind
                == .key(symbol: 114, modifiers: 0x40))
        #expect(
            event([(0, le(UInt32(0x200))), (12, [6]), (16, le(Int32(320))), (20, le(Int32(700)))]).kind
                == .windowSizeChanged(width: 320, height: 700))
        #expect(event([(0, le(UInt32(0x200))), (12, [14])]).kind == .windowClosed)
        #expect(event([(0, le(UInt32(0x100)))]).kind == .quit)
    }

    @Test("keys: Return, Escape, Delete, the function keys, Control with a letter; a bare letter is text")
    func keys() {
        #expect(SDLEvent.playKey(symbol: 13, modifiers: 0) == .returnKey)
        #expect(SDLEvent.playKey(symbol: 27, modifiers: 0) == .escape)
        #expect(SDLEvent.playKey(symbol: 8, modifiers: 0) == .delete)
        #expect(SDLEvent.playKey(symbol: 0x4000_003A, modifiers: 0) == .overlay)
        #expect(SDLEvent.playKey(symbol: 0x4000_003B, modifiers: 0x1) == .previousScenario)
        #expect(SDLEvent.playKey(symbol: 114, modifiers: 0x40) == .rotate)
        #expect(SDLEvent.playKey(symbol: 112, modifiers: 0x40) == .nextScenario)
        #expect(SDLEvent.playKey(symbol: 112, modifiers: 0x41) == .previousScenario)
        #expect(SDLEvent.playKey(symbol: 114, modifiers: 0) == nil)
    }
}
