import PresentationKit

// How iOS apps turn a view into an image for a transition's background (written for this project
// in the shape public presentation libraries take): the hierarchy drawn into an image renderer, or
// a layer rendered into its context. The only edit from the iOS source is the import.

extension UIView {
    func capturedImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    func renderedLayerImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
