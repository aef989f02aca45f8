import Foundation
import PresentationKit
import PresentationKitScenarios

/// The scenes the render benchmarks draw, each frozen mid-transition and checked against cairo's
/// frame at a few points.
@MainActor
enum RenderScenes {
    /// Scenario S1 0.1 s into its presentation: the dim partly up over the white root, the blue
    /// card partly down.
    static func s1MidTransition(scale: CGFloat) -> SceneFrameFixture {
        let stage = ScenarioStage()
        let card = S1PresentedViewController()
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.1)
        let fixture = SceneFrameFixture(host: stage.host, scale: scale, keep: [card, stage.root])
        let s = Double(scale)
        fixture.check(
            "S1 at \(scale)×",
            probes: [(Int(10 * s), Int(10 * s)), (Int(380 * s), Int(800 * s)), (Int(195 * s), Int(60 * s))])
        return fixture
    }

    /// The phone's page sheet 0.15 s into its presentation over the sample screen: the presenter
    /// shrinking behind with rounded corners (the card stack), the dim rising, and the sheet
    /// holding a rounded card with a shadow, four 17-pt labels and two buttons.
    /// Without `shadow`, the card casts none: the same frame without the one part the cairo peer
    /// has to blur by hand.
    static func busySheet(shadow: Bool = true) -> SceneFrameFixture {
        let stage = SampleStage(size: ScenarioCatalog.phone)
        let sheet = BusySheetViewController()
        sheet.castsShadow = shadow
        sheet.modalPresentationStyle = .pageSheet
        stage.root.present(sheet, animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.15)
        let fixture = SceneFrameFixture(host: stage.host, scale: 3, keep: [sheet, stage.root])
        fixture.check(
            shadow ? "busy sheet" : "busy sheet without shadow",
            probes: [(600, 1300), (600, 2400), (1100, 2300)])
        return fixture
    }

    /// `.flipHorizontal` a third of the way through its turn: the presenter seen in perspective.
    static func flipMidTurn() -> SceneFrameFixture {
        let stage = SampleStage(size: ScenarioCatalog.phone)
        let presented = SampleContentViewController(title: "Presented", color: .systemBlue)
        presented.modalTransitionStyle = .flipHorizontal
        presented.modalPresentationStyle = .fullScreen
        stage.root.present(presented, animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.15)
        let fixture = SceneFrameFixture(host: stage.host, scale: 3, keep: [presented, stage.root])
        fixture.check("flip", probes: [(585, 1266), (585, 600)])
        return fixture
    }
}

/// A sheet's content as apps write it: a card with a shadow holding four lines of text, and two
/// buttons under it.
final class BusySheetViewController: UIViewController {
    var castsShadow = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 350, height: 220))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = castsShadow ? 0.25 : 0
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(card)
        for (index, line) in ["Order #4471", "2 items · €38.50", "Arrives tomorrow", "Track your parcel"]
            .enumerated()
        {
            let label = UILabel(frame: CGRect(x: 20, y: 24 + CGFloat(index) * 44, width: 310, height: 30))
            label.text = line
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            card.addSubview(label)
        }
        for (index, title) in ["Done", "Cancel"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20, y: 290 + CGFloat(index) * 64, width: 350, height: 50)
            button.backgroundColor = index == 0 ? .systemBlue : .systemGray5
            button.setTitleColor(index == 0 ? .white : .systemBlue, for: .normal)
            button.layer.cornerRadius = 12
            view.addSubview(button)
        }
    }
}
