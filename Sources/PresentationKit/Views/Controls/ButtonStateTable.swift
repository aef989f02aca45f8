import Foundation

/// A button's values per control state (titles, colours, images), looked up as UIKit does: the
/// value set for the exact state, else the one for `.normal`.
struct ButtonStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`, without falling back.
    func exact(_ state: UIControl.State) -> Value? { values[state.rawValue] }

    /// The value for `state`: its own, else `.normal`'s.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
