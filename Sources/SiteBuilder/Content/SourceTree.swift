import Foundation
import ScenarioLanguage

/// The files below a source folder (content or template assets) that a build may read and publish.
///
/// Symbolic links are resolved: a link to a file inside the folder is read as that file (and published as
/// a copy, never as a link), a link that leads outside the folder or nowhere is a located error (a page
/// must not publish `/etc/passwd`), and a link to a folder is not followed (cycles), with a warning. The
/// folder itself may be a link. Hidden files and folders are skipped.
enum SourceTree {
    /// Relative paths of the files, sorted by bytes; `problems` hears of every link refused.
    static func files(in root: String, problems: inout [Diagnostic]) -> [String] {
        entries(in: root, problems: &problems).map(\.path)
    }

    /// The files with the status the walk read anyway (a link's is its target's), so that a reader can
    /// tell an unchanged file without another `stat` (`ContentIndex`).
    static func entries(in root: String, problems: inout [Diagnostic]) -> [(path: String, status: FileStatus)] {
        let realRoot = ResolvedPath.of(root)
        var files: [(path: String, status: FileStatus)] = []
        walk(realRoot, relative: "", root: realRoot, shownRoot: root, into: &files, problems: &problems)
        return files.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// The same, for callers that only list (the file watcher, tests).
    static func files(in root: String) -> [String] {
        var ignored: [Diagnostic] = []
        return files(in: root, problems: &ignored)
    }

    private static func walk(_ folder: String, relative: String, root: String, shownRoot: String,
                             into files: inout [(path: String, status: FileStatus)], problems: inout [Diagnostic]) {
        guard let names = LocalFile.names(in: folder) else { return }
        // In byte order, as the list is returned: a `String` comparison cost ten times as much.
        for name in names.sorted(by: { $0.utf8Precedes($1) }) where name.utf8.first != UInt8(ascii: ".") {
            let path = FilePath.join(folder, name)
            let relativePath = FilePath.join(relative, name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            var kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                let shown = FilePath.join(shownRoot, relativePath)
                let target = ResolvedPath.of(path)
                guard stat(target, &info) == 0 else {
                    problems.append(Diagnostic(.error, "this link leads nowhere", path: shown, line: 1, column: 1))
                    continue
                }
                guard ResolvedPath.contains(root, target) else {
                    problems.append(Diagnostic(.error, "this link leads outside the folder '\(shownRoot)'; only files inside it are published",
                                               path: shown, line: 1, column: 1))
                    continue
                }
                kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    problems.append(Diagnostic(.warning, "links to a folder are not followed; link the files, or move the folder here",
                                               path: shown, line: 1, column: 1))
                    continue
                }
            }
            if kind == S_IFDIR {
                walk(path, relative: relativePath, root: root, shownRoot: shownRoot, into: &files, problems: &problems)
            } else if kind == S_IFREG {
                files.append((relativePath, FileStatus(info)))
            }
        }
    }
}
