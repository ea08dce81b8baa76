import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tactile-playground --package PATH`: builds a package's previews into a preview host
/// (`PreviewHostPackage`), runs it on the playground's address and port, and rebuilds and
/// restarts it when a source file of the package is saved (Docs/Playground.md, "Your previews").
///
/// It builds nothing but the package at `PATH` and the host it generates there, and runs no code
/// but theirs. One thread does everything, polling: the sources' dates, the build, the host.
public final class PackagePreviews {
    /// What the command was asked to do.
    public struct Options: Sendable {
        /// The package's directory.
        public var path: String
        /// Where the page is served (loopback by default).
        public var host = "127.0.0.1"
        /// The port; 0 picks a free one.
        public var port = 8080
        /// The most connections the host holds at once (see `ServerLimits/maxConnections`).
        public var maxConnections = ServerLimits.standard.maxConnections
        /// The longest a build may take, in seconds, before it is stopped.
        public var buildTimeout: Double = 1800
        /// Build the preview host once (and the library of its split link, so that a later run's
        /// first edit relinks little), print the outcome and end (exit code 0 or 1).
        public var buildOnly = false
        /// How often the sources are looked at, in seconds: the dates of a package's few dozen
        /// files, a fraction of a millisecond each time.
        public var pollInterval: Double = 0.05
        /// How long the sources must stay unchanged before a build starts, in seconds: saves closer
        /// together than this make one build.
        public var debounce: Double = 0.25

        /// Options for the package at `path`.
        public init(path: String) { self.path = path }
    }

    /// Exit code for a path that is not a package that can be previewed, or a port in use.
    public static let usageError: Int32 = 2

    private let options: Options
    private var package: PreviewedPackage!
    private var hostPackage: PreviewHostPackage!
    private var port = 0
    private var status: PreviewBuildStatus!
    /// Builds started.
    private var attempts = 0
    private var build: ChildProcess?
    private var buildBinaryDate: Date?
    private var host: ChildProcess?
    private var hostReady = false
    private var announced = false
    /// The end of the host's output, for crash reports.
    private var hostTail = ""
    /// Quick crashes in a row (within 2 s of starting): past three, the host waits for an edit.
    private var quickCrashes = 0
    private var lastChange: Date?
    private var changePending = false
    /// SwiftPM's plan of the host's build, read after the last `swift build` that succeeded: an
    /// edit is rebuilt from it without SwiftPM while no file was added or removed
    /// (`QuickBuildPlan`).
    private var quickPlan: QuickBuildPlan?
    /// Whether files were added or removed (or nothing was built yet) since the last `swift build`
    /// that succeeded: the next build must be SwiftPM's.
    private var needsSwiftPM = true
    /// Files edited since the last build that succeeded, waiting for a build.
    private var pendingEdits: Set<String> = []
    /// The files the running build rebuilds, and whether it runs without SwiftPM.
    private var buildEdits: Set<String> = []
    private var buildIsQuick = false
    /// The host's link split in two, read with the plan (`QuickBuildPlan.SplitLink`): `nil` where
    /// the plan's link cannot be split (or off Linux).
    private var splitLink: QuickBuildPlan.SplitLink?
    /// The link of the split's library, run in the background after a SwiftPM build.
    private var libraryLink: ChildProcess?
    /// Whether the split's library matches the stable objects: quick builds then link the host
    /// against it.
    private var libraryReady = false
    /// How many times files were added or removed, and how many times when the running build started.
    private var structureChanges = 0
    private var buildStructureChanges = 0

    /// A command with `options`; nothing happens until `run()`.
    public init(options: Options) { self.options = options }

    /// Does what the options say until SIGINT or SIGTERM (or, with `Options/buildOnly`, once),
    /// and returns the exit code.
    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT) { _ in PackagePreviews.stopRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in PackagePreviews.stopRequested.store(true, ordering: .relaxed) }
        var watcher: SourceWatcher
        do {
            package = try Self.describe(path: options.path)
            for app in package.apps { if let problem = app.problem { say("note: \(problem).") } }
            hostPackage = PreviewHostPackage(for: package)
            hostPackage.linksWithLLD = PreviewHostPackage.toolchainHasLLD()
            watcher = SourceWatcher(paths: watchedPaths)
            hostPackage.sourceFiles = PreviewHostPackage.fingerprint(of: watcher.files)
            try hostPackage.write()
        } catch {
            say("error: \(error)")
            return Self.usageError
        }
        status = PreviewBuildStatus(package: package.name, build: 0, state: "building")
        port = options.port == 0 ? Self.freePort(host: options.host) ?? 0 : options.port
        say(
            "Building the previews of \(package.name) (\((package.modules + package.apps.map(\.module)).joined(separator: ", "))) in \(hostPackage.directory); the first build compiles Tactile and its server and takes minutes."
        )
        startBuild()
        while !Self.stopRequested.load(ordering: .relaxed) {
            if let change = watcher.changed() {
                lastChange = Date()
                changePending = true
                pendingEdits.formUnion(watcher.changedFiles)
                if change == .addedOrRemoved {
                    hostPackage.sourceFiles = PreviewHostPackage.fingerprint(of: watcher.files)
                    needsSwiftPM = true
                    structureChanges += 1
                }
            }
            if let libraryLink, !libraryLink.isRunning {
                self.libraryLink = nil
                libraryLinked(libraryLink)
            }
            if let build, !build.isRunning {
                self.build = nil
                let succeeded = finished(build)
                if options.buildOnly { return succeeded ? 0 : 1 }
            } else if let build, Date().timeIntervalSince(build.started) > options.buildTimeout {
                build.stop(signal: SIGINT, grace: 3)
                self.build = nil
                timedOut(build)
                if options.buildOnly { return 1 }
            }
            if build == nil, changePending, let lastChange, Date().timeIntervalSince(lastChange) >= options.debounce {
                changePending = false
                quickCrashes = 0
                startBuild()
            }
            if let exit = watchHost() { return exit }
            usleep(UInt32(options.pollInterval * 1_000_000))
        }
        build?.stop(signal: SIGINT, grace: 3)
        libraryLink?.stop(signal: SIGKILL, grace: 0)
        host?.stop(signal: SIGKILL, grace: 0)
        return 0
    }

    // MARK: The package

    /// The package at `path`, or why it cannot be previewed.
    static func describe(path: String) throws -> PreviewedPackage {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.path
        guard FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift"))
        else {
            throw PreviewedPackage.Problem(description: "\(path) is not a Swift package (it has no Package.swift)")
        }
        // A scratch path of its own: reading the manifest must not wait for a build's lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tactile-preview-manifest-\(getpid())"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outputPath = scratch + ".json"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let dump = try ChildProcess(
            executable: "/usr/bin/env",
            arguments: ["swift", "package", "--package-path", directory, "--scratch-path", scratch, "dump-package"],
            outputPath: outputPath)
        dump.process.waitUntilExit()
        let output = dump.allOutput()
        guard dump.exitStatus == 0, let start = output.firstIndex(of: "{") else {
            let reason = output.split(whereSeparator: \.isNewline).suffix(5).joined(separator: "\n")
            throw PreviewedPackage.Problem(description: "\(path) is not a Swift package SwiftPM can read:\n\(reason)")
        }
        return try PreviewedPackage(dumpPackage: Data(output[start...].utf8), path: directory)
    }

    /// The manifest and the module's source directories (the rest of the package does not make
    /// previews; a changed dependency's sources are not watched).
    private var watchedPaths: [String] {
        let root = package.path as NSString
        let manifests =
            ((try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? [])
            .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
            .map { root.appendingPathComponent($0) }
        return manifests + [root.appendingPathComponent("Sources")] + package.sourceDirectories.values.sorted()
            + package.apps.map(\.sourceDirectory)
    }

    // MARK: Building

    private var binaryPath: String {
        (hostPackage.directory as NSString).appendingPathComponent(".build/debug/\(PreviewHostPackage.productName)")
    }

    private func startBuild() {
        attempts += 1
        // A new fingerprint of the source files, if files were added or removed, makes SwiftPM plan again.
        try? hostPackage.write()
        buildBinaryDate = Self.modificationDate(binaryPath)
        buildEdits = pendingEdits
        pendingEdits = []
        buildStructureChanges = structureChanges
        buildIsQuick = false
        if let commands = quickCommands() {
            // The edit's own commands from SwiftPM's plan, run one after the other by the shell.
            let script = (hostPackage.directory as NSString).appendingPathComponent("quick-build.sh")
            do {
                let link = libraryReady ? splitLink?.executableArguments : nil
                try QuickBuildPlan.script(running: commands, link: link).write(
                    toFile: script, atomically: true, encoding: .utf8)
                build = try ChildProcess(
                    executable: "/bin/sh", arguments: [script], directory: hostPackage.directory,
                    outputPath: (hostPackage.directory as NSString).appendingPathComponent("build.log"))
                buildIsQuick = true
            } catch {
                say("note: could not run the quick build (\(error)); building with SwiftPM.")
            }
        }
        do {
            if !buildIsQuick {
                build = try ChildProcess(
                    executable: "/usr/bin/env",
                    arguments: [
                        "swift", "build", "--package-path", hostPackage.directory, "--product",
                        PreviewHostPackage.productName,
                    ],
                    outputPath: (hostPackage.directory as NSString).appendingPathComponent("build.log"))
            }
        } catch {
            say("error: could not start `swift build`: \(error)")
            return
        }
        if attempts > 1 {
            say(
                "Source changed: rebuilding (build \(attempts)\(buildIsQuick ? ", the edited modules and the link" : ""))."
            )
        }
        status.state = "building"
        status.message = "Building…"
        status.attempt = attempts
        postStatus()
    }

    /// The commands that rebuild the pending edits without SwiftPM, or `nil` when SwiftPM must
    /// build: nothing built yet, files added or removed, a manifest or another file the plan does
    /// not compile edited, or no plan.
    private func quickCommands() -> [QuickBuildPlan.Command]? {
        guard !needsSwiftPM, !buildEdits.isEmpty, let quickPlan else { return nil }
        let product = URL(fileURLWithPath: binaryPath).resolvingSymlinksInPath().path
        return quickPlan.commands(
            afterEditing: buildEdits.sorted().map { [$0, hostPackage.hostPath(of: $0)] }, product: product)
    }

    /// Reads SwiftPM's plan of the host's build, after a `swift build` that succeeded.
    private func loadQuickPlan() {
        let manifest = ((hostPackage.directory as NSString).appendingPathComponent(".build") as NSString)
            .appendingPathComponent("debug.yaml")
        quickPlan = QuickBuildPlan.load(path: manifest)
        // Files added or removed during the build may not be in its plan.
        needsSwiftPM = quickPlan == nil || structureChanges != buildStructureChanges
        loadSplitLink()
    }

    /// Splits the host's link after a `swift build` (`QuickBuildPlan.SplitLink`), and starts
    /// linking the split's library in the background when the one on disk is not current; until it
    /// is, quick builds link the whole host as SwiftPM does.
    private func loadSplitLink() {
        libraryLink?.stop(signal: SIGKILL, grace: 0)
        libraryLink = nil
        libraryReady = false
        splitLink = nil
        #if os(Linux)
        let product = URL(fileURLWithPath: binaryPath).resolvingSymlinksInPath().path
        guard let quickPlan, let link = quickPlan.commands.first(where: { $0.outputs.contains(product) }),
            let list = link.args.first(where: { $0.hasPrefix("@") })?.dropFirst(),
            let listText = try? String(contentsOfFile: String(list), encoding: .utf8)
        else { return }
        let editable = (watchedPaths + [hostPackage.directory + "/Sources", hostPackage.directory + "/Apps"]).map {
            $0.hasSuffix("/") ? $0 : $0 + "/"
        }
        guard
            let split = quickPlan.splitLink(
                product: product, listText: listText, isEditable: { path in editable.contains { path.hasPrefix($0) } }),
            (try? split.writeLists()) != nil
        else { return }
        splitLink = split
        libraryReady = split.libraryIsCurrent
        guard !libraryReady else { return }
        let command = split.libraryCommand
        libraryLink = try? ChildProcess(
            executable: command[0], arguments: Array(command.dropFirst()), directory: hostPackage.directory,
            outputPath: (hostPackage.directory as NSString).appendingPathComponent("library-link.log"))
        // `--build-only` prepares what a later run needs, so it waits for the library.
        if options.buildOnly, let link = libraryLink {
            link.process.waitUntilExit()
            libraryLink = nil
            libraryLinked(link)
        }
        #endif
    }

    /// Handles the end of the split's library link.
    private func libraryLinked(_ link: ChildProcess) {
        let seconds = Date().timeIntervalSince(link.started)
        guard link.exitStatus == 0, !link.wasSignalled, let splitLink, splitLink.libraryIsCurrent else {
            say(
                "note: could not link the previews' stable library (\(link.outputPath)); an edit relinks the whole host:\n"
                    + Self.tail(link.allOutput(), lines: 10))
            return
        }
        libraryReady = true
        say(
            "Linked the stable library in \(Self.seconds(seconds)) (\(splitLink.stableLines.count) objects): an edit now relinks the host's \(splitLink.volatileLines.count)."
        )
    }

    /// Handles a build that ended; returns whether it succeeded.
    private func finished(_ build: ChildProcess) -> Bool {
        let seconds = Date().timeIntervalSince(build.started)
        let output = buildIsQuick ? QuickBuildPlan.readableOutput(build.allOutput()) : build.allOutput()
        status.buildSeconds = seconds
        status.quick = buildIsQuick
        guard build.exitStatus == 0, !build.wasSignalled else {
            // What it rebuilt is rebuilt again with the next edit.
            pendingEdits.formUnion(buildEdits)
            // An app's files are compiled through the host's link to them: named by their own path.
            let errors = CompilerDiagnostic.errors(inBuildOutput: output).map { error in
                var error = error
                error.file = hostPackage.originalPath(of: error.file)
                return error
            }
            status.state = "failed"
            status.errors = errors
            status.output = Self.tail(output, lines: 30)
            status.message =
                host == nil
                ? "The build failed; fix the errors and save."
                : "The build failed; the last good build still runs. Fix the errors and save."
            say("Build failed after \(Self.seconds(seconds)):")
            if errors.isEmpty {
                say(Self.tail(output, lines: 30))
            } else {
                for error in errors { say("\(error.file):\(error.line):\(error.column): error: \(error.message)") }
            }
            postStatus()
            return false
        }
        if !buildIsQuick { loadQuickPlan() }
        let changed = Self.modificationDate(binaryPath) != buildBinaryDate || host == nil
        status.state = "ok"
        status.errors = nil
        status.output = nil
        status.message = nil
        say(
            "Built in \(Self.seconds(seconds))\(buildIsQuick ? " without SwiftPM" : "")\(changed ? "" : " (nothing changed)")."
        )
        if options.buildOnly { return true }
        if changed {
            status.build += 1
            status.crash = nil
            restartHost()
        } else {
            postStatus()
        }
        return true
    }

    private func timedOut(_ build: ChildProcess) {
        pendingEdits.formUnion(buildEdits)
        status.state = "timeout"
        status.errors = nil
        status.output = Self.tail(build.allOutput(), lines: 30)
        status.message =
            "The build took longer than \(Self.seconds(options.buildTimeout)) (--build-timeout) and was stopped"
            + (host == nil ? "." : "; the last good build still runs.")
        say("error: \(status.message!)")
        postStatus()
    }

    // MARK: The host

    /// The longest the command waits for a running host to write its pages' state before a reload
    /// stops it, in seconds: writing takes milliseconds; a host whose main actor is held by a hanging
    /// preview never answers, and the reload must not wait on it for long.
    static let stateSaveTimeout = 1.0

    /// Where a host writes its pages' state for the next one.
    private var carriedStatePath: String {
        (hostPackage.directory as NSString).appendingPathComponent("carried-state.json")
    }

    private func restartHost() {
        var carried: String?
        if let host {
            self.host = nil
            if hostReady, host.isRunning { carried = saveState(of: host) }
            host.stop(signal: SIGKILL, grace: 0)
        }
        hostReady = false
        hostTail = ""
        do {
            host = try ChildProcess(
                executable: binaryPath,
                arguments: [
                    "--host", options.host, "--port", String(port), "--build", String(status.build),
                    "--max-connections", String(options.maxConnections),
                ] + (carried.map { ["--carried-state", $0] } ?? []),
                outputPath: (hostPackage.directory as NSString).appendingPathComponent("host.log"), withInput: true)
        } catch {
            say("error: could not start the preview host: \(error)")
            return
        }
        postStatus()
    }

    /// Asks `host` to write its pages' state and waits up to `stateSaveTimeout` for the file;
    /// returns its path, or `nil` if none came (the next host then starts every view fresh).
    private func saveState(of host: ChildProcess) -> String? {
        let path = carriedStatePath
        try? FileManager.default.removeItem(atPath: path)
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(SaveStateCommand(saveState: path)) else { return nil }
        guard host.send(line: String(decoding: data, as: UTF8.self)) else { return nil }
        let deadline = Date().addingTimeInterval(Self.stateSaveTimeout)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return path }
            usleep(5_000)
        }
        say("note: the preview host did not save its pages' state in time; they start fresh.")
        return nil
    }

    /// Forwards the host's output, notices it is ready or ended; returns an exit code when the
    /// command must end.
    private func watchHost() -> Int32? {
        guard let host else { return nil }
        let output = host.newOutput()
        if !output.isEmpty {
            // Whole text, newlines kept: a chunk may end mid-line.
            hostTail = String((hostTail + output).suffix(200_000))
            for line in output.split(whereSeparator: \.isNewline) where !line.hasPrefix("Tactile preview host:") {
                say(String(line))
            }
            if !hostReady, output.contains("Tactile preview host: port") {
                hostReady = true
                if !announced {
                    announced = true
                    let shown = options.host.contains(":") ? "[\(options.host)]" : options.host
                    FileHandle.standardOutput.write(
                        Data(
                            "Tactile playground: http://\(shown):\(port)/  (previews of \(package.name); Ctrl-C to stop)\n"
                                .utf8))
                } else {
                    say("Preview host restarted (build \(status.build)).")
                }
            }
        }
        guard !host.isRunning else { return nil }
        self.host = nil
        if !announced && host.exitStatus == Self.usageError && !host.wasSignalled {
            say(
                "error: port \(port) on \(options.host) is already in use (another playground?); pick another, e.g. --port 0"
            )
            return Self.usageError
        }
        let quick = Date().timeIntervalSince(host.started) < 2
        quickCrashes = quick ? quickCrashes + 1 : 0
        let report = Self.crashReport(hostTail)
        status.crash = report
        say("The preview host crashed:\n\(report)")
        if quickCrashes >= 3 {
            say("It crashed three times in a row as it started: waiting for a source change.")
            return nil
        }
        say("Starting it again.")
        restartHost()
        return nil
    }

    /// Sends the status to the host, which shows it on the page.
    private func postStatus() {
        guard let host else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(status) else { return }
        host.send(line: String(decoding: data, as: UTF8.self))
    }

    // MARK: Helpers

    /// Set by SIGINT and SIGTERM.
    static let stopRequested = Atomic<Bool>(false)

    /// What a crashed host wrote last: the preview it opened last (`preview host: opening ID`), then
    /// the runtime's `Fatal error` line and what follows it (the start of the backtrace), at most
    /// 20 lines; without those, its last 20 lines.
    static func crashReport(_ output: String) -> String {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        let opening = lines.lastIndex { $0.hasPrefix("preview host: opening ") }
        let fatal = lines[(opening ?? 0)...].firstIndex { $0.contains("Fatal error") }
        var report: [String] = []
        if let opening { report.append(lines[opening]) }
        if let fatal {
            report += lines[fatal...].prefix(19)
        } else {
            report += lines[(opening.map { $0 + 1 } ?? 0)...].suffix(report.isEmpty ? 20 : 19)
        }
        return report.isEmpty ? "(it wrote nothing)" : report.joined(separator: "\n")
    }

    static func tail(_ text: String, lines count: Int) -> String {
        text.split(whereSeparator: \.isNewline).suffix(count).joined(separator: "\n")
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    private func say(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A port free on `host` now, chosen by the system (the host binds it a moment later).
    static func freePort(host: String) -> Int? {
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        var hints = addrinfo()
        hints.ai_socktype = stream
        hints.ai_flags = AI_PASSIVE
        var info: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host == "localhost" ? "127.0.0.1" : host, "0", &hints, &info) == 0, let info else {
            return nil
        }
        defer { freeaddrinfo(info) }
        let fd = socket(info.pointee.ai_family, stream, 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else { return nil }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard got == 0 else { return nil }
        let family = address.ss_family
        return withUnsafePointer(to: &address) { pointer -> Int in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
    }
}
