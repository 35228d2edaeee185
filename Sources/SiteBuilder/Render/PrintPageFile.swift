#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The print page's file access, as bytes: each body is read back from its own page at the recorded byte
/// range (not the whole page into a `Data` and then into an array), and the page is written from its one
/// buffer.
enum PrintPageFile {
    /// The bytes of `file` in `range`; nil when the file cannot be read or is shorter.
    static func body(_ range: Range<Int>, of file: String) -> [UInt8]? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
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

    /// false when the file cannot be created or written whole.
    static func save(_ bytes: [UInt8], to file: String) -> Bool {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return close(descriptor) == 0 && written
    }
}
