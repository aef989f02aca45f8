import CCairo
import DrawingPeer
import Foundation
import PresentationKit

// Times the drawn sheet's paths, ours and cairo's, alternating, for profiling.
let loops = Int(CommandLine.arguments.dropFirst().first ?? "300") ?? 300
let onlyOurs = CommandLine.arguments.contains("--ours")
let only = CommandLine.arguments.firstIndex(of: "--only").map { Int(CommandLine.arguments[$0 + 1])! }
let drawings = only.map { [drawnSheetDrawings()[$0]] } ?? drawnSheetDrawings()
let elements = drawings.map(\.elements)
// `--allocate-cairo-first`: cairo's surface is made before our context (which memory each side
// gets may matter as much as what it does with it).
let earlyCairo =
    CommandLine.arguments.contains("--allocate-cairo-first")
    ? CairoCanvas(width: 1170, height: 2532, scale: 3) : nil
let context = peerBitmapContext(width: 1170, height: 2532, scale: 3)
let cairo = earlyCairo ?? CairoCanvas(width: 1170, height: 2532, scale: 3)
let clock = ContinuousClock()
var ours: [Duration] = []
var theirs: [Duration] = []
var parts = [[Duration]](repeating: [], count: drawings.count)
var cairoParts = [[Duration]](repeating: [], count: drawings.count)
let cairoFirst = CommandLine.arguments.contains("--cairo-first")
@MainActor func drawCairo() {
    let cairoStart = clock.now
    for (index, (drawing, elements)) in zip(drawings, elements).enumerated() {
        let partStart = clock.now
        drawing.draw(with: cairo.cr, elements: elements)
        cairo_surface_flush(cairo.surface)
        cairoParts[index].append(clock.now - partStart)
    }
    theirs.append(clock.now - cairoStart)
}
for _ in 0..<loops {
    if cairoFirst && !onlyOurs { drawCairo() }
    let start = clock.now
    for (index, drawing) in drawings.enumerated() {
        let partStart = clock.now
        drawing.draw(in: context)
        parts[index].append(clock.now - partStart)
    }
    ours.append(clock.now - start)
    if !onlyOurs && !cairoFirst { drawCairo() }
}
func median(_ values: [Duration]) -> Double {
    guard !values.isEmpty else { return 0 }
    let middle = values.sorted()[values.count / 2].components
    return Double(middle.seconds) * 1e6 + Double(middle.attoseconds) / 1e12
}
let ratios = zip(ours, theirs).map {
    Double($0.0.components.attoseconds) / Double($0.1.components.attoseconds)
}.sorted()
print(
    "ours p50 \(median(ours)) µs"
        + (onlyOurs
            ? ""
            : ", cairo p50 \(median(theirs)) µs, ratio p50 \(ratios.isEmpty ? 0 : ratios[ratios.count / 2])"))
for (index, drawing) in drawings.enumerated() {
    print(
        "  \(drawing.name): \(median(parts[index])) µs p50"
            + (onlyOurs ? "" : ", cairo \(median(cairoParts[index])) µs p50"))
}
// Splits: a plain rectangle of the sheet's size, filled.
if CommandLine.arguments.contains("--splits") {
    let rect = CGRect(x: 0, y: 338, width: 390, height: 506)
    var times: [Duration] = []
    for _ in 0..<loops {
        let start = clock.now
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(rect)
        times.append(clock.now - start)
    }
    print("plain rect fill p50 \(median(times)) µs")
    let data = context.data!.assumingMemoryBound(to: UInt32.self)
    times = []
    for _ in 0..<loops {
        let start = clock.now
        for row in 1014..<2532 { (data + row * 1170).update(repeating: 0xFF00_0000, count: 1170) }
        times.append(clock.now - start)
    }
    print("raw rows p50 \(median(times)) µs")
}
// `--copy-stroke`: the strokes as `CAShapeLayer` paints them: `CGPath.copy(strokingWithWidth:…)`
// of the path in points, then the outline filled at 3× (each stroke's p50, and the outline's
// element count).
if CommandLine.arguments.contains("--copy-stroke") {
    for drawing in drawnSheetDrawings() where drawing.stroke {
        var times: [Duration] = []
        var elements = 0
        for _ in 0..<loops {
            let start = clock.now
            let outline = drawing.path.copy(
                strokingWithWidth: drawing.lineWidth, lineCap: drawing.cap, lineJoin: drawing.join,
                miterLimit: 10)
            context.addPath(outline)
            context.fillPath()
            times.append(clock.now - start)
            elements = 0
            outline.applyWithBlock { _ in elements += 1 }
        }
        print(
            "copy(strokingWithWidth:) + fill, \(drawing.name): \(median(times)) µs p50, \(elements) elements")
    }
}
