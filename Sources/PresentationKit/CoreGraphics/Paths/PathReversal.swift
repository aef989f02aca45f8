import Foundation

/// A path drawn backwards: each subpath from its end to its start, curves with their control
/// points swapped, closed subpaths still closed.
enum PathReversal {
    static func reversed(_ segments: [PathSegment]) -> [PathSegment] {
        var result: [PathSegment] = []
        for subpath in Subpath.split(segments).reversed() {
            var points: [CGPoint] = [subpath.start]
            for piece in subpath.pieces { points.append(piece.points.last ?? points[points.count - 1]) }
            result.append(.move(points[points.count - 1]))
            for (index, piece) in subpath.pieces.enumerated().reversed() {
                let to = points[index]
                switch piece {
                case .line: result.append(.line(to))
                case .quad(let c, _): result.append(.quad(control: c, end: to))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, end: to))
                case .move, .close: break
                }
            }
            if subpath.isClosed { result.append(.close) }
        }
        return result
    }
}
