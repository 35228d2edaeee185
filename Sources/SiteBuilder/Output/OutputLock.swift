import Foundation

/// An exclusive lock on one output folder, held from preparing the staging folder to publishing, so two
/// builds of the same site never share a staging folder. It is an advisory `flock` on `.NAME.lock` beside the
/// output. The kernel releases it when the process ends, however it ends, so a killed build never leaves a
/// stale lock; the holder deletes the file when it is done, and a waiter that wakes on a deleted file
/// tries again on the new one (so the file never outlives the build that made it).
final class OutputLock {
    private let descriptor: Int32
    private let path: String

    /// Takes the lock, waiting for another build that holds it; `waiting` hears once that it has to wait.
    init(output: String, waiting: (String) -> Void) throws {
        path = Self.path(for: output)
        var told = false
        while true {
            let candidate = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard candidate >= 0 else { throw Self.failure("cannot open the build lock \(path)") }
            if flock(candidate, LOCK_EX | LOCK_NB) != 0 {
                if !told {
                    told = true
                    let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
                        .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                    waiting("waiting for another build of \(output)" + (holder.isEmpty ? "" : " (process \(holder))"))
                }
                while flock(candidate, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(candidate)
                        throw Self.failure("cannot lock \(path)")
                    }
                }
            }
            if Self.isCurrent(candidate, path: path) {
                descriptor = candidate
                break
            }
            close(candidate)
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    static func path(for output: String) -> String {
        let trimmed = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
        let name = trimmed.split(separator: "/").last.map(String.init) ?? "public"
        return FilePath.join(FilePath.directory(of: trimmed), "." + name + ".lock")
    }

    /// Whether the locked descriptor is still the file at `path` (the previous holder may have deleted it).
    private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    private static func failure(_ message: String) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(message): \(String(cString: strerror(errno)))"])
    }
}
