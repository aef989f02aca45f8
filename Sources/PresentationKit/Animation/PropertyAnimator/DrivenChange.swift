import Foundation

/// One property an animation block changed, in a block something other than the clock drives (a
/// property animator's, or one captured for a percent-driven transition): the values it moves
/// between and the layer animation that carries it.
@MainActor
struct DrivenChange {
    weak var view: UIView?
    let property: LayerProperty
    let old: AnimatableValue
    let new: AnimatableValue
    weak var animation: RunningAnimation?
}
