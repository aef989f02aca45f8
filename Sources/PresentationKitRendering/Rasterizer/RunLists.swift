/// The run lists of a canvas's rows: immutable lists of runs, shared by every row they describe,
/// and a memo of what each operation made of each list.
///
/// Rows of a frame come in bands: every row across a card's interior has the same runs, and a
/// flat fill does the same thing to each. So a row holds only the number of its list; an operation
/// on a row looks up (list, operation) in the memo and, for every row after the first of a band,
/// finds its new list there instead of splitting and merging runs again. The per-row cost of a
/// flat fill is then one lookup, whatever the row's runs.
///
/// A list is at most ``capacity`` runs: starts (frame-relative columns, ascending, the first 0)
/// and values (a colour in the low 32 bits, or ``materialized`` when memory holds the pixels).
/// List 0 is the whole row materialized.
///
/// A value of this type is a handle: copies share one storage, which the ``PendingRuns`` that
/// made it frees.
struct RunLists {
    /// Runs a list may hold.
    static let capacity = 32
    /// A run's value when memory holds its pixels.
    static let materialized: UInt64 = 1 << 32
    /// The list of a row whose pixels are all in memory.
    static let wholeRowMaterialized: Int32 = 0

    /// What an operation does to a row's list: its kind and arguments.
    struct Operation: Equatable {
        var kind: UInt8
        var colour: UInt32
        var from: Int32
        var to: Int32
        /// Up to four coverage bytes, for per-pixel composition of a short stretch.
        var coverages: UInt32 = 0
    }

    /// A memo entry's output when the operation cannot be done on the list and the caller must
    /// paint memory instead.
    static let notSymbolic: Int32 = -1

    /// Everything the lists hold, in one allocation the handle points to: rows and surfaces copy
    /// the handle into every painting call, and a counted reference would cost a retain and a
    /// release per copy.
    private struct Storage {
        var counts: UnsafeMutablePointer<Int32>
        var starts: UnsafeMutablePointer<Int32>
        var values: UnsafeMutablePointer<UInt64>
        var reserved: Int
        var used: Int
        var memoryTouches: Int
        let memoInputs: UnsafeMutablePointer<Int32>
        let memoOperations: UnsafeMutablePointer<Operation>
        let memoOutputs: UnsafeMutablePointer<Int32>
    }
    private let storage: UnsafeMutablePointer<Storage>

    private var counts: UnsafeMutablePointer<Int32> { storage.pointee.counts }
    private var starts: UnsafeMutablePointer<Int32> { storage.pointee.starts }
    private var values: UnsafeMutablePointer<UInt64> { storage.pointee.values }

    /// How many times an operation on these lists has read or written pixel memory: an operation
    /// that leaves this unchanged acted on the lists alone, so its effect on a row depends only on
    /// the row's list (``PendingRuns/paintRows(_:key:_:)``).
    var memoryTouches: Int {
        get { storage.pointee.memoryTouches }
        nonmutating set { storage.pointee.memoryTouches = newValue }
    }

    /// A direct-mapped memo: slot → (input list, operation, output list).
    private static let memoSize = 512

    /// Empty lists but for list 0; the owner frees them with ``deallocate()``.
    init() {
        let reserved = 64
        let memoInputs = UnsafeMutablePointer<Int32>.allocate(capacity: Self.memoSize)
        memoInputs.initialize(repeating: -1, count: Self.memoSize)
        let memoOperations = UnsafeMutablePointer<Operation>.allocate(capacity: Self.memoSize)
        memoOperations.initialize(
            repeating: Operation(kind: 0, colour: 0, from: 0, to: 0), count: Self.memoSize)
        let memoOutputs = UnsafeMutablePointer<Int32>.allocate(capacity: Self.memoSize)
        memoOutputs.initialize(repeating: 0, count: Self.memoSize)
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: Storage(
                counts: .allocate(capacity: reserved), starts: .allocate(capacity: reserved * Self.capacity),
                values: .allocate(capacity: reserved * Self.capacity), reserved: reserved, used: 0,
                memoryTouches: 0, memoInputs: memoInputs, memoOperations: memoOperations,
                memoOutputs: memoOutputs))
        let whole = make(value: Self.materialized)
        assert(whole == Self.wholeRowMaterialized)
    }

    func deallocate() {
        let lists = storage.pointee
        lists.counts.deallocate()
        lists.starts.deallocate()
        lists.values.deallocate()
        lists.memoInputs.deallocate()
        lists.memoOperations.deallocate()
        lists.memoOutputs.deallocate()
        storage.deallocate()
    }

    /// A new list of one run of `value`.
    func make(value: UInt64) -> Int32 {
        let list = append()
        counts[Int(list)] = 1
        starts[Int(list) * Self.capacity] = 0
        values[Int(list) * Self.capacity] = value
        return list
    }

    /// A new list equal to `list`, to be changed.
    func copy(_ list: Int32) -> Int32 {
        let copy = append()
        let count = Int(counts[Int(list)])
        counts[Int(copy)] = Int32(count)
        (starts + Int(copy) * Self.capacity).update(from: starts + Int(list) * Self.capacity, count: count)
        (values + Int(copy) * Self.capacity).update(from: values + Int(list) * Self.capacity, count: count)
        return copy
    }

    /// What `operation` made of `input` before, if it is remembered; otherwise `make()`'s answer,
    /// remembered.
    @inline(__always)
    func output(of operation: Operation, on input: Int32, make: () -> Int32) -> Int32 {
        var hash = UInt32(bitPattern: input) &* 0x9E37_79B1
        hash ^= operation.colour &* 0x85EB_CA77
        hash ^=
            UInt32(bitPattern: operation.from) &* 0xC2B2_AE3D ^ UInt32(bitPattern: operation.to)
            &* 0x27D4_EB2F
        hash ^= operation.coverages &* 0x1656_67B1 ^ UInt32(operation.kind)
        let slot = Int((hash ^ (hash >> 15)) & UInt32(Self.memoSize - 1))
        let memo = storage.pointee
        if memo.memoInputs[slot] == input && memo.memoOperations[slot] == operation {
            return memo.memoOutputs[slot]
        }
        let output = make()
        memo.memoInputs[slot] = input
        memo.memoOperations[slot] = operation
        memo.memoOutputs[slot] = output
        return output
    }

    @inline(__always)
    func count(_ list: Int32) -> Int { Int(counts[Int(list)]) }

    @inline(__always)
    func start(_ list: Int32, _ index: Int) -> Int { Int(starts[Int(list) * Self.capacity + index]) }

    @inline(__always)
    func value(_ list: Int32, _ index: Int) -> UInt64 { values[Int(list) * Self.capacity + index] }

    @inline(__always)
    func setValue(_ list: Int32, _ index: Int, _ value: UInt64) {
        values[Int(list) * Self.capacity + index] = value
    }

    /// Makes `column` the start of a run of `list` (a list being built), and returns that run's
    /// index; nil when the list is full.
    func split(_ list: Int32, at column: Int) -> Int? {
        let base = Int(list) * Self.capacity
        let count = Int(counts[Int(list)])
        var index = count - 1
        while Int(starts[base + index]) > column { index -= 1 }
        if Int(starts[base + index]) == column { return index }
        guard count < Self.capacity else { return nil }
        let inserted = index + 1
        var move = count
        while move > inserted {
            starts[base + move] = starts[base + move - 1]
            values[base + move] = values[base + move - 1]
            move -= 1
        }
        starts[base + inserted] = Int32(column)
        values[base + inserted] = values[base + index]
        counts[Int(list)] = Int32(count + 1)
        return inserted
    }

    /// Joins neighbouring runs of `list` (a list being built) with equal values.
    func coalesce(_ list: Int32) {
        let base = Int(list) * Self.capacity
        let count = Int(counts[Int(list)])
        var kept = 1
        for index in 1..<max(count, 1) where values[base + index] != values[base + kept - 1] {
            starts[base + kept] = starts[base + index]
            values[base + kept] = values[base + index]
            kept += 1
        }
        counts[Int(list)] = Int32(kept)
    }

    private func append() -> Int32 {
        if storage.pointee.used == storage.pointee.reserved {
            let (used, grown) = (storage.pointee.used, storage.pointee.reserved * 2)
            func grow<T>(_ old: UnsafeMutablePointer<T>, _ oldCount: Int, _ newCount: Int)
                -> UnsafeMutablePointer<T>
            {
                let new = UnsafeMutablePointer<T>.allocate(capacity: newCount)
                new.moveInitialize(from: old, count: oldCount)
                old.deallocate()
                return new
            }
            storage.pointee.counts = grow(counts, used, grown)
            storage.pointee.starts = grow(starts, used * Self.capacity, grown * Self.capacity)
            storage.pointee.values = grow(values, used * Self.capacity, grown * Self.capacity)
            storage.pointee.reserved = grown
        }
        storage.pointee.used += 1
        return Int32(storage.pointee.used - 1)
    }
}
