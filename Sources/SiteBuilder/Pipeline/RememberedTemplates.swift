import Synchronization

/// The templates as this process last loaded them, by folder: a process that builds again and again
/// (`callsheet serve`) loads them again only when a template file was added, removed or changed (its
/// status, `FileStatus`, trusted only once settled). Loading and checking the templates was about a
/// twentieth of a one-edit build of 1,000 articles.
enum RememberedTemplates {
    private struct Entry {
        var files: [String: FileStatus]
        var templates: TemplateSet
    }

    private static let loaded = Mutex<[String: Entry]>([:])

    static func load(_ directory: String) throws(ProblemList) -> TemplateSet {
        let now = FileStatus.now()
        var files: [String: FileStatus] = [:]
        var settled = true
        for file in TemplateSet.templateFiles(in: directory) {
            guard let status = FileStatus.of(FilePath.join(directory, file)) else { settled = false; continue }
            files[file] = status
            settled = settled && status.isSettled(before: now)
        }
        if settled, let entry = loaded.withLock({ $0[directory] }), entry.files == files { return entry.templates }
        let templates = try TemplateSet(directory: directory)
        let entry = settled ? Entry(files: files, templates: templates) : nil
        loaded.withLock { $0[directory] = entry }
        return templates
    }
}
