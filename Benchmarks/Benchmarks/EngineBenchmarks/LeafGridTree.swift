import Foundation
import PresentationKit

/// A 10-ary tree of depth 4 (11,110 views under the window): levels split their parent alternately
/// into 10 columns and 10 rows, so the 10,000 leaves tile the window as a 100 × 100 grid. Shared by
/// the hit-test and touch-delivery benchmarks.
@MainActor
final class LeafGridTree {
    static let grid = 100
    /// How many fixed points the benchmarks visit.
    nonisolated static let pointCount = 100

    let host = HeadlessHost()
    /// The leaves, indexed by `column * 100 + row` (a leaf's tag is its index + 1).
    private(set) var leaves: [UIView?] = Array(repeating: nil, count: grid * grid)
    /// 100 points, each at the centre of a different leaf.
    private(set) var points: [CGPoint] = []
    /// The index of the leaf under each point.
    private(set) var pointLeaves: [Int] = []
    private(set) var viewCount = 0

    init() {
        let grid = Self.grid
        addChildren(to: host.window, level: 1, column: 0, row: 0)
        host.advance(by: 0)
        // 100 distinct leaves picked by a fixed linear congruential sequence; points at their centres.
        let cell = CGSize(width: 390 / CGFloat(grid), height: 844 / CGFloat(grid))
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var picked = Set<Int>()
        while picked.count < Self.pointCount {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let leaf = Int((state >> 33) % UInt64(grid * grid))
            guard picked.insert(leaf).inserted else { continue }
            let column = leaf / grid
            let row = leaf % grid
            points.append(
                CGPoint(x: (CGFloat(column) + 0.5) * cell.width, y: (CGFloat(row) + 0.5) * cell.height))
            pointLeaves.append(leaf)
        }
    }

    /// Level 1 and 3 split the width into 10 columns, levels 2 and 4 the height into 10 rows.
    private func addChildren(to parent: UIView, level: Int, column: Int, row: Int) {
        guard level <= 4 else {
            let index = column * Self.grid + row
            parent.tag = index + 1
            leaves[index] = parent
            return
        }
        let bounds = parent.bounds
        for index in 0..<10 {
            let splitsWidth = level % 2 == 1
            let frame =
                splitsWidth
                ? CGRect(
                    x: bounds.width * CGFloat(index) / 10, y: 0, width: bounds.width / 10,
                    height: bounds.height)
                : CGRect(
                    x: 0, y: bounds.height * CGFloat(index) / 10, width: bounds.width,
                    height: bounds.height / 10)
            let child = UIView(frame: frame)
            parent.addSubview(child)
            viewCount += 1
            addChildren(
                to: child, level: level + 1,
                column: splitsWidth ? column * 10 + index : column,
                row: splitsWidth ? row : row * 10 + index)
        }
    }

    /// Fails loudly unless the tree has 11,110 views and every point lands in its own leaf.
    func check() {
        precondition(viewCount == 11_110, "LeafGridTree built \(viewCount) views")
        for (point, leaf) in zip(points, pointLeaves) {
            let hit = host.window.hitTest(point, with: nil)
            guard let hit, hit.tag == leaf + 1, hit.subviews.isEmpty else {
                fatalError(
                    "LeafGridTree: \(point) hit \(String(describing: hit)) (tag \(hit?.tag ?? -1)), "
                        + "expected leaf \(leaf + 1)")
            }
        }
    }
}
