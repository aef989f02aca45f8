/// The tableau's column index: for each symbol, the row slots that mention it as a parametric
/// symbol, so that a pivot visits only those rows.
///
/// The lists live in one pool of linked nodes (flat `Int32` arrays with a free list) rather than
/// one array per symbol: layouts make thousands of short columns, and a pool makes adding to one
/// allocation-free once the pool has grown.
struct SolverColumnIndex {
    /// Symbol → its first node, `-1` when no row mentions it.
    private var heads: [Int32] = []
    /// A node: the row slot it records and the next node of its list (or of the free list).
    private struct Node {
        var slot: Int32
        var link: Int32
    }
    private var nodes: [Node] = []
    private var freeNode: Int32 = -1

    /// Makes room for symbols up to `count`.
    mutating func grow(to count: Int) {
        while heads.count < count { heads.append(-1) }
    }

    /// Reserves room for `symbols` lists holding `entries` row slots in all.
    mutating func reserveCapacity(symbols: Int, entries: Int) {
        heads.reserveCapacity(symbols)
        nodes.reserveCapacity(entries)
    }

    /// Empties every list, keeping the storage; the symbols from `count` on have empty lists.
    mutating func removeAll(below count: Int) {
        heads.withUnsafeMutableBufferPointer { $0[..<count].update(repeating: -1) }
        nodes.removeAll(keepingCapacity: true)
        freeNode = -1
    }

    /// Whether no row mentions `symbol`.
    @inline(__always)
    func isEmpty(_ symbol: Int32) -> Bool { heads[Int(symbol)] < 0 }

    /// The first node of `symbol`'s list, `-1` when empty; walk on with ``next(_:)``.
    @inline(__always)
    func first(_ symbol: Int32) -> Int32 { heads[Int(symbol)] }

    /// The node after `node`, `-1` at the end.
    @inline(__always)
    func next(_ node: Int32) -> Int32 { nodes[Int(node)].link }

    /// The row slot a node records.
    @inline(__always)
    func slot(_ node: Int32) -> Int32 { nodes[Int(node)].slot }

    /// Records that `slot` mentions `symbol`.
    @inline(__always)
    mutating func insert(_ slot: Int32, into symbol: Int32) {
        let head = heads[Int(symbol)]
        if freeNode >= 0 {
            let node = freeNode
            freeNode = nodes[Int(node)].link
            nodes[Int(node)] = Node(slot: slot, link: head)
            heads[Int(symbol)] = node
        } else {
            heads[Int(symbol)] = Int32(nodes.count)
            nodes.append(Node(slot: slot, link: head))
        }
    }

    /// Forgets that `slot` mentions `symbol` (a no-op if it wasn't recorded).
    mutating func remove(_ slot: Int32, from symbol: Int32) {
        var previous: Int32 = -1
        var node = heads[Int(symbol)]
        while node >= 0 {
            let current = nodes[Int(node)]
            if current.slot == slot {
                if previous >= 0 {
                    nodes[Int(previous)].link = current.link
                } else {
                    heads[Int(symbol)] = current.link
                }
                nodes[Int(node)].link = freeNode
                freeNode = node
                return
            }
            previous = node
            node = current.link
        }
    }

    /// Empties `symbol`'s list.
    mutating func removeAll(of symbol: Int32) {
        var node = heads[Int(symbol)]
        heads[Int(symbol)] = -1
        while node >= 0 {
            let following = nodes[Int(node)].link
            nodes[Int(node)].link = freeNode
            freeNode = node
            node = following
        }
    }

    /// The row slots that mention `symbol`, as an array (for the cold paths).
    func slots(mentioning symbol: Int32) -> [Int32] {
        var result: [Int32] = []
        var node = heads[Int(symbol)]
        while node >= 0 {
            result.append(nodes[Int(node)].slot)
            node = nodes[Int(node)].link
        }
        return result
    }
}
