import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `play`'s own handling of SIGTERM and SIGINT: either ends the run cleanly at the next frame, as
/// closing the window does.
///
/// SDL maps the two signals to its quit event, but only where their disposition is still the
/// default when `SDL_Init` runs: a process started with them ignored (`exec` keeps an ignored
/// signal ignored; a non-interactive shell's background job ignores SIGINT, and launchers and test
/// harnesses may ignore SIGTERM) keeps ignoring them, SDL leaves that alone, and the signals do
/// nothing: `play` ran on. So `play` installs its own handlers
/// before SDL starts, whatever it inherited, unblocks the two signals, and asks SDL to install none
/// (`SDL_NO_SIGNAL_HANDLERS`). The handler only records the signal; ``PlayLoop`` reads it once a
/// frame.
public enum PlaySignals {
    /// The last signal received and not yet taken (0: none).
    private static let received = Atomic<Int32>(0)
    private static let installed = Atomic<Bool>(false)

    /// Whether ``install()`` has run in this process.
    public static var isInstalled: Bool { installed.load(ordering: .relaxed) }

    /// Installs the handlers for SIGTERM and SIGINT (replacing an inherited `SIG_IGN`) and
    /// unblocks both on the calling thread.
    public static func install() {
        for signal in [SIGTERM, SIGINT] {
            _ = Glibc.signal(signal) { number in PlaySignals.received.store(number, ordering: .relaxed) }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        installed.store(true, ordering: .relaxed)
    }

    /// Whether a signal has been received and not yet taken.
    public static var isPending: Bool { received.load(ordering: .relaxed) != 0 }

    /// The signal received since the last call, if any.
    public static func take() -> Int32? {
        let number = received.exchange(0, ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// The signal's usual name ("SIGTERM").
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }
}
