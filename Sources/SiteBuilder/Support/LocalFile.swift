import Foundation

/// Reading, listing and writing files with the system calls themselves, for the paths every build takes.
/// Foundation's `FileManager.contents(atPath:)`, `contentsOfDirectory(atPath:)`, `enumerator(atPath:)`,
/// `attributesOfItem(atPath:)` and `Data.write(to:)` each make the Swift runtime look up a protocol
/// conformance on first use, a scan of all 11,500 conformance records of the process (about 350,000
/// instructions each), and go through `NSString` and `Any` on the way: together about a tenth of a one-edit
/// build's start.
enum LocalFile {
    /// The file's bytes, nil when it cannot be opened or is not a regular file.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so that the end is seen by a read returning nothing; a file that grew
        // meanwhile is still read to its end.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let count = bytes.withUnsafeMutableBytes { raw in
                posixRead(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            total += count
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// Creates or truncates the file and writes `bytes`; throws as `Data.write(to:)` did.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path) }
        let error = writeAll(bytes, to: descriptor) ? nil : failure(path)
        let closed = close(descriptor) == 0
        if let error { throw error }
        if !closed { throw failure(path) }
    }

    static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write($0, to: path) }
    }

    /// Writes all of `buffer` to an open file, retrying after signals; false when a write fails.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// The error `Data.write(to:)` throws for the same `errno`, so that a failed write reads as before.
    private static func failure(_ path: String) -> CocoaError {
        let number = errno
        let code: CocoaError.Code = switch number {
        case ENOENT: .fileNoSuchFile
        case EPERM, EACCES: .fileWriteNoPermission
        case ENAMETOOLONG: .fileWriteInvalidFileName
        case ENOSPC, EDQUOT: .fileWriteOutOfSpace
        case EROFS: .fileWriteVolumeReadOnly
        case EEXIST: .fileWriteFileExists
        default: .fileWriteUnknown
        }
        return CocoaError(code, userInfo: [NSFilePathErrorKey: path,
                                           NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: number) ?? .EIO)])
    }

    /// The names in a folder, `.` and `..` left out, in no particular order; nil when it cannot be opened.
    static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        // The name is read in place, up to its NUL, never as the struct's whole 256-byte field: readdir
        // returns entries cut to their length (`d_reclen`), so copying `pointee` or the field reads past the
        // last entry of the buffer, which crashes when that entry ends at the edge of a mapped page.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` names a folder (through links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything exists at `path` (through links), as `FileManager.fileExists(atPath:)` tells.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}

/// `read(2)` and `write(2)`, under names `LocalFile`'s own members do not hide.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
