import Foundation
import Testing

/// `callsheet serve` as a user starts it: usage errors for impossible ports, and the address printed at
/// once even when the output is a pipe.
@Suite(.enabled(if: CallsheetExecutable.url != nil)) struct ServeCommandTests {
    func start(_ arguments: [String]) throws -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = CallsheetExecutable.url
        process.arguments = ["serve"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    @Test(arguments: [["--port", "70000"], ["--port=-1"], ["--port", "x"]])
    func impossiblePortsAreUsageErrors(_ arguments: [String]) throws {
        let (process, _, errors) = try start(arguments)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("--port") || message.contains("port"), "\(message)")
    }

    @Test func theAddressReachesAPipeAtOnce() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("templates"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        try "---\ntitle: A\n---\n\nText.\n".write(to: site.appendingPathComponent("content/a.md"), atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><html lang=\"en\"><head><title>{{title}}</title></head><body>{{{content}}}</body></html>"
            .write(to: site.appendingPathComponent("templates/layout.mustache"), atomically: true, encoding: .utf8)
        for name in ["article", "index", "404"] {
            try "{{title}}".write(to: site.appendingPathComponent("templates/\(name).mustache"), atomically: true, encoding: .utf8)
        }
        let (process, output, _) = try start(["--port", "0", "--content", site.appendingPathComponent("content").path,
                                              "--templates", site.appendingPathComponent("templates").path,
                                              "--output", site.appendingPathComponent("public").path])
        defer { process.terminate(); process.waitUntilExit() }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.hasPrefix("Serving http://127.0.0.1:"), "\(line)")
    }
}
