#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator settings for a build.
///
/// A page's figures are built as strings of tens to hundreds of kilobytes and freed when the page is
/// written. With glibc's defaults, freeing them trims the heap back to the kernel and large blocks are
/// mapped and unmapped one by one, so the next page faults the same memory in again. Keeping freed memory
/// (trim threshold 256 MB) and serving blocks below 32 MB from the heap cut a cold build of the
/// 100-article benchmark corpus from 14,300–16,400 page faults to 3,500 and its CPU time by 2–7 % (perf
/// stat, two sessions of three runs each, noise ±2–6 %); peak memory stayed within 2 % (docs/performance.md).
enum HeapTuning {
    static func apply() {
        #if os(Linux)
        // Swift's Glibc module does not import <malloc.h>; the function is looked up instead, and the two
        // parameters are its `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-3, 32 << 20)
        #endif
    }
}
