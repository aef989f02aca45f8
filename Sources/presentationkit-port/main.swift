import Foundation
import PresentationKitPort

// `presentationkit-port PATH… [--out DIR]`: see `PortCommand`. It exits non-zero only when it could
// not run (a bad argument, an unreadable file), never because something could not be ported.
exit(PortCommand.run(Array(CommandLine.arguments.dropFirst())))
