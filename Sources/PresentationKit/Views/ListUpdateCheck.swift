import Foundation

/// The checks a table's and a collection view's batch updates share: the sections and new index
/// paths they name, and whether the section counts add up. Both views check an update by counts
/// alone, so one place says what is valid and words the problems the same way for both.
struct ListUpdateCheck {
    /// What the problems call the view ("table", "collection view").
    let view: String
    /// How many sections the view had before the update.
    let oldSectionCount: Int
    /// The data source's new item counts, section by section.
    let counts: [Int]
    /// The first problem found; the ones after it may only follow from it, so they are not kept.
    private(set) var problem: String?

    init(view: String, oldSectionCount: Int, counts: [Int]) {
        self.view = view
        self.oldSectionCount = oldSectionCount
        self.counts = counts
    }

    mutating func note(_ message: String) { if problem == nil { problem = message } }

    /// Whether `section` was a section before the update (else the problem with `call`).
    mutating func isOldSection(_ section: Int, _ call: String) -> Bool {
        guard section >= 0, section < oldSectionCount else {
            note("\(call) names section \(section), but the \(view) had \(oldSectionCount) sections")
            return false
        }
        return true
    }

    /// Whether `section` is one of the data source's new sections (else the problem with `call`).
    mutating func isNewSection(_ section: Int, _ call: String) -> Bool {
        guard section >= 0, section < counts.count else {
            note("\(call) names section \(section), but the data source now has \(counts.count) sections")
            return false
        }
        return true
    }

    /// Whether `path` is in the data source's new counts (else the problem with `call`).
    mutating func isNewPath(_ path: IndexPath, _ call: String) -> Bool {
        guard path.count == 2, path[0] >= 0, path[0] < counts.count, path[1] >= 0, path[1] < counts[path[0]]
        else {
            note(
                "\(call) names \(Self.describe(path)), which is not in the data source's new counts \(counts)"
            )
            return false
        }
        return true
    }

    /// Adds `moveSection(from, toSection: to)` to `moves` when both sections are ones and neither
    /// is moved from or into twice (else the problem).
    mutating func addSectionMove(_ from: Int, _ to: Int, to moves: inout [Int: Int]) {
        guard isOldSection(from, "moveSection(_:toSection:)"), isNewSection(to, "moveSection(_:toSection:)")
        else { return }
        guard moves[from] == nil, !moves.values.contains(to) else {
            note("moveSection(\(from), toSection: \(to)) moves a section, or into a place, twice")
            return
        }
        moves[from] = to
    }

    /// Each old section neither deleted nor moved, with the new place it takes: they keep their
    /// order in the places neither inserted nor moved into. When the two do not pair up the
    /// section counts do not add up, which is the problem (`sectionsChanged`: whether the update
    /// inserted, deleted or moved sections, which the problem then counts).
    mutating func stayingSections(
        deleted: Set<Int>, inserted: Set<Int>, moves: [Int: Int], sectionsChanged: Bool
    ) -> [(from: Int, to: Int)] {
        let staying = (0..<oldSectionCount).filter { !deleted.contains($0) && moves[$0] == nil }
        let movedInto = Set(moves.values)
        let places = counts.indices.filter { !inserted.contains($0) && !movedInto.contains($0) }
        if staying.count != places.count {
            note(
                sectionsChanged
                    ? "the \(view) had \(oldSectionCount) sections, \(inserted.count) were inserted and "
                        + "\(deleted.count) deleted, but the data source now has \(counts.count)"
                    : "the \(view) had \(oldSectionCount) sections but the data source now has \(counts.count)"
            )
        }
        return zip(staying, places).map { (from: $0, to: $1) }
    }

    /// An index path as the list diagnostics print it.
    static func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "[\(path[0]), \(path[1])]" : "\(Array(path))"
    }
}
