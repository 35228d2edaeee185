import Foundation

/// `callsheet new NAME`: a folder with a site config, a first article and a copy of the default templates,
/// ready for `callsheet check --update` (which records the first expectation) and `callsheet build`.
public enum SiteScaffold {
    /// Creates the site and returns the files written, relative to `folder`.
    public static func create(at folder: String, title: String, templates: String) throws -> [String] {
        let files = FileManager.default
        // An empty name would scaffold into the current folder, whatever it holds.
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else { throw SiteError("the new site needs a folder name") }
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SiteError("\(folder) already exists and is not a folder") }
            guard (try files.contentsOfDirectory(atPath: folder)).isEmpty else {
                throw SiteError("\(folder) already exists and is not empty")
            }
        }
        guard files.fileExists(atPath: FilePath.join(templates, "layout.mustache")) else {
            throw SiteError("no templates to copy at \(templates) (pass --templates DIR)")
        }
        try files.createDirectory(atPath: FilePath.join(folder, "content"), withIntermediateDirectories: true)
        try write(config(title: title), to: FilePath.join(folder, "content/" + SiteConfig.fileName))
        try write(firstArticle, to: FilePath.join(folder, "content/getting-started.md"))
        let templateFiles = AssetCopier.files(in: templates)
        try AssetCopier.copy(templateFiles, from: templates, to: FilePath.join(folder, "templates"))
        return ["content/" + SiteConfig.fileName, "content/getting-started.md"] + templateFiles.map { "templates/" + $0 }
    }
}

private extension SiteScaffold {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func config(title: String) -> String {
        """
        # Site settings. Every key is optional.
        title: \(SearchIndex.quote(title))
        description: UIKit lifecycle examples, run when the site is built.
        language: en
        # base_url: https://example.org/docs/   # used for sitemap.xml
        # ios: 17                              # default iOS version for scenarios

        """
    }

    static let firstArticle = """
        ---
        title: Getting started
        summary: A view controller becomes visible.
        order: 1
        ---

        ## Showing a view controller

        A `swift scenario` block runs when the site is built. The page shows the callbacks UIKit makes as a
        table and a sequence diagram.

        ```swift scenario title="The root view controller appears"
        class RootViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("loaded")
            }
        }
        let root = RootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        ```

        Run `callsheet check --update` to write the trace below the scenario as an `expect` block. From then
        on, `callsheet check` and `callsheet build` fail if the engine's trace no longer matches it.

        """
}
