/// What the events layer keeps on each view: its gesture recognizers.
struct ViewEventState {
    var gestureRecognizers: [UIGestureRecognizer] = []
}
