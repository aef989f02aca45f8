import Foundation

/// One subpath: where it starts, its drawing elements, and whether it was closed.
struct Subpath {
    var start: CGPoint
    var pieces: [PathSegment]
    var isClosed: Bool

    static func split(_ segments: [PathSegment]) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var lastStart = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                if let current { result.append(current) }
                current = Subpath(start: p, pieces: [], isClosed: false)
                lastStart = p
            case .close:
                if var closed = current {
                    closed.isClosed = true
                    result.append(closed)
                }
                current = nil
            default:
                if current == nil { current = Subpath(start: lastStart, pieces: [], isClosed: false) }
                current?.pieces.append(segment)
            }
        }
        if let current { result.append(current) }
        return result
    }
}
