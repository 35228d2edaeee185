#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a page given as pieces (the shell before the body, the body's stretches between figures, the
/// figures, the shell after the body) straight into its file. A page is mostly figures, and joining the
/// pieces first would copy all of it once more, and once again into a `Data`, before a single write.
enum PageFile {
    /// false when the file cannot be created or written whole.
    static func write(_ pieces: [String], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = true
        for var piece in pieces where written {
            written = piece.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let result = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if result < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += result
                }
                return true
            }
        }
        return close(descriptor) == 0 && written
    }
}
