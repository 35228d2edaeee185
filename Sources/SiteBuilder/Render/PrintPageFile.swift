#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The print page's file access, as bytes. Each body is read back from its own page at its recorded byte
/// range (not the whole page into a `Data` and then into an array). The page is written as it is
/// assembled, a stretch of articles at a time, so it is never held whole: it holds every article's body
/// (13 MB at 100 articles, and a site that asks for the page at any size may have thousands).
final class PrintPageFile {
    private let descriptor: Int32
    let path: String
    private var failed = false

    /// nil when the file cannot be created.
    init?(creating path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.path = path
    }

    /// Appends `bytes` to the file; a failed write is reported by `close()`.
    func write(_ bytes: [UInt8]) {
        guard !failed else { return }
        failed = !bytes.withUnsafeBufferPointer { LocalFile.writeAll($0, to: descriptor) }
    }

    /// Closes the file; false when it was not written whole.
    func close() -> Bool { Self.systemClose(descriptor) == 0 && !failed }

    /// Closes and deletes a file left incomplete.
    func discard() {
        _ = Self.systemClose(descriptor)
        unlink(path)
    }

    private static func systemClose(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }

    /// The bytes of `file` in `range`; nil when the file cannot be read or is shorter.
    static func body(_ range: Range<Int>, of file: String) -> [UInt8]? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = systemClose(descriptor) }
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            while initialized < range.count {
                let count = pread(descriptor, buffer.baseAddress! + initialized, range.count - initialized,
                                  off_t(range.lowerBound + initialized))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    complete = false
                    return
                }
                initialized += count
            }
        }
        return complete ? bytes : nil
    }
}
