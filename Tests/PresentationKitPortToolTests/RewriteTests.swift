import PresentationKitPort
import Testing

/// Ports one file's text and returns it with the report.
func port(_ text: String, path: String = "File.swift") -> (String, [String]) {
    let result = Porter.port([PortSourceFile(path: path, text: text)])
    return (result.files[0].text, result.diagnostics.map(\.description))
}

@Suite("Port tool · single rewrites")
struct RewriteTests {
    @Test("imports of UIKit and its companions become one import of PresentationKit")
    func imports() {
        let (text, report) = port("import UIKit\nimport QuartzCore\nimport Foundation\n\nlet x = 1\n")
        #expect(text == "import PresentationKit\nimport Foundation\n\nlet x = 1\n")
        #expect(report.isEmpty)
    }

    @Test("Objective-C and Interface Builder attributes and dynamic go; the declaration keeps its place")
    func attributes() {
        let source = """
            @IBDesignable @objcMembers
            class Card: UIView {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var progress: CGFloat = 0
                @objc
                func tapped() {}
                @IBAction private func close(_ sender: Any) {}
            }

            """
        let expected = """
            class Card: UIView {
                weak var label: UILabel!
                var progress: CGFloat = 0
                func tapped() {}
                private func close(_ sender: Any) {}
            }

            """
        #expect(port(source).0 == expected)
    }

    @Test("os(iOS) takes Linux along; canImport(UIKit) asks for PresentationKit")
    func platformGuards() {
        let source =
            "#if os(iOS)\nlet a = 1\n#elseif canImport(UIKit) && !os(tvOS)\nlet b = 2\n#endif\n#if !os(iOS)\nlet c = 3\n#endif\n"
        let expected =
            "#if os(iOS) || os(Linux)\nlet a = 1\n#elseif canImport(PresentationKit) && !os(tvOS)\nlet b = 2\n#endif\n#if !(os(iOS) || os(Linux))\nlet c = 3\n#endif\n"
        #expect(port(source).0 == expected)
    }

    @Test("target–action selectors become method references, typed for an untyped sender")
    func targetAction() {
        let source = """
            class Screen: UIViewController {
                func wire(_ button: UIButton, _ other: Other) {
                    button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
                    button.addTarget(other, action: #selector(Other.ping), for: .touchUpInside)
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(self.panned)))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                }
                @objc func close(_ sender: Any) {}
                @objc func panned(_ pan: UIPanGestureRecognizer) {}
                @objc func cancel() {}
            }

            """
        let (text, report) = port(source)
        #expect(
            text.contains("action: Screen.close(_:) as (Screen) -> (UIControl) -> Void, for: .touchUpInside"))
        #expect(text.contains("button.addTarget(other, action: Other.ping, for: .touchUpInside)"))
        #expect(text.contains("UIPanGestureRecognizer(target: self, action: Screen.panned(_:))"))
        #expect(text.contains("target: self, action: Screen.cancel)"))
        #expect(report.isEmpty)
    }

    @Test("a nil target (the responder chain) is reported, not rewritten")
    func nilTarget() {
        let (text, report) = port(
            "func f(_ b: UIButton) { b.addTarget(nil, action: #selector(UIResponder.resignFirstResponder), for: .touchUpInside) }\n"
        )
        #expect(text.contains("#selector"))
        #expect(report.count == 1)
        #expect(report.first?.hasPrefix("File.swift:1:25: warning: an action with a nil target") == true)
    }

    @Test("display links, perform and notification selectors take method references")
    func otherSelectors() {
        let source = """
            class Ticker: NSObject {
                func start() {
                    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    perform(#selector(stop), with: nil, afterDelay: 1.5)
                    NotificationCenter.default.addObserver(self, selector: #selector(Ticker.changed), name: .NSCalendarDayChanged, object: nil)
                    _ = link
                }
                @objc func step(_ link: CADisplayLink) {}
                @objc func stop() {}
                @objc func changed(_ note: Notification) {}
            }

            """
        let (text, report) = port(source)
        #expect(
            text.contains("let link = UIScreen.main.displayLink(withTarget: self, action: Ticker.step(_:))!"))
        #expect(text.contains("perform(Ticker.stop, with: nil, afterDelay: 1.5)"))
        #expect(
            text.contains(
                "addObserver(self, selector: Ticker.changed(_:), name: .NSCalendarDayChanged, object: nil)"))
        #expect(report.isEmpty)
    }

    @Test(
        "optional requirements get defaults: nothing, the callers' fallback, or an empty value marked FIXME")
    func optionalRequirements() {
        let source = """
            @objc protocol PanelDelegate {
                @objc optional func panelDidOpen(_ panel: Panel)
                @objc optional func panelWidth(_ panel: Panel) -> CGFloat
                @objc optional func panelTitle(_ panel: Panel) -> String?
                @objc optional func panelInset(_ panel: Panel) -> CGFloat
                func panelRequired()
            }
            final class Panel {
                weak var delegate: PanelDelegate?
                func open() {
                    delegate?.panelDidOpen?(self)
                    let width = delegate?.panelWidth?(self) ?? 320
                    let inset = delegate?.panelInset?(self)
                    _ = (width, inset, delegate?.panelTitle?(self))
                }
            }

            """
        let (text, report) = port(source)
        #expect(text.contains("protocol PanelDelegate: AnyObject {\n    func panelDidOpen(_ panel: Panel)\n"))
        #expect(text.contains("    func panelDidOpen(_ panel: Panel) {}\n"))
        #expect(text.contains("    func panelWidth(_ panel: Panel) -> CGFloat { 320 }\n"))
        #expect(text.contains("    func panelTitle(_ panel: Panel) -> String? { nil }\n"))
        #expect(
            text.contains(
                "    func panelInset(_ panel: Panel) -> CGFloat { 0 }  // FIXME(presentationkit-port):"))
        #expect(text.contains("delegate?.panelDidOpen(self)"))
        #expect(text.contains("delegate?.panelWidth(self) ?? 320"))
        #expect(!text.contains("func panelRequired() {}"))
        #expect(report.count == 1)
        #expect(report.first?.contains("iOS gave its callers nil") == true)
    }

    @Test("overrides in an extension move into the class body in another file, with their comments")
    func overridesAcrossFiles() {
        let files = [
            PortSourceFile(
                path: "A.swift", text: "class Sheet: UIPresentationController {\n    var x = 1\n}\n"),
            PortSourceFile(
                path: "B.swift",
                text: """
                    // MARK: - Layout
                    extension Sheet {
                        /// Where the sheet sits.
                        override var frameOfPresentedViewInContainerView: CGRect { .zero }
                    }

                    extension Sheet: UIAdaptivePresentationControllerDelegate {
                        // Fades in.
                        override func presentationTransitionWillBegin() {}

                        func helper() {}
                    }

                    """),
        ]
        let result = Porter.port(files)
        #expect(
            result.files[0].text == """
                class Sheet: UIPresentationController {
                    var x = 1

                    // MARK: - Layout
                    /// Where the sheet sits.
                    override var frameOfPresentedViewInContainerView: CGRect { .zero }

                    // Fades in.
                    override func presentationTransitionWillBegin() {}
                }

                """)
        #expect(
            result.files[1].text == """


                extension Sheet: UIAdaptivePresentationControllerDelegate {

                    func helper() {}
                }

                """)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("#keyPath becomes the key's string; value(forKey:) on self a Swift key path")
    func keyPaths() {
        let source = """
            class Meter: UIView {
                var level: CGFloat = 0
                func pulse() {
                    let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
                    let current = value(forKey: "level") as? CGFloat
                    self.setValue(1, forKey: #keyPath(Meter.level))
                    _ = (animation, current)
                }
            }

            """
        let (text, report) = port(source)
        #expect(text.contains("CABasicAnimation(keyPath: \"opacity\")"))
        #expect(text.contains("let current = self[keyPath: \\Meter.level] as? CGFloat"))
        #expect(text.contains("self[keyPath: \\Meter.level] = 1"))
        #expect(report.isEmpty)
    }

    @Test("two protocols with a requirement of the same name each get their callers' fallback")
    func sameNameInTwoProtocols() {
        let source = """
            @objc protocol A { @objc optional func width(_ x: Int) -> CGFloat }
            @objc protocol B { @objc optional func width(_ x: Int) -> CGFloat }
            final class C {
                weak var a: A?
                weak var b: B?
                func f() -> CGFloat { (a?.width?(1) ?? 10) + (b?.width?(2) ?? 10) }
            }

            """
        let (text, report) = port(source)
        #expect(text.components(separatedBy: "func width(_ x: Int) -> CGFloat { 10 }").count == 3)
        #expect(report.isEmpty)
    }
}
