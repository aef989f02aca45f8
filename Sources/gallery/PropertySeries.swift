import Foundation
import PresentationKit

/// One animated property sampled over time: a view's presentation alpha, the presented view's
/// frame origin, the presenting view's scale.
struct PropertySeries {
    let name: String
    let unit: String
    var samples: [(time: TimeInterval, value: Double)] = []

    /// Whether the property moved at all (flat series are left out of plots).
    var varies: Bool {
        guard let first = samples.first?.value else { return false }
        return samples.contains { abs($0.value - first) > 1e-6 }
    }

    var range: ClosedRange<Double> {
        let values = samples.map(\.value)
        return (values.min() ?? 0)...(values.max() ?? 0)
    }
}

/// Samples the properties a presentation animates, from presentation values, at the host's time.
@MainActor
struct PropertySampler {
    private var series: [String: PropertySeries] = [:]
    private var order: [String] = []

    /// Records the presented view's frame and alpha, the presenting view's alpha and scale, the
    /// alpha of every other view the presentation controller put in its container (a dim), and,
    /// while a transition runs, its `percentComplete` (which moves with a finger or an interaction
    /// controller; without one it stays put and is left out as flat).
    mutating func sample(presented: UIViewController, presenting: UIViewController, at time: TimeInterval) {
        if let coordinator = presented.transitionCoordinator {
            add("transition percentComplete", "", Double(coordinator.percentComplete), time)
        }
        if let layer = presented.viewIfLoaded?.layer.presentation() {
            add("presented frame y", "pt", layer.frame.minY, time)
            add("presented frame x", "pt", layer.frame.minX, time)
            add("presented alpha", "", Double(layer.opacity), time)
        }
        if let layer = presenting.viewIfLoaded?.layer.presentation() {
            add("presenting alpha", "", Double(layer.opacity), time)
            add("presenting scale", "×", layer.transform.m22, time)
        }
        let container = presented.presentationController?.containerView
        for (index, view) in (container?.subviews ?? []).enumerated() where view !== presented.viewIfLoaded {
            guard let layer = view.layer.presentation() else { continue }
            add("container view \(index) (\(type(of: view))) alpha", "", Double(layer.opacity), time)
        }
    }

    private mutating func add(_ name: String, _ unit: String, _ value: Double, _ time: TimeInterval) {
        if series[name] == nil {
            series[name] = PropertySeries(name: name, unit: unit)
            order.append(name)
        }
        series[name]?.samples.append((time, value))
    }

    /// The series that moved, in the order first seen.
    var movingSeries: [PropertySeries] {
        order.compactMap { series[$0] }.filter(\.varies)
    }
}
