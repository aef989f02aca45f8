/// One thing the porting tool could not rewrite faithfully, with the edit a person should make.
///
/// Printed as a compiler diagnostic (`file:line:col: warning: message`), so editors and CI show it.
public struct PortDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the tool (or its path under `--out`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What was found and what to do about it.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:col: warning: message`.
    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
