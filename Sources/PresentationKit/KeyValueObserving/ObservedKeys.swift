import Foundation

/// The stored values whose changes observations follow, one bit each. An observation listens to
/// the bits its key path is derived from (a view's `frame`: the layer's bounds size, position,
/// anchor point and transform); a change tells only the observations whose bits it touches.
struct ObservedKeys: OptionSet, Sendable {
    let rawValue: UInt32

    /// The layer's bounds origin (a scroll view's content offset).
    static let boundsOrigin = ObservedKeys(rawValue: 1 << 0)
    /// The layer's bounds size.
    static let boundsSize = ObservedKeys(rawValue: 1 << 1)
    /// The layer's position (a view's centre).
    static let position = ObservedKeys(rawValue: 1 << 2)
    /// The layer's anchor point.
    static let anchorPoint = ObservedKeys(rawValue: 1 << 3)
    /// The layer's transform.
    static let transform = ObservedKeys(rawValue: 1 << 4)
    /// The layer's opacity (a view's alpha).
    static let opacity = ObservedKeys(rawValue: 1 << 5)
    /// The layer's `isHidden`.
    static let hidden = ObservedKeys(rawValue: 1 << 6)
    /// A scroll view's `contentSize`.
    static let contentSize = ObservedKeys(rawValue: 1 << 7)
    /// A scroll view's `contentInset`.
    static let contentInset = ObservedKeys(rawValue: 1 << 8)
    /// A controller's `preferredContentSize`.
    static let preferredContentSize = ObservedKeys(rawValue: 1 << 9)
    /// A control's value (a slider's `value`, a switch's `isOn`, a segmented control's selection…).
    static let controlValue = ObservedKeys(rawValue: 1 << 10)

    /// Everything a layer's bounds are made of.
    static let bounds: ObservedKeys = [.boundsOrigin, .boundsSize]
    /// Everything a frame is derived from: not the bounds origin (scrolling moves no frame).
    static let frame: ObservedKeys = [.boundsSize, .position, .anchorPoint, .transform]
}
