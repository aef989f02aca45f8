@testable import PresentationKit

extension BarBackgroundView {
    /// What the bar's background draws now: the blur, the colour, the image, and whether the
    /// shadow line (or image) shows and which image it is.
    @MainActor
    var drawnLook: (blur: UIBlurEffect?, color: UIColor?, image: UIImage?, line: Bool, lineImage: UIImage?) {
        let effectView = subviews.compactMap { $0 as? UIVisualEffectView }.first
        let colorView = subviews[1]
        let imageView = subviews[2] as? UIImageView
        return (
            effectView?.isHidden == false ? effectView?.effect as? UIBlurEffect : nil,
            colorView.isHidden ? nil : colorView.backgroundColor,
            imageView?.isHidden == false ? imageView?.image : nil,
            !shadowView.isHidden,
            shadowView.isHidden ? nil : shadowView.image
        )
    }
}
