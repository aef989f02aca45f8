import CFreeType
import Foundation

/// A FreeType outline back into path segments, each contour a closed subpath.
enum OutlineReader {
    static func segments(of outline: UnsafeMutablePointer<FT_Outline>) -> [PathSegment] {
        var collector: [PathSegment] = []
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            guard let to, let user else { return 0 }
            let segments = user.assumingMemoryBound(to: [PathSegment].self)
            if !segments.pointee.isEmpty { segments.pointee.append(.close) }
            segments.pointee.append(.move(OutlineReader.point(to.pointee)))
            return 0
        }
        funcs.line_to = { to, user in
            guard let to, let user else { return 0 }
            user.assumingMemoryBound(to: [PathSegment].self).pointee.append(
                .line(OutlineReader.point(to.pointee)))
            return 0
        }
        funcs.conic_to = { control, to, user in
            guard let control, let to, let user else { return 0 }
            user.assumingMemoryBound(to: [PathSegment].self).pointee.append(
                .quad(control: OutlineReader.point(control.pointee), end: OutlineReader.point(to.pointee)))
            return 0
        }
        funcs.cubic_to = { control1, control2, to, user in
            guard let control1, let control2, let to, let user else { return 0 }
            user.assumingMemoryBound(to: [PathSegment].self).pointee.append(
                .cubic(
                    control1: OutlineReader.point(control1.pointee),
                    control2: OutlineReader.point(control2.pointee),
                    end: OutlineReader.point(to.pointee)))
            return 0
        }
        withUnsafeMutablePointer(to: &collector) { user in
            _ = FT_Outline_Decompose(outline, &funcs, UnsafeMutableRawPointer(user))
        }
        if !collector.isEmpty { collector.append(.close) }
        return collector
    }

    static func point(_ v: FT_Vector) -> CGPoint {
        CGPoint(x: CGFloat(v.x) / OutlineRasterizer.subpixels, y: CGFloat(v.y) / OutlineRasterizer.subpixels)
    }
}
