// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PresentationKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PresentationKitRendering", targets: ["PresentationKitRendering"]),
        .library(name: "PresentationKitScenarios", targets: ["PresentationKitScenarios"]),
        .library(name: "PresentationKitFuzzing", targets: ["PresentationKitFuzzing"]),
        .library(name: "PresentationKitSnapshotTesting", targets: ["PresentationKitSnapshotTesting"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "fuzz", targets: ["fuzz"]),
        // `swift run play [SCENARIO]`: a scenario live in a window (SDL2, loaded at run time).
        .executable(name: "play", targets: ["play"]),
        // The porting tool: `swift run presentationkit-port PATH…` or `swift package port-uikit`.
        .executable(name: "presentationkit-port", targets: ["presentationkit-port"]),
        .plugin(name: "PortUIKit", targets: ["PortUIKit"]),
    ],
    dependencies: [
        // Logging of misuse: the ecosystem's standard logging API.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // The gallery's command line (`gallery list`, `gallery render …`).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        // `swift package generate-documentation`: the DocC catalogs of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The porting tool's parser (the version that matches the Swift 6.3 toolchain).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Snapshot tests as iOS teams write them (`assertSnapshot(of:as:)`, record modes,
        // `__Snapshots__`): PresentationKitSnapshotTesting adds the UIKit strategies it lacks on Linux.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "PresentationKit",
            dependencies: [
                "PresentationKitSolver", "CFreeType", "CFontconfig", "CLibPNG",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The linear constraint solver under Auto Layout: names no UIKit type, so the compiler
        // keeps it that way.
        .target(name: "PresentationKitSolver"),
        .target(
            name: "PresentationKitRendering",
            dependencies: ["PresentationKit"]
        ),
        // The system libraries the core module links for drawing, text and PNG, all on the machine
        // image (.ci/run installs their Debian packages where missing).
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // The presentations users write (S1–S8 and more), written as they write them: run by the scenario tests
        // and rendered by the gallery (one definition, two uses).
        .target(
            name: "PresentationKitScenarios",
            dependencies: ["PresentationKit"]
        ),
        .executableTarget(
            name: "gallery",
            dependencies: [
                "PresentationKit",
                "PresentationKitScenarios",
                "PresentationKitRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Snapshot strategies for views, controllers and whole transitions (film strips, callback
        // timelines, property series) on pointfree's swift-snapshot-testing.
        .target(
            name: "PresentationKitSnapshotTesting",
            dependencies: [
                "PresentationKit", "PresentationKitRendering", "PresentationKitScenarios",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The live player's loop, input and window (SDL2 through dlopen, so nothing new to build),
        // a library so that tests drive it; `play` is its command line.
        .target(
            name: "PresentationKitPlay",
            dependencies: ["PresentationKit", "PresentationKitScenarios", "PresentationKitRendering"]
        ),
        .executableTarget(
            name: "play",
            dependencies: [
                "PresentationKitPlay", "PresentationKit", "PresentationKitScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The seeded presentation fuzzer: random interleavings of present, dismiss, taps,
        // drags, rotations and time, with invariants checked after every step.
        .target(
            name: "PresentationKitFuzzing",
            dependencies: ["PresentationKit"]
        ),
        // The fuzzer's long mode: `swift run -c release fuzz --operations 100000 --seed 1`.
        .executableTarget(
            name: "fuzz",
            dependencies: [
                "PresentationKitFuzzing",
                "PresentationKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The porting tool's rewriters (issue 31), a library so that tests call them directly.
        .target(
            name: "PresentationKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "presentationkit-port", dependencies: ["PresentationKitPort"]),
        .plugin(
            name: "PortUIKit",
            capability: .command(
                intent: .custom(verb: "port-uikit", description: "Rewrite UIKit sources for PresentationKit"),
                permissions: [
                    .writeToPackageDirectory(reason: "The porting tool rewrites the sources in place")
                ]
            ),
            dependencies: ["presentationkit-port"]
        ),
        .testTarget(
            name: "PresentationKitPortToolTests",
            dependencies: ["PresentationKitPort"],
            exclude: ["Corpus"]
        ),
        // The tool's corpus after the tool: compiled as the apps it imitates are, in Swift 5 mode.
        .testTarget(
            name: "PresentationKitPortedCorpusTests",
            dependencies: ["PresentationKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PresentationKitFuzzingTests",
            dependencies: ["PresentationKitFuzzing", "PresentationKit"]
        ),
        // What the test targets share: the seeded generator, recording controllers, fixtures.
        .target(
            name: "PresentationKitTestSupport",
            dependencies: ["PresentationKit"],
            path: "Tests/PresentationKitTestSupport"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit", "PresentationKitTestSupport"]
        ),
        .testTarget(
            name: "PresentationKitSolverTests",
            dependencies: ["PresentationKitSolver", "PresentationKitTestSupport"]
        ),
        // Real UIKit presentation code ported by changing the import, compiled as the apps it comes
        // from are: in Swift 5 language mode.
        .testTarget(
            name: "PresentationKitPortTests",
            dependencies: ["PresentationKit", "PresentationKitRendering"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // One subclass per open class and one conformer per protocol, spelled exactly as UIKit
        // declares them, each recording that the engine called it.
        .testTarget(
            name: "PresentationKitConformanceTests",
            dependencies: ["PresentationKit"],
            exclude: ["README.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PresentationKitScenariosTests",
            dependencies: ["PresentationKitScenarios"]
        ),
        .testTarget(
            name: "PresentationKitSnapshotTestingTests",
            dependencies: [
                "PresentationKitSnapshotTesting", "PresentationKit", "PresentationKitRendering",
                "PresentationKitScenarios",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["gallery", "PresentationKit", "PresentationKitScenarios"]
        ),
        // `play`: its loop with a stand-in window, and the executable under Xvfb where there is one.
        .testTarget(
            name: "PlayTests",
            dependencies: [
                "play", "PresentationKitPlay", "PresentationKit", "PresentationKitScenarios",
                "PresentationKitRendering",
            ]
        ),
        .testTarget(
            name: "PresentationKitRenderingTests",
            dependencies: [
                "PresentationKitRendering", "PresentationKit", "PresentationKitScenarios",
                "PresentationKitFuzzing",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
