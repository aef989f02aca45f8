import Foundation
import Testing

@testable import PresentationKit

/// Trait collections as values, and the traits a window of a given size gets (Behaviour 9.1).
@MainActor
@Suite("UITraitCollection")
struct UITraitCollectionTests {
    @Test("single-trait initializers leave the other traits unspecified")
    func singleTraits() {
        let empty = UITraitCollection()
        #expect(empty.horizontalSizeClass == .unspecified && empty.verticalSizeClass == .unspecified)
        #expect(empty.userInterfaceIdiom == .unspecified && empty.displayScale == 0)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        #expect(compact.horizontalSizeClass == .compact && compact.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).horizontalSizeClass == .unspecified)
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it")
    func merging() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 3),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(),
        ])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.displayScale == 3)
        #expect(merged.userInterfaceIdiom == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test("equality compares every trait; containsTraits(in:) only the specified ones")
    func equalityAndContainment() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
        ])
        let same = UITraitCollection(traitsFrom: [phone])
        #expect(phone == same)
        #expect(phone != UITraitCollection(horizontalSizeClass: .compact))
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: nil))
        #expect(!UITraitCollection().containsTraits(in: phone))
        #expect(Set([phone, same]).count == 1)
    }

    private func traits(of size: CGSize) -> UITraitCollection {
        HeadlessHost(size: size, scale: 2).window.traitCollection
    }

    @Test(
        "an iPhone in portrait is compact width, regular height",
        arguments: [
            CGSize(width: 375, height: 667), CGSize(width: 390, height: 844), CGSize(width: 430, height: 932),
        ])
    func phonePortrait(size: CGSize) {
        let traits = traits(of: size)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 2)
    }

    @Test(
        "an iPhone in landscape is compact height; only the large models have a regular width",
        arguments: [
            (CGSize(width: 844, height: 390), UIUserInterfaceSizeClass.compact),
            (CGSize(width: 874, height: 402), .compact),
            (CGSize(width: 667, height: 375), .compact),
            (CGSize(width: 736, height: 414), .regular),
            (CGSize(width: 896, height: 414), .regular),
            (CGSize(width: 932, height: 430), .regular),
        ])
    func phoneLandscape(size: CGSize, width: UIUserInterfaceSizeClass) {
        let traits = traits(of: size)
        #expect(traits.verticalSizeClass == .compact)
        #expect(traits.horizontalSizeClass == width)
        #expect(traits.userInterfaceIdiom == .phone)
    }

    @Test(
        "an iPad is regular in both directions, in either orientation",
        arguments: [
            CGSize(width: 820, height: 1180), CGSize(width: 1180, height: 820),
            CGSize(width: 1024, height: 1366),
            CGSize(width: 744, height: 1133),
        ])
    func pad(size: CGSize) {
        let traits = traits(of: size)
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad)
    }

    @Test("an iPad window narrowed to a split-view width is compact width but still a pad")
    func padSplitView() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 1366))
        host.resize(to: CGSize(width: 375, height: 1366), duration: 0)
        let traits = host.window.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad)
        host.resize(to: CGSize(width: 678, height: 1366), duration: 0)
        #expect(host.window.traitCollection.horizontalSizeClass == .regular)
    }
}
