// `import UIKit` brings Foundation (and with it the Core Graphics value types on Linux); so does
// `import PresentationKit`, so a ported file needs no second import.
@_exported import Foundation
