import FlyingFox
import Foundation
import ScenarioLanguage

/// Pushes each finished build to open pages over a WebSocket, and updates them in place.
///
/// A page's script carries the build version it was served from, the output file it is and the digest of
/// the site's stylesheets and scripts. The server sends a `Message` when the page connects and after
/// every build; a page that is not at the message's version brings itself up to date:
/// - when the stylesheets or scripts changed, or the page's shell (head, header, footer) did, by loading
///   again;
/// - when its own file changed, or the build failed or recovered, by fetching itself and swapping in what
///   differs (the article, the title, the sidebar, the failure panel), keeping its scroll position, then
///   telling the page's own scripts (`callsheet:content-replaced`) so they enhance the new content;
/// - otherwise (another page was edited) by taking the new version, without a request.
/// A build that finishes between serving a page and its connecting is not missed, and no page polls.
final class LiveReload: WSMessageHandler, @unchecked Sendable {
    static let scriptPath = "/__callsheet/live.js"
    static let socketPath = "/__callsheet/live"

    /// What one build changed, as sent to pages (JSON).
    struct Message: Equatable, Sendable {
        var version: Int
        /// The version `changed` is counted from; a page at any other version fetches itself.
        var since: Int
        var failed: Bool
        var assets: String
        /// HTML files (paths below the output) that differ from build `since`; nil for "too many to list".
        var changed: [String]?

        /// Beyond this many changed pages (a template edit changes them all) the list is not sent.
        static let listLimit = 500

        var json: String {
            let list = changed.map { "[" + $0.map { JSONText.quote($0, insideScript: false) }.joined(separator: ",") + "]" }
            return "{\"version\":\(version),\"since\":\(since),\"failed\":\(failed),\"assets\":"
                + JSONText.quote(assets, insideScript: false) + ",\"changed\":" + (list ?? "null") + "}"
        }
    }

    private let lock = NSLock()
    private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextClient = 0
    private var last = Message(version: 0, since: 0, failed: false, assets: "", changed: [])

    /// Tells every open page about a new build.
    func publish(_ message: Message) {
        let targets = lock.withLock {
            last = message
            return Array(clients.values)
        }
        let text = message.json
        for client in targets { client.yield(.text(text)) }
    }

    var connectedPages: Int { lock.withLock { clients.count } }

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = lock.withLock {
            nextClient += 1
            clients[nextClient] = continuation
            continuation.yield(.text(last.json))
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

    /// The page's side. It runs where `PreviewPage` puts it, at the end of the body and before the page's
    /// deferred scripts, so what it records of the page (the shell, the article, the sidebar) is the HTML
    /// as served, before any script changed it. Reconnects after the server restarts (the versions then
    /// differ and the assets digest is checked again, so the page reloads or updates).
    static let script = """
        (function () {
          "use strict";
          var tag = document.currentScript;
          var version = tag.getAttribute("data-version"), assets = tag.getAttribute("data-assets");
          var page = tag.getAttribute("data-page");
          var served = parts(document);
          var latest = null, busy = false;

          // What an update can swap in (the article, the sidebar, the failure panel, the title) and, as one
          // string, everything else the page is made of; a page whose rest changed is loaded again.
          function parts(doc) {
            var main = doc.getElementById("main"), sidebar = doc.getElementById("sidebar");
            var panel = doc.getElementById("\(BuildFailureOverlay.elementID)");
            var shell = Array.prototype.map.call(doc.head.children, function (node) {
              return node.matches("title, meta[name=description]") ? "" : node.outerHTML;
            }).join("");
            shell += Array.prototype.map.call(doc.body.attributes, function (a) { return a.name + "=" + a.value; }).join(" ");
            Array.prototype.forEach.call(doc.body.children, function (node) {
              if (node === panel || node.matches("script[src='\(scriptPath)']")) return;
              if (main && node.contains(main)) {
                shell += node.cloneNode(false).outerHTML + node.children.length;
                Array.prototype.forEach.call(node.children, function (child) {
                  if (child !== main && child !== sidebar) shell += child.outerHTML;
                });
              } else shell += node.outerHTML;
            });
            var description = doc.querySelector("meta[name=description]");
            return { main: main ? main.innerHTML : null, sidebar: sidebar ? sidebar.outerHTML : null,
                     shell: shell, title: doc.title, description: description ? description.content : null,
                     panel: panel };
          }

          function receive(text) {
            try { latest = JSON.parse(text); } catch (e) { location.reload(); return; }
            if (!busy) update();
          }

          function update() {
            var message = latest;
            if (!message || String(message.version) === version) return;
            if (message.assets !== assets) { location.reload(); return; }
            var mine = !message.changed || message.changed.indexOf(page) >= 0;
            if (String(message.since) === version && message.failed === !!served.panel && !mine) {
              version = String(message.version);
              return;
            }
            busy = true;
            fetch(location.pathname + location.search, { cache: "no-store" })
              .then(function (response) { return response.text(); })
              .then(function (html) {
                busy = false;
                if (swap(new DOMParser().parseFromString(html, "text/html"))) update();
              })
              .catch(function () { location.reload(); });
          }

          // False when the page was loaded again instead.
          function swap(doc) {
            var script = doc.querySelector("script[src='\(scriptPath)']");
            var next = parts(doc);
            if (!script || script.getAttribute("data-assets") !== assets || next.shell !== served.shell
                || next.main === null || served.main === null) {
              location.reload();
              return false;
            }
            version = script.getAttribute("data-version");
            var x = window.scrollX, y = window.scrollY;
            if (served.panel) served.panel.remove();
            if (next.panel) document.body.insertBefore(document.adoptNode(next.panel), tag);
            if (next.title !== served.title) document.title = next.title;
            var description = document.querySelector("meta[name=description]");
            if (description && next.description !== null) description.content = next.description;
            if (next.sidebar !== served.sidebar && next.sidebar !== null) {
              var sidebar = document.getElementById("sidebar"), scrolled = sidebar.scrollTop;
              sidebar.replaceWith(document.adoptNode(doc.getElementById("sidebar")));
              document.getElementById("sidebar").scrollTop = scrolled;
            }
            var replaced = next.main !== served.main;
            if (replaced) {
              var main = document.getElementById("main"), fresh = doc.getElementById("main");
              var content = document.createDocumentFragment();
              while (fresh.firstChild) content.appendChild(document.adoptNode(fresh.firstChild));
              main.textContent = "";
              main.appendChild(content);
            }
            served = next;
            if (replaced) document.dispatchEvent(new CustomEvent("callsheet:content-replaced"));
            window.scrollTo(x, y);
            return true;
          }

          function connect(delay) {
            var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "\(socketPath)");
            socket.onmessage = function (event) { receive(event.data); };
            socket.onopen = function () { delay = 250; };
            socket.onclose = function () { setTimeout(function () { connect(Math.min(delay * 2, 4000)); }, delay); };
          }
          connect(250);
        })();

        """
}
