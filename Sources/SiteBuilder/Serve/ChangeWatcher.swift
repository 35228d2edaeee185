import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices edits under the watched folders and calls `onChange` once per burst of changes (an editor's
/// save is often several events: a temporary file, a rename, a metadata change).
///
/// On Linux it waits on inotify, so a save is seen within a millisecond and nothing runs while nobody
/// edits; elsewhere, or when inotify is unavailable (no watches left), it polls a fingerprint of every
/// file's path, size and modification time.
struct ChangeWatcher {
    let folders: [String]
    /// Quiet time that ends a burst.
    var settle: TimeInterval = 0.012
    /// Polling period of the fallback.
    var pollInterval: TimeInterval = 0.25

    enum Mechanism: String, Sendable { case inotify, polling }

    /// Starts watching on a thread of its own and says how.
    @discardableResult
    func watch(onChange: @escaping @Sendable () -> Void) -> Mechanism {
        #if os(Linux)
        if let notifier = INotify(folders: folders) {
            let settle = self.settle
            Thread.detachNewThread { notifier.run(settle: settle, onChange: onChange) }
            return .inotify
        }
        #endif
        let watcher = self
        Thread.detachNewThread {
            var last = watcher.fingerprint()
            while true {
                Thread.sleep(forTimeInterval: watcher.pollInterval)
                let current = watcher.fingerprint()
                if current != last {
                    last = current
                    onChange()
                }
            }
        }
        return .polling
    }

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
}

#if os(Linux)
/// One inotify descriptor watching every folder below the roots; folders created later are added as
/// they appear.
private final class INotify: @unchecked Sendable {
    private let descriptor: Int32
    private let roots: [String]
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                                     | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    init?(folders: [String]) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.roots = folders
        guard addWatches() else {
            close(descriptor)
            return nil
        }
    }

    /// Watches each root and each folder below it (watching a folder twice is harmless); false when the
    /// system refuses a watch (the per-user limit), so the caller falls back to polling.
    private func addWatches() -> Bool {
        for root in roots {
            var folders = [root]
            if let walker = FileManager.default.enumerator(atPath: root) {
                while let item = walker.nextObject() as? String {
                    if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                        folders.append(FilePath.join(root, item))
                    }
                }
            }
            for folder in folders where inotify_add_watch(descriptor, folder, Self.mask) < 0 {
                if errno == ENOSPC || errno == ENOMEM { return false }
            }
        }
        return true
    }

    func run(settle: TimeInterval, onChange: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                return
            }
            // Drain the rest of the burst: whatever arrives until `settle` passes without an event.
            var folderChanged = Self.concernsFolder(buffer, count: count)
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while poll(&waiting, 1, Int32(settle * 1000)) > 0 {
                let more = read(descriptor, &buffer, buffer.count)
                guard more > 0 else { break }
                folderChanged = folderChanged || Self.concernsFolder(buffer, count: more)
            }
            if folderChanged { _ = addWatches() }
            onChange()
        }
    }

    /// Whether any event read concerns a folder: a new one needs a watch of its own.
    /// Events are `struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }`.
    private static func concernsFolder(_ buffer: [UInt8], count: Int) -> Bool {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset + 16 <= count {
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                if mask & UInt32(IN_ISDIR) != 0 { return true }
                offset += 16 + Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            }
            return false
        }
    }
}
#endif
