import PresentationKitPort
import Testing

@Suite("Port tool · moved overrides' indentation, and the reports of timers and key-value observing")
struct ReportAndIndentTests {
    @Test(
        "an override moved into a nested class takes its body's indentation; a multi-line string in it keeps its value"
    )
    func nestedClassIndentation() {
        let quotes = "\"\"\""
        let files = [
            PortSourceFile(
                path: "A.swift",
                text: """
                    enum Cards {
                        final class Sheet: UIPresentationController {
                            var x = 1
                        }
                    }

                    """),
            PortSourceFile(
                path: "B.swift",
                text: """
                    // MARK: - Presentation
                    extension Cards.Sheet {
                        /// Fades in.
                        override func presentationTransitionWillBegin() {
                            if x > 0 {
                                print(\(quotes)
                                two
                                  lines
                                \(quotes))
                            }
                        }
                    }

                    """),
        ]
        let result = Porter.port(files)
        // Worked out by hand: every line of the member 4 spaces deeper, the string's lines and its
        // closing delimiter too (so its value, "two\n  lines", is what it was).
        #expect(
            result.files[0].text == """
                enum Cards {
                    final class Sheet: UIPresentationController {
                        var x = 1

                        // MARK: - Presentation
                        /// Fades in.
                        override func presentationTransitionWillBegin() {
                            if x > 0 {
                                print(\(quotes)
                                two
                                  lines
                                \(quotes))
                            }
                        }
                    }
                }

                """)
        #expect(result.diagnostics.isEmpty)
        // A class declared with its members at 2 spaces takes the moved member at 2 spaces.
        let twoSpaces = Porter.port([
            PortSourceFile(
                path: "C.swift",
                text:
                    "class Card: UIView {\n  var y = 0\n}\n\nextension Card {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n}\n"
            )
        ])
        #expect(
            twoSpaces.files[0].text
                == "class Card: UIView {\n  var y = 0\n\n  override func layoutSubviews() {\n      super.layoutSubviews()\n  }\n}\n"
        )
    }

    @Test(
        "into an empty class written on one line, the override goes one level in and the brace keeps its line"
    )
    func emptyClassOnOneLine() {
        let result = Porter.port([
            PortSourceFile(
                path: "A.swift",
                text:
                    "final class Dimmed: UIView {}\n\nextension Dimmed {\n\toverride func layoutSubviews() {}\n}\n"
            )
        ])
        #expect(
            result.files[0].text
                == "final class Dimmed: UIView {\n\n    override func layoutSubviews() {}\n}\n")
    }

    @Test("edits inside a moved override are made in the same pass as the move")
    func movedMemberKeepsItsEdits() {
        let source = """
            @objc protocol D { @objc optional func didMove(_ x: Int) }
            class Sheet: UIPresentationController {
                weak var d: D?
            }

            extension Sheet {
                @objc override func presentationTransitionWillBegin() {
                    d?.didMove?(1)
                }
            }

            """
        let result = Porter.port([PortSourceFile(path: "A.swift", text: source)])
        #expect(
            result.files[0].text.contains(
                """
                    weak var d: D?

                    override func presentationTransitionWillBegin() {
                        d?.didMove(1)
                    }
                }
                """))
        // Pass 1 rewrote everything; pass 2 found nothing left.
        #expect(result.passes == 2)
    }

    @Test("a Timer with a selector is reported with the edit onto the host's clock, one-shot and repeating")
    func timerReport() {
        let source = """
            class Poller: UIViewController {
                func start() {
                    Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
                    _ = Timer.scheduledTimer(timeInterval: 0.5, target: model, selector: #selector(Model.expire(_:)), userInfo: nil, repeats: false)
                }
                @objc func poll() {}
            }

            """
        let (text, report) = port(source)
        #expect(text.contains("#selector(poll)"), "left as written")
        #expect(report.count == 2)
        #expect(report[0].hasPrefix("File.swift:3:9: warning: a Timer fires on a Foundation run loop"))
        #expect(
            report[0].contains(
                "for a repeating timer, end 'poll' with `perform(Poller.poll, afterDelay: 5)` and call that once to start"
            ))
        #expect(report[1].hasPrefix("File.swift:4:13: warning: a Timer fires on a Foundation run loop"))
        #expect(
            report[1].contains(
                "call `model.perform(Model.expire(_:), afterDelay: 0.5)` (a method that took the Timer takes nothing now)"
            ))
        #expect(report[1].contains("`NSObject.cancelPreviousPerformRequests(withTarget: model)`"))
    }

    @Test("string-keyed key-value observing is reported with the Swift key path observation to write")
    func keyValueObservingReport() {
        let source = """
            final class Tracker: NSObject {
                func watch(_ scrollView: UIScrollView) {
                    scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
                    scrollView.removeObserver(self, forKeyPath: "contentOffset")
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }

            """
        let (_, report) = port(source)
        #expect(report.count == 3)
        #expect(report[0].hasPrefix("File.swift:3:9: warning: string-keyed key-value observing"))
        #expect(
            report[0].contains(
                "`scrollView.observe(\\.contentOffset, options: [.new]) { object, change in … }` (an NSKeyValueObservation) in a stored property of self"
            ))
        #expect(report[1].hasPrefix("File.swift:4:9: warning:"))
        #expect(report[1].contains("(set it to nil, or call its invalidate())"))
        #expect(report[2].hasPrefix("File.swift:6:19: warning: observeValue(forKeyPath:of:change:context:)"))
    }
}
