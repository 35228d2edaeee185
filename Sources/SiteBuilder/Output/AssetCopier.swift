import Foundation

/// Copies files that are not pages: `templates/assets/` to `assets/`, and non-Markdown files of the content
/// folder (images) to the same place beside the pages.
enum AssetCopier {
    /// Relative paths of the files below `directory` (see `SourceTree`: links resolved, hidden skipped), sorted.
    static func files(in directory: String, excluding: (String) -> Bool = { _ in false }) -> [String] {
        SourceTree.files(in: directory).filter { !excluding($0) }
    }

    static func copy(_ files: [String], from source: String, to destination: String) throws {
        let manager = FileManager.default
        for file in files {
            let target = FilePath.join(destination, file)
            try manager.createDirectory(atPath: FilePath.directory(of: target), withIntermediateDirectories: true)
            // Through any link (checked by `SourceTree` to stay inside the folder): a site never holds a link.
            try manager.copyItem(atPath: ResolvedPath.of(FilePath.join(source, file)), toPath: target)
        }
    }
}
