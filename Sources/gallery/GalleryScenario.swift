/// A scenario the gallery renders: the systems of SCENARIOS.md, by name.
struct GalleryScenario {
    let name: String
    let summary: String

    static let all: [GalleryScenario] = [
        GalleryScenario(name: "s1-dimming-button", summary: "dimming button, card springs down from the top"),
        GalleryScenario(name: "s2-alert-card", summary: "alert-like card at the bottom, default transition"),
        GalleryScenario(name: "s3-centred-form", summary: "centred form over a grey dim (tablet)"),
        GalleryScenario(name: "s4-fade-and-rise", summary: "fade-and-rise animators over full screen"),
        GalleryScenario(name: "s5-right-half", summary: "Apple's guide: right half, dim behind"),
    ]
}
