import Foundation
import Testing
@testable import SiteBuilder
#if canImport(Glibc)
import Glibc
#endif

/// `callsheet serve` end to end: a fixture site served on a free port, spoken to over raw sockets.
@Suite(.serialized) struct ServeOverTCPTests {
    static let page = """
        ---
        title: Served
        ---

        ```swift scenario
        root.viewDidLoad()
        ```

        ```expect
        root.viewDidLoad()
        ```

        """

    @Test func aFailedBuildCoversEveryPageUntilTheNextSuccessfulOne() async throws {
        let site = try FixtureSite("atomic")
        try site.write(Self.page, to: "content/page.md")
        let builds = BuildLog()
        let server = DevelopmentServer(options: site.options()) { builds.add($0) }
        let port = try await server.start(port: 0).port
        let good = try await Self.get("/page.html", host: "localhost", port: port)
        #expect(good.hasPrefix("HTTP/1.1 200"))
        #expect(!good.contains(BuildFailureOverlay.elementID))
        #expect(good.contains("Verified"))

        try site.write(Self.page.replacingOccurrences(of: "```expect\nroot.viewDidLoad()", with: "```expect\nroot.viewDidAppear(false)"),
                       to: "content/page.md")
        // Waits for the page rather than counting builds: a save may reach the watcher as one burst or two.
        let failed = try await Self.eventually(port: port) { $0.contains(BuildFailureOverlay.elementID) }
        #expect(failed.contains("id=\"\(BuildFailureOverlay.elementID)\""))
        #expect(failed.contains("trace differs from expectation"))
        #expect(failed.contains("<del>-root.viewDidAppear(false)</del>"))
        #expect(failed.contains("<ins>+root.viewDidLoad()</ins>"))
        let missing = try await Self.get("/gone.html", host: "localhost", port: port)
        #expect(missing.hasPrefix("HTTP/1.1 404") && missing.contains(BuildFailureOverlay.elementID))

        try site.write(Self.page, to: "content/page.md")
        let fixed = try await Self.eventually(port: port) { !$0.contains(BuildFailureOverlay.elementID) }
        #expect(fixed.hasPrefix("HTTP/1.1 200"))
        #expect(fixed.contains("Verified"))
        #expect(builds.count >= 3)
    }

    @Test func hostileRequestsAreRefusedAndIdleClientsStarveNobody() async throws {
        let site = try FixtureSite("atomic")
        let server = DevelopmentServer(options: site.options()) { _ in }
        let port = try await server.start(port: 0).port
        // Fifty clients that connect and say nothing.
        let idle = (0..<50).compactMap { _ in Self.connect(port: port) }
        defer { idle.forEach { close($0) } }
        #expect(idle.count == 50)
        let start = ContinuousClock.now
        #expect(try await Self.get("/page.html", host: "127.0.0.1:\(port)", port: port).hasPrefix("HTTP/1.1 200"))
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(try await Self.request("GET /page.html HTTP/1.1\nHost: localhost\nConnection: close\n\n", port: port).hasPrefix("HTTP/1.1 200"),
                "bare LF line endings")
        #expect(try await Self.get("/page.html", host: "evil.example", port: port).hasPrefix("HTTP/1.1 403"))
        #expect(try await Self.get("/page.html%00.txt", host: "localhost", port: port).hasPrefix("HTTP/1.1 400"))
        #expect(try await Self.get("/%2e%2e/%2e%2e/etc/passwd", host: "localhost", port: port)
            .hasPrefix("HTTP/1.1 400"))
        let head = try await Self.request("HEAD /page.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", port: port)
        #expect(head.hasPrefix("HTTP/1.1 200") && head.hasSuffix("\r\n\r\n"))
    }

    @Test func outOfRangePortsAreRefused() async throws {
        let site = try FixtureSite("atomic")
        let server = DevelopmentServer(options: site.options()) { _ in }
        await #expect(throws: SiteError.self) { try await server.start(port: 70000) }
    }

    /// `/page.html` once `condition` holds for it, polled for up to a minute (the suite runs in parallel).
    static func eventually(port: Int, _ condition: (String) -> Bool) async throws -> String {
        let start = ContinuousClock.now
        while true {
            let page = try await get("/page.html", host: "localhost", port: port)
            if condition(page) || ContinuousClock.now - start > .seconds(60) { return page }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    static func get(_ path: String, host: String, port: Int) async throws -> String {
        try await request("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", port: port)
    }

    /// Sends one request on a thread of its own: a blocking socket read on one of Swift concurrency's few
    /// threads (one per core) would starve the server under test, which runs on them too.
    static func request(_ text: String, port: Int) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try blockingRequest(text, port: port) }) }
        }
    }

    /// Sends one request (which should ask for `Connection: close`) and reads the whole answer (30 s at most).
    static func blockingRequest(_ text: String, port: Int) throws -> String {
        guard let socket = connect(port: port) else { throw SiteError("cannot connect") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = text.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    /// A TCP connection to 127.0.0.1, as a descriptor the caller closes.
    static func connect(port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}

/// Builds as the server reports them.
final class BuildLog: @unchecked Sendable {
    private let lock = NSLock()
    private var builds: [DevelopmentServer.Build] = []

    func add(_ build: DevelopmentServer.Build) { lock.withLock { builds.append(build) } }

    var count: Int { lock.withLock { builds.count } }
}
