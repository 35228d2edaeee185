import Foundation

/// Absolute paths with symbolic links resolved, so that two spellings of one folder (`public`, `./public`,
/// `$PWD/public`, a link to it) compare equal. A path that does not exist yet is resolved through its
/// nearest existing ancestor.
enum ResolvedPath {
    static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
            ? path : FilePath.join(FileManager.default.currentDirectoryPath, path)
        let lexical = URL(fileURLWithPath: absolute).standardizedFileURL.path
        return resolve(lexical)
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
