extension UIView {

}
