// swift-tools-version:6.1
import PackageDescription

// Benchmarks for PresentationKit, kept in their own package so the library never depends on the
// benchmark package. Run with `swift package benchmark` from this folder (see README.md).
let package = Package(
    name: "PresentationKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "PresentationKit", path: ".."),
        // Listing the trait explicitly turns the default traits off, which on Linux with Swift 6.3
        // drops the `RuntimeInterposer` trait and so the swift-runtime-interposer dependency
        // (not available here). Malloc metrics still work through malloc-interposer.
        // The snapshot benchmark calls swift-snapshot-testing's `verifySnapshot` directly.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // cairo, the peer the renderer benchmarks compare against (Debian's libcairo2-dev; see README).
        .systemLibrary(
            name: "CCairo", path: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Paths painted by PresentationKit's CGContext and by cairo, shared by the drawing benchmarks
        // and the coverage check.
        .target(
            name: "DrawingPeer",
            dependencies: ["CCairo", .product(name: "PresentationKit", package: "PresentationKit")],
            path: "Benchmarks/DrawingPeer"
        ),
        // Exits 1 when PresentationKit's coverage strays from cairo's beyond the stated tolerance.
        .executableTarget(
            name: "cairo-coverage-check",
            dependencies: ["DrawingPeer"],
            path: "Benchmarks/CairoCoverageCheck"
        ),
        .executableTarget(
            name: "drawing-profile",
            dependencies: ["DrawingPeer", "CCairo", .product(name: "PresentationKit", package: "PresentationKit")],
            path: "Benchmarks/DrawingProfile"
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "CCairo",
                "DrawingPeer",
                .product(name: "PresentationKit", package: "PresentationKit"),
                .product(name: "PresentationKitRendering", package: "PresentationKit"),
                .product(name: "PresentationKitScenarios", package: "PresentationKit"),
                .product(name: "PresentationKitSnapshotTesting", package: "PresentationKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
