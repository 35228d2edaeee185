import Foundation

/// Notices edits by polling: a fingerprint of every file's path, size and modification time under the
/// watched folders. Simple and portable; a few thousand `stat` calls per poll are cheap.
struct ChangeWatcher {
    let folders: [String]

    func fingerprint() -> [String] {
        var entries: [String] = []
        for folder in folders {
            for file in AssetCopier.files(in: folder) {
                let path = FilePath.join(folder, file)
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                entries.append("\(path)\t\(size)\t\(modified)")
            }
        }
        return entries
    }

    /// Calls `onChange` (on the polling thread) whenever the fingerprint differs from the last one seen.
    func watch(every interval: TimeInterval, onChange: @escaping @Sendable () -> Void) {
        let watcher = self
        Thread.detachNewThread {
            var last = watcher.fingerprint()
            while true {
                Thread.sleep(forTimeInterval: interval)
                let current = watcher.fingerprint()
                if current != last {
                    last = current
                    onChange()
                }
            }
        }
    }
}
