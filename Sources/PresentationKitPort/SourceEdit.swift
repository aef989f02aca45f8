/// A replacement of a byte range of a file's text: rewriters describe their changes as edits so that
/// everything they do not touch (comments, spacing, line endings) stays byte for byte.
struct SourceEdit {
    /// UTF-8 offset of the first byte replaced.
    var start: Int
    /// UTF-8 offset just past the last byte replaced (`start` for an insertion).
    var end: Int
    /// The new text.
    var text: String
}

extension String {
    /// Applies `edits`. Where edits overlap, the one that starts first (the longer at the same start)
    /// wins and the others wait for the next pass: the tool runs passes until one changes nothing.
    func applying(_ edits: [SourceEdit]) -> String {
        guard !edits.isEmpty else { return self }
        let ordered = edits.enumerated().sorted { lhs, rhs in
            if lhs.element.start != rhs.element.start { return lhs.element.start < rhs.element.start }
            let lhsLength = lhs.element.end - lhs.element.start
            let rhsLength = rhs.element.end - rhs.element.start
            if lhsLength != rhsLength { return lhsLength > rhsLength }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in ordered {
            // An edit inside one already applied waits for the next pass.
            guard edit.start >= cursor, edit.end <= bytes.count else { continue }
            if edit.start == edit.end, edit.start < cursor { continue }
            result.append(contentsOf: bytes[cursor..<edit.start])
            result.append(contentsOf: edit.text.utf8)
            cursor = edit.end
        }
        result.append(contentsOf: bytes[cursor...])
        return String(decoding: result, as: UTF8.self)
    }
}
