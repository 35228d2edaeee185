import FlyingFox
import FlyingSocks
import Foundation

/// `callsheet serve`: builds the site, serves the output folder on 127.0.0.1 (FlyingFox, event-driven,
/// so an idle connection holds no thread), rebuilds when content or templates change, and pushes each
/// build to open pages (`LiveReload`).
///
/// While the last build failed, every page is sent with the failure panel over it
/// (`BuildFailureOverlay`): the previous site stays browsable underneath, but nothing it says can pass
/// for the current state of the source.
public final class DevelopmentServer: @unchecked Sendable {
    /// A build as the terminal reports it.
    public struct Build: Sendable {
        public var report: BuildReport
        public var duration: Duration
        /// What set it off: nil for the first build.
        public var trigger: String?
    }

    private let options: BuildOptions
    private let onBuild: @Sendable (Build) -> Void
    private let live = LiveReload()
    private let rebuilds = DispatchQueue(label: "callsheet.serve.rebuild")
    private let lock = NSLock()
    private var version = 0
    private var failure: [BuildProblem]?
    /// The output as the last build left it, to tell pages what changed.
    private var snapshot = OutputSnapshot()
    private var rebuildPending = false

    public init(options: BuildOptions, onBuild: @escaping @Sendable (Build) -> Void) {
        self.options = options
        self.onBuild = onBuild
    }

    /// Builds once, starts serving and watching, and returns the port (`port` 0 picks a free one) and how
    /// changes are noticed (`inotify` or `polling`).
    public func start(port: Int) async throws -> (port: Int, watching: String) {
        guard let port16 = UInt16(exactly: port) else { throw SiteError("port \(port) is not between 0 and 65535") }
        rebuilds.sync { rebuild(trigger: nil) }
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port16), timeout: 15, logger: .disabled,
                                handler: PreviewHandler(server: self))
        let failed = FailureBox()
        Task {
            do { try await server.run() } catch { failed.set(error) }
        }
        while await !server.isListening {
            if let error = failed.error {
                throw SiteError("cannot listen on 127.0.0.1:\(port): \(error.localizedDescription)")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        guard case .ip4(_, let actual)? = await server.listeningAddress else { throw SiteError("no listening address") }
        let mechanism = ChangeWatcher(folders: [options.contentDirectory, options.templatesDirectory])
            .watch { [self] in scheduleRebuild() }
        return (Int(actual), mechanism.rawValue)
    }

    /// Coalesces changes that arrive during a build into one more build after it.
    func scheduleRebuild() {
        let already = lock.withLock {
            defer { rebuildPending = true }
            return rebuildPending
        }
        guard !already else { return }
        rebuilds.async { [self] in
            lock.withLock { rebuildPending = false }
            rebuild(trigger: "change")
        }
    }

    /// Builds, records the outcome (a new version either way: pages must show the failure panel, or
    /// lose it) and tells open pages.
    func rebuild(trigger: String?) {
        let start = ContinuousClock.now
        let report = SiteBuilder.build(options)
        let duration = ContinuousClock.now - start
        let output = OutputSnapshot.take(output: options.outputDirectory, previous: lock.withLock { snapshot })
        let message = lock.withLock {
            version += 1
            failure = report.exitStatus == 0 ? nil : report.problems
            let changed = output.changedPages(since: snapshot)
            snapshot = output
            return LiveReload.Message(version: version, since: version - 1, failed: failure != nil, assets: output.assets,
                                      changed: changed.count <= LiveReload.Message.listLimit ? changed : nil)
        }
        live.publish(message)
        onBuild(Build(report: report, duration: duration, trigger: trigger))
    }

    /// An answer before it becomes HTTP.
    struct Response {
        var status: HTTPStatusCode
        /// A path whose extension gives the `Content-Type`.
        var type: String
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func http(includingBody: Bool) -> HTTPResponse {
            var headers: HTTPHeaders = [.contentType: MediaType.forPath(type), .cacheControl: "no-store",
                                        HTTPHeader("X-Content-Type-Options"): "nosniff"]
            headers[.contentLength] = String(body.count)
            return HTTPResponse(statusCode: status, headers: headers, body: includingBody ? body : Data())
        }
    }

    /// The answer to a GET or HEAD that passed the host check.
    func respond(toPath rawPath: String) -> Response {
        if rawPath == LiveReload.scriptPath {
            return Self.response(.ok, type: "x.js", body: Data(LiveReload.script.utf8))
        }
        guard let file = PreviewRequest.filePath(forTarget: rawPath) else {
            return Self.response(.badRequest, type: "x.txt", body: Data("bad request path\n".utf8))
        }
        var build = lock.withLock {
            PreviewPage.Build(version: version, file: file, assets: snapshot.assets, failure: failure)
        }
        var path = FilePath.join(options.outputDirectory, file)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            path = FilePath.join(path, "index.html")
            build.file = FilePath.join(file, "index.html")
        }
        if let data = FileManager.default.contents(atPath: path) {
            guard path.hasSuffix(".html") else { return Self.response(.ok, type: path, body: data) }
            let page = PreviewPage.html(String(decoding: data, as: UTF8.self), build)
            return Self.response(.ok, type: path, body: Data(page.utf8))
        }
        let notFound = FileManager.default.contents(atPath: FilePath.join(options.outputDirectory, "404.html"))
        build.file = "404.html"
        let page = notFound.map { PreviewPage.html(String(decoding: $0, as: UTF8.self), build) }
            ?? PreviewPage.emptySite(build)
        return Self.response(.notFound, type: "404.html", body: Data(page.utf8))
    }

    fileprivate var liveReload: LiveReload { live }

    static func response(_ status: HTTPStatusCode, type path: String, body: Data) -> Response {
        Response(status: status, type: path, body: body)
    }
}

/// Every request: the host check first (DNS rebinding), then the live-reload socket or a file.
private struct PreviewHandler: HTTPHandler {
    let server: DevelopmentServer

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard PreviewRequest.isLocal(host: request.headers[.host]) else {
            return DevelopmentServer.response(.forbidden, type: "x.txt", body: Data("not a local address\n".utf8))
                .http(includingBody: true)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return DevelopmentServer.response(.methodNotAllowed, type: "x.txt", body: Data("GET or HEAD only\n".utf8))
                .http(includingBody: true)
        }
        let path = request.target.path()
        if path == LiveReload.socketPath {
            return try await WebSocketHTTPHandler.webSocket(server.liveReload).handleRequest(request)
        }
        return server.respond(toPath: path).http(includingBody: request.method != .HEAD)
    }
}

private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?
    var error: (any Error)? { lock.withLock { stored } }
    func set(_ error: any Error) { lock.withLock { stored = error } }
}
