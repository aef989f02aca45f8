import Foundation

// Which key paths can be observed, and on what stored values each depends.
//
// A key path written in app code (`\UIScrollView.contentOffset`, or `\.frame` on a `MyView`) is
// equal only to a key path with the same root type, so the table is built for the root type of
// the call: the marker protocols below let a generic function name `\Root.contentOffset` once it
// knows the root is a scroll view.

/// Marks the view classes, so a generic root can be opened as a view.
protocol ObservableViewRoot: UIView {}
extension UIView: ObservableViewRoot {}
/// Marks the scroll views.
protocol ObservableScrollViewRoot: UIScrollView {}
extension UIScrollView: ObservableScrollViewRoot {}
/// Marks the layers.
protocol ObservableLayerRoot: CALayer {}
extension CALayer: ObservableLayerRoot {}
/// Marks the view controllers.
protocol ObservableControllerRoot: UIViewController {}
extension UIViewController: ObservableControllerRoot {}

@MainActor
enum ObservableKeyPaths {
    /// What the README and the diagnostic list as observable.
    static let summary =
        "UIView frame, bounds, center, isHidden, alpha, transform, transform3D; UIScrollView contentOffset, "
        + "contentSize, contentInset; UIViewController preferredContentSize; CALayer bounds, position, frame, "
        + "anchorPoint, transform, opacity, isHidden; the controls' values (UISlider and UIStepper value, "
        + "UISwitch isOn, UISegmentedControl selectedSegmentIndex, UIPageControl currentPage, UIProgressView progress)"

    /// The stored values `keyPath` (rooted at `root`) is derived from; nil when it is not observable.
    static func keys<Root>(of keyPath: AnyKeyPath, root: Root.Type) -> ObservedKeys? {
        if let view = root as? any ObservableViewRoot.Type { return viewKeys(of: keyPath, view) }
        if let layer = root as? any ObservableLayerRoot.Type { return layerKeys(of: keyPath, layer) }
        if let controller = root as? any ObservableControllerRoot.Type {
            return controllerKeys(of: keyPath, controller)
        }
        return nil
    }

    private static func lookUp(_ keyPath: AnyKeyPath, in table: [(AnyKeyPath, ObservedKeys)]) -> ObservedKeys?
    {
        table.first { $0.0 == keyPath }?.1
    }

    private static func viewKeys<View: ObservableViewRoot>(of keyPath: AnyKeyPath, _: View.Type)
        -> ObservedKeys?
    {
        let table: [(AnyKeyPath, ObservedKeys)] = [
            (\View.frame, .frame), (\View.bounds, .bounds), (\View.center, .position),
            (\View.isHidden, .hidden), (\View.alpha, .opacity), (\View.transform, .transform),
            (\View.transform3D, .transform),
        ]
        if let keys = lookUp(keyPath, in: table) { return keys }
        if let scrollView = View.self as? any ObservableScrollViewRoot.Type {
            return scrollViewKeys(of: keyPath, scrollView)
        }
        return ObservableControls.keys(of: keyPath, root: View.self)
    }

    private static func scrollViewKeys<ScrollView: ObservableScrollViewRoot>(
        of keyPath: AnyKeyPath, _: ScrollView.Type
    ) -> ObservedKeys? {
        lookUp(
            keyPath,
            in: [
                (\ScrollView.contentOffset, .boundsOrigin), (\ScrollView.contentSize, .contentSize),
                (\ScrollView.contentInset, .contentInset),
            ])
    }

    private static func layerKeys<Layer: ObservableLayerRoot>(of keyPath: AnyKeyPath, _: Layer.Type)
        -> ObservedKeys?
    {
        lookUp(
            keyPath,
            in: [
                (\Layer.bounds, .bounds), (\Layer.position, .position), (\Layer.frame, .frame),
                (\Layer.anchorPoint, .anchorPoint), (\Layer.transform, .transform),
                (\Layer.opacity, .opacity),
                (\Layer.isHidden, .hidden),
            ])
    }

    private static func controllerKeys<Controller: ObservableControllerRoot>(
        of keyPath: AnyKeyPath, _: Controller.Type
    ) -> ObservedKeys? {
        lookUp(keyPath, in: [(\Controller.preferredContentSize, .preferredContentSize)])
    }
}

/// Marks the controls whose value can be observed.
protocol ObservableSliderRoot: UISlider {}
extension UISlider: ObservableSliderRoot {}
protocol ObservableSwitchRoot: UISwitch {}
extension UISwitch: ObservableSwitchRoot {}
protocol ObservableSegmentedControlRoot: UISegmentedControl {}
extension UISegmentedControl: ObservableSegmentedControlRoot {}
protocol ObservableStepperRoot: UIStepper {}
extension UIStepper: ObservableStepperRoot {}
protocol ObservablePageControlRoot: UIPageControl {}
extension UIPageControl: ObservablePageControlRoot {}
protocol ObservableProgressViewRoot: UIProgressView {}
extension UIProgressView: ObservableProgressViewRoot {}

/// The controls' observable values: each control's one value.
@MainActor
enum ObservableControls {
    static func keys<View: UIView>(of keyPath: AnyKeyPath, root: View.Type) -> ObservedKeys? {
        if let slider = root as? any ObservableSliderRoot.Type { return sliderKeys(keyPath, slider) }
        if let control = root as? any ObservableSwitchRoot.Type { return switchKeys(keyPath, control) }
        if let control = root as? any ObservableSegmentedControlRoot.Type {
            return segmentedKeys(keyPath, control)
        }
        if let control = root as? any ObservableStepperRoot.Type { return stepperKeys(keyPath, control) }
        if let control = root as? any ObservablePageControlRoot.Type { return pageKeys(keyPath, control) }
        if let view = root as? any ObservableProgressViewRoot.Type { return progressKeys(keyPath, view) }
        return nil
    }

    private static func sliderKeys<Root: ObservableSliderRoot>(_ keyPath: AnyKeyPath, _: Root.Type)
        -> ObservedKeys?
    {
        keyPath == \Root.value ? .controlValue : nil
    }
    private static func switchKeys<Root: ObservableSwitchRoot>(_ keyPath: AnyKeyPath, _: Root.Type)
        -> ObservedKeys?
    {
        keyPath == \Root.isOn ? .controlValue : nil
    }
    private static func segmentedKeys<Root: ObservableSegmentedControlRoot>(
        _ keyPath: AnyKeyPath, _: Root.Type
    ) -> ObservedKeys? {
        keyPath == \Root.selectedSegmentIndex ? .controlValue : nil
    }
    private static func stepperKeys<Root: ObservableStepperRoot>(_ keyPath: AnyKeyPath, _: Root.Type)
        -> ObservedKeys?
    {
        keyPath == \Root.value ? .controlValue : nil
    }
    private static func pageKeys<Root: ObservablePageControlRoot>(_ keyPath: AnyKeyPath, _: Root.Type)
        -> ObservedKeys?
    {
        keyPath == \Root.currentPage ? .controlValue : nil
    }
    private static func progressKeys<Root: ObservableProgressViewRoot>(
        _ keyPath: AnyKeyPath, _: Root.Type
    ) -> ObservedKeys? {
        keyPath == \Root.progress ? .controlValue : nil
    }
}
