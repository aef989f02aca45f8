import DrawingPeer
import Foundation

// The coverage check (issue 29): PresentationKit's anti-aliased fills and strokes against cairo's,
// pixel by pixel, over the coverage set (curves, arcs, even-odd holes, dashes, joins, caps).
// cairo draws at 16 times the resolution, averaged down: the exact area coverage to within a
// level. Prints each drawing's largest difference and exits 1 when any drawing exceeds what it is
// allowed (`CoverageCase`). Run `swift run -c release cairo-coverage-check` in Benchmarks/;
// `--verbose` lists the first pixels beyond the plain tolerance, `--write FOLDER` writes each
// drawing's two renderings as a PNG there (ours above, cairo's below).

let arguments = CommandLine.arguments
// `--sheet-loop N`: only fill and stroke the drawn sheet's paths N times at 1170 × 2532 (for a
// profiler), no check.
if let index = arguments.firstIndex(of: "--sheet-loop"), index + 1 < arguments.count,
    let count = Int(arguments[index + 1])
{
    let context = peerBitmapContext(width: 1170, height: 2532, scale: 3)
    let drawings = drawnSheetDrawings()
    for _ in 0..<count {
        for drawing in drawings { drawing.draw(in: context) }
    }
    exit(0)
}
let folder = arguments.firstIndex(of: "--write").flatMap {
    $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
print(
    "coverage against cairo's exact coverage, 200 × 200 px each; plain tolerance: every pixel within "
        + "\(CoverageCase.edge) levels")
var failed = false
for test in coverageCases() {
    // Unbuffered, so that a crash inside a drawing names it.
    FileHandle.standardError.write(Data("… \(test.drawing.name)\n".utf8))
    let result = compareWithCairo(test.drawing, writingTo: folder)
    let ok = result.largest <= test.largest && result.outliers <= test.outliers
    failed = failed || !ok
    var line =
        "\(ok ? "ok  " : "FAIL") \(result.name): largest \(result.largest) levels (allowed \(test.largest))"
    line +=
        " at (\(result.worstPixel.x), \(result.worstPixel.y)); \(result.outliers) of \(result.painted) painted"
    line += " pixels beyond \(CoverageCase.edge) levels (allowed \(test.outliers))"
    if let reason = test.reason { line += "; wider allowance: \(reason)" }
    print(line)
    if arguments.contains("--verbose") {
        print(
            "    "
                + result.samples.map { "(\($0.x), \($0.y)): \($0.ours) vs \($0.cairo)" }.joined(
                    separator: ", "))
    }
}
print(failed ? "coverage check FAILED" : "coverage check passed")
exit(failed ? 1 : 0)
