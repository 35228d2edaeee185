import Foundation

/// Absolute paths with symbolic links resolved, so that two spellings of one folder (`public`, `./public`,
/// `$PWD/public`, a link to it) compare equal. A path that does not exist yet is resolved through its
/// nearest existing ancestor.
enum ResolvedPath {
    static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
            ? path : FilePath.join(FileManager.default.currentDirectoryPath, path)
        return resolve(lexical(absolute))
    }

    /// An absolute path without empty, `.` and `..` components (`..` at the root stays there), as
    /// `URL.standardizedFileURL` gives it, worked out on the components: the URL's first use cost a build
    /// a conformance lookup and its `NSString` path handling.
    static func lexical(_ absolute: String) -> String {
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `true` when `inner` is `outer` or lies below it.
    static func contains(_ outer: String, _ inner: String) -> Bool {
        outer == inner || outer == "/" || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    private static func resolve(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        return FilePath.join(resolve(parent), String(path[path.index(after: slash)...]))
    }
}
