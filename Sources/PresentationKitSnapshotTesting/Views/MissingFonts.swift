import Foundation
import PresentationKit
import PresentationKitRendering
@_spi(Internals) import SnapshotTesting

/// A snapshot drawn without some of its text fails the test with the reason and the fix, rather
/// than passing or failing as a picture that silently lacks its labels.
///
/// The renderer draws text with DejaVu Sans and DejaVu Sans Bold, found through fontconfig by family
/// name and never substituted (another family's metrics would move every glyph); where fontconfig
/// finds neither, or FreeType cannot open the file, it leaves the text out and reports
/// `renderingSkippedText`. This turns that report into a test failure, through swift-snapshot-testing's
/// own issue reporting (swift-testing or XCTest, whichever runs the test).
enum MissingFonts {
    /// Records a test failure when `diagnostics` say text was left out; does nothing otherwise.
    static func check(_ diagnostics: some Sequence<Diagnostic>) {
        var reasons: [String] = []
        for diagnostic in diagnostics where diagnostic.kind == .renderingSkippedText {
            if !reasons.contains(diagnostic.message) { reasons.append(diagnostic.message) }
        }
        guard !reasons.isEmpty else { return }
        recordIssue(
            message(reasons), fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    /// The failure's text.
    static func message(_ reasons: [String]) -> String {
        """
        The snapshot was drawn without some of its text, so it would not match one taken where the \
        fonts are installed:
        \(reasons.map { "  \($0)" }.joined(separator: "\n"))
        Snapshots draw text with DejaVu Sans and DejaVu Sans Bold, found through fontconfig (Debian \
        and Ubuntu: apt-get install fonts-dejavu-core); see "Determinism" in the article Testing \
        presentations.
        """
    }
}
