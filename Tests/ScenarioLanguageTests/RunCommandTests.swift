import Foundation
import Testing

/// `callsheet run` end to end: formats, Markdown blocks, exit codes. The executable is built with the
/// tests, next to the test bundle.
@Suite(.enabled(if: CallsheetExecutable.url != nil)) struct RunCommandTests {
    func run(_ arguments: [String], files: [String: String]) throws -> (status: Int32, output: String, errors: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let process = Process()
        process.executableURL = CallsheetExecutable.url
        process.arguments = ["run"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test func drawsTheSequenceDiagramAsStandaloneSVG() throws {
        let result = try run(["a.swift", "--format", "svg"], files: ["a.swift": "let v = UIView()\nwindow.addSubview(v)\n"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.output.contains("<title id=\"trace-diagram-title\">a.swift</title>"))
        #expect(result.output.contains("<style>"), "a standalone diagram carries its own rules")
    }

    @Test func runsASwiftFileAndPrintsPlainTextWhenNotOnATerminal() throws {
        let result = try run(["a.swift"], files: ["a.swift": "let v = UIView()\nwindow.addSubview(v)\nprint(\"hi\")\n"])
        #expect(result.status == 0)
        #expect(result.output == """
            window.addSubview(v)
            v.willMove(toSuperview: window)
            v.willMove(toWindow: window)
            v.didMoveToWindow()
            v.didMoveToSuperview()
            print: hi
            v.layoutSubviews()

            """)
    }

    @Test func runsAMarkdownBlockWithItsOptions() throws {
        let markdown = "# A\n\n```swift scenario show=overrides\nprint(\"one\")\n```\n\n```swift scenario\nprint(\"two\")\n```\n"
        let result = try run(["a.md", "--block", "2", "--format", "json"], files: ["a.md": markdown])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\"events\":[\n{\"seq\":1,\"kind\":\"print\""))
    }

    @Test func exceptionsExitWithOne() throws {
        let result = try run(["a.swift"], files: ["a.swift": "let v = UIView()\nv.addSubview(v)\n"])
        #expect(result.status == 1)
        #expect(result.output.contains("exception: NSInvalidArgumentException: Can't add self as subview"))
    }

    @Test func inputErrorsExitWithTwoAndGoToStandardError() throws {
        let result = try run(["a.swift"], files: ["a.swift": "let v = UIView()\nv.mask = 1\n"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "a.swift:2:3: error: `UIView.mask` is not supported by the engine [unsupported]\nv.mask = 1\n  ^\n")
        #expect(try run(["missing.md", "--block", "1"], files: [:]).status == 2)
        #expect(try run(["a.md"], files: ["a.md": "no blocks"]).status == 2)
    }
}

enum CallsheetExecutable {
    /// The build products directory holds the test runner and `callsheet` side by side.
    static let url: URL? = {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let directories = [runner.deletingLastPathComponent(), Bundle.main.bundleURL,
                           Bundle.main.bundleURL.deletingLastPathComponent()]
        return directories.map { $0.appendingPathComponent("callsheet") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
