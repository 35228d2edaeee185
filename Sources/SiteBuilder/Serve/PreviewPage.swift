import Foundation

/// What `callsheet serve` adds to an HTML page on its way to the browser (files on disk stay exactly as
/// `build` wrote them): the live-reload script, tagged with the build it belongs to, the output file the
/// page is and the digest of the site's stylesheets and scripts (see `LiveReload`), and the failure panel
/// while the last build failed.
enum PreviewPage {
    /// Where the page came from and what was current when it was sent.
    struct Build {
        var version: Int
        /// The output file sent, below the output folder (`404.html` for a missing page).
        var file: String
        var assets: String
        var failure: [BuildProblem]?
    }

    static func html(_ page: String, _ build: Build) -> String {
        var insert = "<script src=\"\(LiveReload.scriptPath)\" data-version=\"\(build.version)\" data-page=\""
            + HTMLText.escape(build.file) + "\" data-assets=\"" + HTMLText.escape(build.assets) + "\"></script>\n"
        if let failure = build.failure { insert = BuildFailureOverlay.html(failure) + insert }
        guard let body = page.range(of: "</body>", options: .backwards) else { return page + insert }
        return page.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: insert)
    }

    /// The page shown when the site has never built: only the failure panel.
    static func emptySite(_ build: Build) -> String {
        html("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Callsheet preview</title>\n"
             + "</head>\n<body>\n<p>The site has not been built yet.</p>\n</body>\n</html>\n", build)
    }
}
