// swift-format-ignore-file
// (App code as apps write it, not formatted as the package is.)
import UIKit

// What the tool refuses: each line below needs the Objective-C runtime or an archive.

extension UIViewController {
    static func swizzleViewDidAppear() {
        guard let original = class_getInstanceMethod(UIViewController.self, #selector(viewDidAppear(_:))),
              let swizzled = class_getInstanceMethod(UIViewController.self, #selector(tracked_viewDidAppear(_:)))
        else { return }
        method_exchangeImplementations(original, swizzled)
    }

    @objc func tracked_viewDidAppear(_ animated: Bool) {
        tracked_viewDidAppear(animated)
    }
}

final class Router {
    func controller(named name: String) -> UIViewController? {
        let type = NSClassFromString("MyApp.\(name)") as? UIViewController.Type
        return type?.init()
    }

    func statusBarView() -> UIView? {
        return UIApplication.shared.value(forKey: "statusBar") as? UIView
    }

    func fromStoryboard() -> UIViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "Detail")
    }

    func refresh(_ target: UIViewController) {
        let timer = Timer.scheduledTimer(timeInterval: 1, target: target, selector: #selector(UIViewController.loadViewIfNeeded), userInfo: nil, repeats: false)
        _ = timer
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

final class ProgressObserver: NSObject {
    func watch(_ scrollView: UIScrollView) {
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: .new, context: nil)
    }

    func stopWatching(_ scrollView: UIScrollView) {
        scrollView.removeObserver(self, forKeyPath: "contentOffset")
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        print(change?[.newKey] as Any)
    }
}

final class LegacyViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.title = "Detail"
    }
}
