import Foundation
import PresentationKit

/// A screen to present over, for the built-in style scenarios: a light root with a coloured header,
/// a title, a button near the top (a popover's source) and a child controller framed in the middle
/// that defines a presentation context.
@MainActor
public struct SampleStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The light "Presenting" screen, the window's root, which presents.
    public let root: UIViewController
    /// The white "Show" button near the top of the root's view, centred: a popover's source.
    public let button: UIButton
    /// A child controller that defines the presentation context, framed in the middle of the screen.
    public let contextChild: UIViewController

    /// Builds the stage on a host of `size`: the root with its indigo header and button, and the context
    /// child framed 300 points tall in the middle, 20 points inside each side; then lets it all appear.
    public init(size: CGSize) {
        host = HeadlessHost(size: size)
        root = SampleContentViewController(
            title: "Presenting", color: .secondarySystemBackground, textColor: .label)
        host.window.rootViewController = root
        let header = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 120))
        header.backgroundColor = .systemIndigo
        header.autoresizingMask = [.flexibleWidth]
        root.view.insertSubview(header, at: 0)
        button = UIButton(type: .system)
        button.setTitle("Show", for: .normal)
        button.frame = CGRect(x: size.width / 2 - 50, y: 60, width: 100, height: 44)
        button.backgroundColor = .white
        button.layer.cornerRadius = 8
        root.view.addSubview(button)
        contextChild = SampleContentViewController(title: "Context", color: .systemTeal)
        contextChild.definesPresentationContext = true
        root.addChild(contextChild)
        contextChild.view.frame = CGRect(x: 20, y: size.height / 2 - 150, width: size.width - 40, height: 300)
        root.view.addSubview(contextChild.view)
        contextChild.didMove(toParent: root)
        host.runUntilIdle()
    }
}

/// A plain screen: a background colour and a centred title.
public final class SampleContentViewController: UIViewController {
    private let titleText: String
    private let color: UIColor
    private let textColor: UIColor

    /// Creates a screen titled `title` over `color`, its title drawn in `textColor` (white by default).
    public init(title: String, color: UIColor, textColor: UIColor = .white) {
        titleText = title
        self.color = color
        self.textColor = textColor
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Fills the view with its colour and centres the bold title in it, keeping it centred as the view
    /// resizes.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel()
        label.text = titleText
        label.textColor = textColor
        label.font = .boldSystemFont(ofSize: 28)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 40)
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(label)
    }
}
