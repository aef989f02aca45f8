extension String {
    /// The text with `&`, `<` and `>` escaped, for HTML and SVG.
    var escapingMarkup: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
