import Foundation

/// What `callsheet serve` adds to an HTML page on its way to the browser (files on disk stay exactly as
/// `build` wrote them): the live-reload script, tagged with the build it belongs to, and the failure
/// panel while the last build failed.
enum PreviewPage {
    static func html(_ page: String, version: Int, failure: [BuildProblem]?) -> String {
        var insert = "<script src=\"\(LiveReload.scriptPath)\" data-version=\"\(version)\"></script>\n"
        if let failure { insert = BuildFailureOverlay.html(failure) + insert }
        guard let body = page.range(of: "</body>", options: .backwards) else { return page + insert }
        return page.replacingCharacters(in: body.lowerBound..<body.lowerBound, with: insert)
    }

    /// The page shown when the site has never built: only the failure panel.
    static func emptySite(version: Int, failure: [BuildProblem]?) -> String {
        html("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Callsheet preview</title>\n"
             + "</head>\n<body>\n<p>The site has not been built yet.</p>\n</body>\n</html>\n",
             version: version, failure: failure)
    }
}
