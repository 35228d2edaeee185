import Foundation

/// `callsheet serve`: builds the site, serves the output folder on 127.0.0.1, rebuilds when content or
/// templates change, and reloads open pages after each successful build.
///
/// Pages on disk stay exactly as `build` writes them; the reload script is added to HTML responses only.
public final class DevelopmentServer: @unchecked Sendable {
    static let reloadPath = "/__callsheet/reload.js"
    static let versionPath = "/__callsheet/version"

    private let options: BuildOptions
    private let lock = NSLock()
    private var generation = 0
    private let onBuild: @Sendable (BuildReport) -> Void

    /// `onBuild` reports each build (problems, summary) to the terminal.
    public init(options: BuildOptions, onBuild: @escaping @Sendable (BuildReport) -> Void) {
        self.options = options
        self.onBuild = onBuild
    }

    /// Builds once, starts serving and watching, and returns the port (`port` 0 picks a free one).
    public func start(port: Int) throws -> Int {
        rebuild()
        let server = try HTTPServer(port: port) { [self] request in respond(to: request) }
        server.start()
        ChangeWatcher(folders: [options.contentDirectory, options.templatesDirectory])
            .watch(every: 0.5) { [self] in rebuild() }
        return server.port
    }

    func rebuild() {
        let report = SiteBuilder.build(options)
        if report.exitStatus == 0 { lock.withLock { generation += 1 } }
        onBuild(report)
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case Self.versionPath:
            return HTTPResponse(status: 200, reason: "OK", contentType: "text/plain; charset=utf-8",
                                body: Data(String(lock.withLock { generation }).utf8))
        case Self.reloadPath:
            return HTTPResponse(status: 200, reason: "OK", contentType: HTTPResponse.contentType(for: "x.js"),
                                body: Data(Self.reloadScript.utf8))
        default:
            break
        }
        var isDirectory: ObjCBool = false
        if let file = request.filePath {
            var path = FilePath.join(options.outputDirectory, file)
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                path = FilePath.join(path, "index.html")
            }
            if let data = FileManager.default.contents(atPath: path) {
                return HTTPResponse(status: 200, reason: "OK", contentType: HTTPResponse.contentType(for: path),
                                    body: path.hasSuffix(".html") ? Self.withReloadScript(data) : data)
            }
        }
        let notFound = FileManager.default.contents(atPath: FilePath.join(options.outputDirectory, "404.html"))
        return HTTPResponse(status: 404, reason: "Not Found", contentType: HTTPResponse.contentType(for: "404.html"),
                            body: notFound.map(Self.withReloadScript) ?? Data("Not found\n".utf8))
    }

    static func withReloadScript(_ page: Data) -> Data {
        let html = String(decoding: page, as: UTF8.self)
        let tag = "<script src=\"\(reloadPath)\"></script>\n"
        guard let body = html.range(of: "</body>", options: .backwards) else { return Data((html + tag).utf8) }
        return Data(html.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: tag).utf8)
    }

    /// Polls the build generation and reloads the page when a newer build has been published.
    static let reloadScript = """
        (function () {
          var seen = null;
          function poll() {
            var request = new XMLHttpRequest();
            request.open("GET", "\(versionPath)");
            request.onload = function () {
              if (seen !== null && request.responseText !== seen) location.reload();
              seen = request.responseText;
              setTimeout(poll, 1000);
            };
            request.onerror = function () { setTimeout(poll, 2000); };
            request.send();
          }
          poll();
        })();

        """
}
