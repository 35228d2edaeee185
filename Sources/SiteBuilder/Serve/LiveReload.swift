import FlyingFox
import Foundation

/// Pushes each finished build to open pages over a WebSocket. A page's script carries the build version
/// it was served from; the server sends the current version when the page connects and again after every
/// build, and the page reloads whenever the two differ. So a build that finishes between serving a page
/// and its connecting is not missed, and no page polls.
final class LiveReload: WSMessageHandler, @unchecked Sendable {
    static let scriptPath = "/__callsheet/live.js"
    static let socketPath = "/__callsheet/live"

    private let lock = NSLock()
    private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextClient = 0
    private var version = 0

    /// Tells every open page about a new build.
    func publish(version: Int) {
        let targets = lock.withLock {
            self.version = version
            return Array(clients.values)
        }
        for client in targets { client.yield(.text(String(version))) }
    }

    var connectedPages: Int { lock.withLock { clients.count } }

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = lock.withLock {
            nextClient += 1
            clients[nextClient] = continuation
            continuation.yield(.text(String(version)))
            return nextClient
        }
        // The page sends nothing; its stream ends when it closes or goes away.
        Task { [weak self] in
            for await _ in client {}
            self?.lock.withLock { self?.clients[id] = nil }
            continuation.finish()
        }
        return stream
    }

    /// Reconnects after the server restarts (the versions then differ, so the page reloads).
    static let script = """
        (function () {
          "use strict";
          var version = document.currentScript.getAttribute("data-version");
          function connect(delay) {
            var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "\(socketPath)");
            socket.onmessage = function (event) { if (event.data !== version) location.reload(); };
            socket.onopen = function () { delay = 250; };
            socket.onclose = function () { setTimeout(function () { connect(Math.min(delay * 2, 4000)); }, delay); };
          }
          connect(250);
        })();

        """
}
