import Foundation
import Testing
@testable import SiteBuilder
import FlyingFox

@Suite struct ServeTests {
    @Test func requestPathsNameFilesBelowTheRoot() {
        #expect(PreviewRequest.filePath(forTarget: "/a%20b.html") == "a b.html")
        #expect(PreviewRequest.filePath(forTarget: "/") == "index.html")
        #expect(PreviewRequest.filePath(forTarget: "/guide/") == "guide/index.html")
        #expect(PreviewRequest.filePath(forTarget: "/%E8%A7%86%E5%9B%BE.html") == "视图.html")
        #expect(PreviewRequest.filePath(forTarget: "/../etc/passwd") == nil)
        #expect(PreviewRequest.filePath(forTarget: "/a/%2e%2e/%2e%2e/etc/passwd") == nil)
        #expect(PreviewRequest.filePath(forTarget: "/a.html%00.txt") == nil)
        #expect(PreviewRequest.filePath(forTarget: "/a%5c..%5cb") == nil)
        #expect(PreviewRequest.filePath(forTarget: "/bad%zz") == nil)
        #expect(PreviewRequest.filePath(forTarget: "relative") == nil)
    }

    @Test func onlyLoopbackHostNamesMayReadTheSite() {
        for host in ["localhost", "localhost:8000", "LOCALHOST.", "127.0.0.1:80", "127.1.2.3", "[::1]:8000", "[::1]",
                     "app.localhost:1", nil] {
            #expect(PreviewRequest.isLocal(host: host), "\(host ?? "no host")")
        }
        for host in ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "localhost.evil.example",
                     "127.0.0.256", "[::2]:80", "[::1]x", "localhost:80x", "", "10.0.0.1"] {
            #expect(!PreviewRequest.isLocal(host: host), "\(host ?? "no host")")
        }
    }

    @Test func pagesGetTheLiveScriptAndMissingPagesThe404Page() throws {
        let site = try FixtureSite("atomic")
        let server = DevelopmentServer(options: site.options()) { _ in }
        server.rebuild(trigger: nil)
        let page = server.respond(toPath: "/page.html")
        #expect(page.status == .ok)
        let html = page.text
        let assets = OutputSnapshot.take(output: site.output).assets
        #expect(html.contains("<script src=\"/__callsheet/live.js\" data-version=\"1\" data-page=\"page.html\" data-assets=\"\(assets)\"></script>\n</body>"))
        #expect(!html.contains(BuildFailureOverlay.elementID))
        #expect(try site.read("public/page.html").contains("live.js") == false, "files on disk stay as built")
        let missing = server.respond(toPath: "/nope.html")
        #expect(missing.status == .notFound)
        #expect(missing.text.contains("data-version=\"1\" data-page=\"404.html\""))
        #expect(server.respond(toPath: "/a.html%00.txt").status == .badRequest)
    }

    @Test func pagesAreToldWhichFilesABuildChanged() throws {
        let site = try FixtureSite("markdown")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let first = OutputSnapshot.take(output: site.output)
        #expect(first.pages.keys.sorted() == ["404.html", "guide/details.html", "index.html", "intro.html", "print.html",
                                              "untitled-page.html"])
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(OutputSnapshot.take(output: site.output).changedPages(since: first) == [], "nothing changed, nothing rewritten")
        try site.write(try site.read("content/guide/details.md") + "\nMore.\n", to: "content/guide/details.md")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let edited = OutputSnapshot.take(output: site.output)
        #expect(edited.changedPages(since: first) == ["guide/details.html", "print.html"])
        #expect(edited.assets == first.assets, "the search index is not an asset pages reload for")
        #expect(OutputSnapshot.take(output: site.output, previous: edited) == edited, "digests carried over")
        try site.write("edited", to: "public/assets/extra.css")
        #expect(OutputSnapshot.take(output: site.output).assets != first.assets)
        let withExtra = OutputSnapshot.take(output: site.output, previous: edited)
        #expect(withExtra.assets != first.assets)
        try site.write("edited again", to: "public/assets/extra.css")
        #expect(OutputSnapshot.take(output: site.output, previous: withExtra).assets != withExtra.assets,
                "a replaced asset is read again")
        let message = LiveReload.Message(version: 3, since: 2, failed: false, assets: "ab", changed: ["a\"b.html"])
        #expect(message.json == #"{"version":3,"since":2,"failed":false,"assets":"ab","changed":["a\"b.html"]}"#)
        #expect(LiveReload.Message(version: 1, since: 0, failed: true, assets: "", changed: nil).json
                == #"{"version":1,"since":0,"failed":true,"assets":"","changed":null}"#)
    }
}
