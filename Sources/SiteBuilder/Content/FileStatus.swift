import Foundation

/// What `stat` says of a file that tells whether it may have changed: size, inode, modification and
/// status-change times. An edit changes the status-change time, which no tool can set back (unlike the
/// modification time, which editors, `touch -d` and archive tools do), so an unchanged status is an
/// unchanged file unless the clock is too coarse to tell two writes apart (`ContentIndex.isSettled`).
struct FileStatus: Equatable, Sendable {
    var size: Int64
    var inode: UInt64
    /// Nanoseconds since 1970.
    var modified: Int64
    var changed: Int64

    init(size: Int64, inode: UInt64, modified: Int64, changed: Int64) {
        (self.size, self.inode, self.modified, self.changed) = (size, inode, modified, changed)
    }

    init(_ info: stat) {
        #if os(Linux)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino),
                  modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed))
    }

    /// nil when the file cannot be read.
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// A write lands in the file's times at the file system's granularity, from a clock that may lag the
    /// system clock by a tick: two writes closer together than this may leave the same times (and, at the
    /// same size, the same status). Two seconds covers file systems that keep whole or even seconds.
    static let clockMargin: Int64 = 2_000_000_000

    /// Whether this status can be told from that of any write after `readStart` (the system clock before
    /// the file was looked at): its last change lies more than the clock's margin before it, so a later
    /// write would carry a later change time. The change time is the one no tool can set back.
    func isSettled(before readStart: Int64) -> Bool {
        changed <= readStart - Self.clockMargin && modified <= readStart
    }

    /// The system's clock now, in the file times' units.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
