import Foundation

/// Runs the `play` executable built next to the tests, with a deadline: a run past it is killed
/// and reported as a hang.
enum PlayProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
        let timedOut: Bool
    }

    /// The `play` executable in the build's products folder (beside the test bundle).
    static var executable: URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent("play"),
            products.deletingLastPathComponent().appendingPathComponent("play"),
            Bundle.main.bundleURL.appendingPathComponent("play"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("play"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Whether SDL2 can be loaded on this machine.
    static var sdlIsInstalled: Bool {
        guard let handle = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    /// Where Xvfb is, if installed.
    static var xvfb: String? {
        ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `play` with `arguments`, its environment this process's changed by `environment` (a
    /// nil value removes the variable), for at most `deadline` seconds.
    static func run(
        _ arguments: [String], environment: [String: String?] = [:], deadline: TimeInterval = 60
    ) throws -> Result {
        try Running(arguments, environment: environment).finish(deadline: deadline)
    }

    /// `play` started and still running: its output can be watched while the test drives it.
    final class Running {
        private let process = Process()
        private let outURL: URL
        private let errURL: URL
        private let out: FileHandle
        private let err: FileHandle
        private var finished = false

        /// Starts `play` (see ``PlayProcess/run(_:environment:deadline:)``); `ignoringSignals`
        /// starts it with SIGINT and SIGTERM ignored, as a shell's background job starts it with SIGINT.
        init(_ arguments: [String], environment: [String: String?] = [:], ignoringSignals: Bool = false)
            throws
        {
            if ignoringSignals {
                // The shell sets both to SIG_IGN, which `exec` keeps; the pid stays play's.
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments =
                    ["-c", "trap '' INT TERM; exec \"$0\" \"$@\"", PlayProcess.executable.path] + arguments
            } else {
                process.executableURL = PlayProcess.executable
                process.arguments = arguments
            }
            var env = ProcessInfo.processInfo.environment
            for (key, value) in environment { env[key] = value }
            process.environment = env
            let folder = FileManager.default.temporaryDirectory
            outURL = folder.appendingPathComponent("play-out-\(UUID()).txt")
            errURL = folder.appendingPathComponent("play-err-\(UUID()).txt")
            FileManager.default.createFile(atPath: outURL.path, contents: nil)
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
            out = try FileHandle(forWritingTo: outURL)
            err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = out
            process.standardError = err
            try process.run()
        }

        /// The process's id.
        var processIdentifier: Int32 { process.processIdentifier }

        /// Whether `play` is still running.
        var isRunning: Bool { process.isRunning }

        /// What `play` has printed to standard output so far.
        var output: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }

        /// Waits until standard output contains `text`, at most `timeout` seconds; false if it
        /// never did (or `play` ended first).
        func waitForOutput(_ text: String, timeout: TimeInterval) -> Bool {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if output.contains(text) { return true }
                if !process.isRunning { return output.contains(text) }
                usleep(20_000)
            }
            return false
        }

        /// Waits for `play` to end, at most `deadline` seconds (then kills it: a hang).
        func finish(deadline: TimeInterval) throws -> Result {
            let end = Date().addingTimeInterval(deadline)
            while process.isRunning && Date() < end { usleep(10_000) }
            let timedOut = process.isRunning
            if timedOut {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            finished = true
            try out.close()
            try err.close()
            return Result(
                status: process.terminationStatus, output: output,
                error: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", timedOut: timedOut)
        }

        deinit {
            if !finished, process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
    }
}

/// A virtual X server for the length of a test, on a display number no live server holds.
final class VirtualDisplay {
    let name: String
    private let process: Process
    private let number: Int

    /// Starts Xvfb on the first display from :90 whose lock names no live process, waiting until
    /// it accepts windows; nil when none starts.
    init?(xvfb: String) {
        for number in 90..<130 where !Self.isHeld(number) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xvfb)
            process.arguments = [":\(number)", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            // Ready once its socket exists; gone if another server took the number first.
            let socket = "/tmp/.X11-unix/X\(number)"
            let end = Date().addingTimeInterval(5)
            while process.isRunning && !FileManager.default.fileExists(atPath: socket) && Date() < end {
                usleep(20_000)
            }
            if process.isRunning && FileManager.default.fileExists(atPath: socket) {
                self.name = ":\(number)"
                self.number = number
                self.process = process
                return
            }
            Self.stop(process, number: number)
        }
        return nil
    }

    /// Whether display `number`'s lock file names a process that is alive.
    private static func isHeld(_ number: Int) -> Bool {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
            return false
        }
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return true }
        return kill(pid, 0) == 0
    }

    /// Ends the server (SIGKILL: started from a test, it may ignore SIGTERM) and removes the lock
    /// and socket it cannot remove itself, so display numbers are not used up run after run.
    private static func stop(_ process: Process, number: Int) {
        let pid = process.processIdentifier
        if pid > 0, process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    deinit {
        Self.stop(process, number: number)
    }
}
