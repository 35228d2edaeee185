import Foundation
import Testing
@testable import SiteBuilder

@Suite struct ServeTests {
    @Test func requestLines() {
        #expect(HTTPRequest(head: "GET /a%20b.html?x=1 HTTP/1.1\r\nHost: x\r\n\r\n")?.path == "/a b.html")
        #expect(HTTPRequest(head: "GET / HTTP/1.1\r\n\r\n")?.filePath == "index.html")
        #expect(HTTPRequest(head: "GET /guide/ HTTP/1.1\r\n\r\n")?.filePath == "guide/index.html")
        #expect(HTTPRequest(head: "GET /../etc/passwd HTTP/1.1\r\n\r\n")?.filePath == nil)
        #expect(HTTPRequest(head: "nonsense") == nil)
    }

    @Test func pagesGetTheReloadScriptAndMissingPagesThe404Page() throws {
        let site = try FixtureSite("atomic")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let server = DevelopmentServer(options: site.options()) { _ in }
        let page = server.respond(to: HTTPRequest(head: "GET /page.html HTTP/1.1\r\n\r\n")!)
        #expect(page.status == 200)
        #expect(String(decoding: page.body, as: UTF8.self).contains("<script src=\"/__callsheet/reload.js\"></script>\n</body>"))
        #expect(try site.read("public/page.html").contains("reload.js") == false, "files on disk stay as built")
        let missing = server.respond(to: HTTPRequest(head: "GET /nope.html HTTP/1.1\r\n\r\n")!)
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self).contains("Not found"))
    }

    @Test func theServerAnswersOverTCP() throws {
        let server = try HTTPServer(port: 0) { request in
            HTTPResponse(status: 200, reason: "OK", contentType: "text/plain", body: Data(request.path.utf8))
        }
        server.start()
        let response = try Self.get("/hello", port: server.port)
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(response.hasSuffix("\r\n\r\n/hello"))
    }

    /// A bare HTTP/1.0 client over a socket: enough to talk to the server without a networking stack.
    static func get(_ path: String, port: Int) throws -> String {
        let stream = try #require(FileHandle.connect(port: port))
        stream.write(Data("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        return String(decoding: stream.readDataToEndOfFile(), as: UTF8.self)
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    static func connect(port: Int) -> FileHandle? {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil
    }
}
