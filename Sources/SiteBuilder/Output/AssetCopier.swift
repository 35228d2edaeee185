import Foundation

/// Copies files that are not pages: `templates/assets/` to `assets/`, and non-Markdown files of the content
/// folder (images) to the same place beside the pages.
enum AssetCopier {
    /// Relative paths of the files below `directory`, hidden ones skipped, sorted.
    static func files(in directory: String, excluding: (String) -> Bool = { _ in false }) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) || excluding(path) { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: FilePath.join(directory, path), isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static func copy(_ files: [String], from source: String, to destination: String) throws {
        let manager = FileManager.default
        for file in files {
            let target = FilePath.join(destination, file)
            try manager.createDirectory(atPath: FilePath.directory(of: target), withIntermediateDirectories: true)
            try manager.copyItem(atPath: FilePath.join(source, file), toPath: target)
        }
    }
}
