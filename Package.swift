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
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "fuzz", targets: ["fuzz"]),
    ],
    dependencies: [
        // Logging of misuse: the ecosystem's standard logging API.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // The gallery's command line (`gallery list`, `gallery render …`).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        // `swift package generate-documentation`: the DocC catalogs of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "PresentationKit",
            dependencies: [
                "PresentationKitSolver", "CFreeType", "CLibPNG", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The linear constraint solver under Auto Layout: names no UIKit type, so the compiler
        // keeps it that way.
        .target(name: "PresentationKitSolver"),
        .target(
            name: "PresentationKitRendering",
            dependencies: ["PresentationKit", "CLibPNG", "CFreeType", "CFontconfig"]
        ),
        // The system libraries the renderer links, all on the machine image (.ci/run installs
        // their Debian packages where missing).
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
            dependencies: ["PresentationKit"],
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
            name: "GalleryTests",
            dependencies: ["gallery", "PresentationKit", "PresentationKitScenarios"]
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
