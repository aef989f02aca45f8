/// Pixel memory for offscreen groups, kept from one frame to the next.
///
/// A frame with a rounded clip or a translucent group draws into buffers as large as the screen;
/// allocating them anew each frame costs the operating system's page faults for every page the
/// frame touches (the allocator hands memory that large back to the system on free). Buffers are
/// returned here after use and taken again by the next group that fits, so a steady animation
/// faults no pages. At most ``retainedWords`` are kept; larger leftovers are freed.
@MainActor
enum OffscreenMemory {
    /// The most memory kept between uses, in pixels (64 MB).
    static let retainedWords = 16 * 1024 * 1024

    private static var free: [(pixels: UnsafeMutablePointer<UInt32>, capacity: Int)] = []

    /// A buffer of at least `count` pixels, uninitialized; give it back with ``give(_:capacity:)``.
    static func take(_ count: Int) -> (pixels: UnsafeMutablePointer<UInt32>, capacity: Int) {
        // The smallest kept buffer that fits (a frame keeps a handful: a plain scan, nothing allocated).
        var best: Int?
        for index in free.indices where free[index].capacity >= count {
            if best.map({ free[index].capacity < free[$0].capacity }) ?? true { best = index }
        }
        if let best { return free.remove(at: best) }
        return (.allocate(capacity: count), count)
    }

    /// Returns a buffer from ``take(_:)``.
    static func give(_ pixels: UnsafeMutablePointer<UInt32>, capacity: Int) {
        free.append((pixels, capacity))
        // Keep the largest buffers within the limit; free the rest.
        free.sort { $0.capacity > $1.capacity }
        var kept = 0
        free.removeAll { buffer in
            if kept + buffer.capacity <= retainedWords {
                kept += buffer.capacity
                return false
            }
            buffer.pixels.deallocate()
            return true
        }
    }
}
