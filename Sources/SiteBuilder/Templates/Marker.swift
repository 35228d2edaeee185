#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A placeholder rendered where a large piece of HTML (an article's body, a scenario's figure) will go, so
/// that the piece is written beside its surroundings rather than copied through Mustache or cmark.
///
/// Markers are made of private-use characters no template or escaped text holds; the text is split only
/// where the marker occurs exactly as often as expected, and callers fall back to rendering the piece in
/// place otherwise (a template or an article may contain anything). The search is a byte search over the
/// HTML around the pieces, which is small.
struct Marker {
    let text: String

    init(_ name: String) {
        text = "\u{E000}callsheet-\(name)\u{E001}"
    }

    /// Whether the marker's bytes occur in `bytes` (an article's source, for instance).
    func occurs(in bytes: [UInt8]) -> Bool {
        var target = text
        return target.withUTF8 { needle in
            bytes.withUnsafeBufferPointer { hay in
                Self.find(UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(hay), from: 0) != nil
            }
        }
    }

    /// `text` cut at each occurrence of the marker: `count + 1` pieces, or nil if the marker does not occur
    /// exactly `count` times.
    func split(_ text: String, count: Int) -> [Substring]? {
        var whole = text
        var needleText = self.text
        let offsets: [Int]? = whole.withUTF8 { hay in
            needleText.withUTF8 { needle in
                var found: [Int] = []
                found.reserveCapacity(count)
                var start = 0
                while let offset = Self.find(UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(hay), from: start) {
                    found.append(offset)
                    if found.count > count { return nil }
                    start = offset + needle.count
                }
                return found.count == count ? found : nil
            }
        }
        guard let offsets else { return nil }
        let utf8 = text.utf8
        var pieces: [Substring] = []
        pieces.reserveCapacity(count + 1)
        var start = utf8.startIndex
        for offset in offsets {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(text[start..<end])
            start = utf8.index(end, offsetBy: self.text.utf8.count)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// The offset of `needle` in `hay` at or after `start`: `memchr` finds each candidate first byte (the
    /// marker's first byte is rare in HTML), `memcmp` checks the rest.
    private static func find(_ needle: UnsafeRawBufferPointer, in hay: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = needle.first, let base = hay.baseAddress else { return nil }
        var position = start
        while position + needle.count <= hay.count {
            guard let hit = memchr(base + position, Int32(first), hay.count - needle.count + 1 - position) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }
}
