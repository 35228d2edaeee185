import Foundation

/// Scratch folders made by this test process, removed when it exits, so a test run leaves nothing behind in
/// the temporary directory. Removal waits for the exit rather than the end of a test because a fixture site
/// is a value whose paths outlive it: a test may hand `site.output` to a build after its last use of `site`.
enum ScratchFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [URL] = []
    private static let removalAtExit: Void = { atexit { ScratchFolders.removeAll() } }()

    static func register(_ folder: URL) {
        _ = removalAtExit
        lock.withLock { folders.append(folder) }
    }

    private static func removeAll() {
        for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: folder) }
    }
}
