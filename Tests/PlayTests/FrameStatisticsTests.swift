import PresentationKitPlay
import Testing

@Suite("frame statistics")
struct FrameStatisticsTests {
    @Test(
        "median and 99th percentile by nearest rank over the frames after the first; the first reported apart"
    )
    func percentilesLeaveOutTheFirstFrame() {
        var statistics = FrameStatistics()
        // The window opening: 0.5 s. Then 100 frames of 1 … 100 ms, shuffled.
        statistics.record(FrameTiming(interval: 0.5, pass: 0, render: 0, present: 0.5))
        for milliseconds in (1...100).map({ ($0 * 37) % 100 + 1 }) {
            let seconds = Double(milliseconds) / 1000
            statistics.record(
                FrameTiming(interval: seconds, pass: seconds / 4, render: seconds / 2, present: 0))
        }
        let interval = statistics.summary(\.interval)
        // Ranks ⌈0.5 × 100⌉ = 50 and ⌈0.99 × 100⌉ = 99 of 1 … 100 ms.
        #expect(abs(interval.median - 0.050) < 1e-12 && abs(interval.p99 - 0.099) < 1e-12)
        #expect(abs(statistics.summary(\.work).p99 - 0.099 * 0.75) < 1e-12)
        #expect(statistics.firstFrame?.interval == 0.5)
        let json = statistics.json()
        #expect(json.contains("\"frames\": 101"))
        #expect(json.contains("\"interval\": {\"median_ms\": 50.00, \"p99_ms\": 99.00}"))
        #expect(json.contains("\"first_frame_ms\": 500.00"))
    }
}
