import Foundation

/// What the gallery wrote for one scenario, for the index page.
struct GalleryEntry {
    let name: String
    let summary: String
    let spriteFile: String
    let spriteFrameSize: (width: Int, height: Int)
    let spriteFrameCount: Int
    let presentationStrip: String
    /// The strip spanning the environment change, for a scenario with one.
    let environmentStrip: String?
    let dismissalStrip: String
    let plot: String
    let timeline: ScenarioTimeline
}

/// `gallery/index.html`: every scenario as an animated sprite (CSS steps over the sprite sheet),
/// its film strips (presentation, environment change if any, dismissal), its property plot and its
/// callback timeline.
@MainActor
enum GalleryIndex {
    static func html(_ entries: [GalleryEntry], spriteRate: Double) -> String {
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>PresentationKit gallery</title>
            <style>
            body { font-family: "DejaVu Sans", sans-serif; margin: 24px; background: #fafafa; color: #222; }
            section { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            .sprite { background-repeat: no-repeat; border: 1px solid #ccc; flex: none; }
            .strip { max-width: 100%; border: 1px solid #ccc; }
            table { border-collapse: collapse; font-size: 12px; }
            td { padding: 1px 8px; border-bottom: 1px solid #eee; font-family: "DejaVu Sans Mono", monospace; }

            """
        for (index, entry) in entries.enumerated() {
            let duration = Double(entry.spriteFrameCount) / spriteRate
            let stripWidth = entry.spriteFrameSize.width * entry.spriteFrameCount
            page += """
                #sprite\(index) { width: \(entry.spriteFrameSize.width)px; height: \(entry.spriteFrameSize.height)px; \
                background-image: url("\(entry.spriteFile)"); \
                animation: play\(index) \(String(format: "%.3f", duration))s steps(\(entry.spriteFrameCount)) infinite; }
                @keyframes play\(index) { from { background-position: 0 0; } to { background-position: -\(stripWidth)px 0; } }

                """
        }
        page += "</style></head><body>\n<h1>PresentationKit gallery</h1>\n"
        page +=
            "<p>Every scenario rendered by PresentationKitRendering from presentation values on the virtual clock.</p>\n"
        for (index, entry) in entries.enumerated() {
            page += """
                <section id="\(entry.name)"><h2>\(entry.name)</h2><p>\(entry.summary.escapingMarkup)</p>
                <div class="row"><div class="sprite" id="sprite\(index)"></div>
                <div><h3>Properties</h3><img src="\(entry.plot)" alt="animated properties of \(entry.name)">
                <h3>Callbacks</h3><table>

                """
            for record in entry.timeline.callbacks {
                page +=
                    "<tr><td>\(String(format: "%.4f s", record.time))</td><td>\(record.receiver.escapingMarkup).\(record.callback.escapingMarkup)</td></tr>\n"
            }
            page += """
                </table></div></div>
                <h3>Presentation</h3><img class="strip" src="\(entry.presentationStrip)" alt="presentation film strip">

                """
            if let environmentStrip = entry.environmentStrip {
                page += """
                    <h3>Environment change</h3><img class="strip" src="\(environmentStrip)" alt="environment change film strip">

                    """
            }
            page += """
                <h3>Dismissal</h3><img class="strip" src="\(entry.dismissalStrip)" alt="dismissal film strip">
                </section>

                """
        }
        return page + "</body></html>\n"
    }
}
