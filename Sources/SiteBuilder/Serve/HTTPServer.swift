import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 over BSD sockets: one request per connection, each handled on a
/// global queue. Enough to preview a static site; not meant to face a network.
final class HTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private let socketDescriptor: Int32
    let port: Int
    private let handler: Handler

    /// Binds to `port` on the loopback interface; port 0 picks a free one (see `port`).
    init(port: Int, handler: @escaping Handler) throws {
        signal(SIGPIPE, SIG_IGN)
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Self.failure("socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 32) == 0 else {
            close(descriptor)
            throw Self.failure("cannot listen on 127.0.0.1:\(port)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        self.handler = handler
    }

    /// Accepts connections on a background thread until the process ends.
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(socketDescriptor, nil, nil)
                guard client >= 0 else { continue }
                DispatchQueue.global().async { self.serve(client) }
            }
        }
    }
}

private extension HTTPServer {
    func serve(_ client: Int32) {
        defer { close(client) }
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 65_536, !head.contains(Data("\r\n\r\n".utf8)) {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            head.append(contentsOf: buffer[0..<count])
        }
        let response: HTTPResponse
        let request = HTTPRequest(head: String(decoding: head, as: UTF8.self))
        if let request, request.method == "GET" || request.method == "HEAD" {
            response = handler(request)
        } else {
            response = HTTPResponse(status: request == nil ? 400 : 405, reason: request == nil ? "Bad Request" : "Method Not Allowed",
                                    contentType: "text/plain; charset=utf-8", body: Data("unsupported request\n".utf8))
        }
        let bytes = response.serialized(includeBody: request?.method != "HEAD")
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                #if os(Linux)
                let written = send(client, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                #else
                let written = send(client, raw.baseAddress! + sent, raw.count - sent, 0)
                #endif
                guard written > 0 else { return }
                sent += written
            }
        }
    }

    static func failure(_ what: String) -> Error {
        SiteError("\(what): \(String(cString: strerror(errno)))")
    }
}
