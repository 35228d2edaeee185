/// Terms as byte strings numbered in the order they were first added, for counting terms without making a
/// `String` of each occurrence or hashing one (the standard library's hasher was most of that cost). Only
/// for terms that are equal exactly when their bytes are (`SearchTermTable.isPlain`); others go through
/// `String`, which compares by canonical equivalence.
///
/// The distinct terms' bytes sit back to back in one buffer, so a table emptied for the next section keeps
/// all its storage. Lookups are by a hash of the bytes in an open-addressed slot array.
struct SearchTermTable {
    /// Where a term's bytes are, and its first eight bytes as a number (the first the most significant,
    /// zeros after the end), which orders two terms whenever it differs.
    private struct Entry {
        var start: Int
        var length: Int
        var prefix: UInt64
        var hash: UInt64
        /// Where in `slots` the entry is, so that emptying the table touches only the slots in use: the
        /// slot array keeps the size the largest section needed.
        var slot: Int
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Entry number + 1 for each slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    var count: Int { entries.count }

    /// Empties the table and keeps its storage.
    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        for entry in entries where entry.slot >= 0 { slots[entry.slot] = 0 }
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// The number of the term `term` spells, adding the term when it is new. `lowercasing` for a word of
    /// ASCII letters and digits only, whose capitals are then read as small letters: setting the 0x20 bit
    /// of each of its bytes does that (digits have it already), eight bytes at a time.
    mutating func id(of term: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Int {
        let length = term.count
        guard length > 0, let base = term.baseAddress else { return id(ofEmpty: ()) }
        let fold: UInt64 = lowercasing ? 0x2020_2020_2020_2020 : 0
        var prefix: UInt64 = 0, hash: UInt64 = UInt64(length)
        var offset = 0
        while offset + 8 <= length {
            let chunk = Self.chunk(base + offset) | fold
            if offset == 0 { prefix = chunk }
            hash = Self.mix(hash, chunk)
            offset += 8
        }
        if offset < length {
            var tail: UInt64 = 0
            for index in offset..<length { tail = tail << 8 | UInt64(base[index]) }
            let shift = UInt64(8 * (8 - (length - offset)))
            tail = (tail << shift) | (fold << shift)
            if offset == 0 { prefix = tail }
            hash = Self.mix(hash, tail)
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> 40) & mask
        while true {
            let found = Int(slots[slot])
            if found == 0 { break }
            let entry = entries[found - 1]
            if entry.hash == hash, entry.length == length, entry.prefix == prefix,
               length <= 8 || same(entry, base, length: length, fold: fold) {
                return found - 1
            }
            slot = (slot + 1) & mask
        }
        let id = entries.count
        let start = bytes.count
        entries.append(Entry(start: start, length: length, prefix: prefix, hash: hash, slot: slot))
        bytes.append(contentsOf: term)
        if lowercasing {
            for index in start..<bytes.count { bytes[index] |= 0x20 }
        }
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
        if entries.count * 2 > slots.count { grow() }
        return id
    }

    /// The empty term (a damaged weight line can hold one): added like any other, without reading bytes.
    private mutating func id(ofEmpty: Void) -> Int {
        if let index = entries.firstIndex(where: { $0.length == 0 }) { return index }
        entries.append(Entry(start: bytes.count, length: 0, prefix: 0, hash: 0, slot: -1))
        // Not in a slot: no lookup ever reaches it, the search above finds it.
        return entries.count - 1
    }

    /// Eight bytes as a number, the first the most significant.
    private static func chunk(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(bigEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    private static func mix(_ hash: UInt64, _ chunk: UInt64) -> UInt64 {
        let product = (hash ^ chunk) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// Whether the stored term equals the longer-than-eight-bytes term at `base` (its first eight bytes are
    /// known to be equal).
    private func same(_ entry: Entry, _ base: UnsafePointer<UInt8>, length: Int, fold: UInt64) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            let start = stored.baseAddress! + entry.start
            var offset = 8
            while offset + 8 <= length {
                if Self.chunk(start + offset) != Self.chunk(base + offset) | fold { return false }
                offset += 8
            }
            let small = UInt8(truncatingIfNeeded: fold)
            while offset < length {
                if start[offset] != base[offset] | small { return false }
                offset += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in entries.indices where entries[id].slot >= 0 {
            var slot = Int(truncatingIfNeeded: entries[id].hash >> 40) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: id + 1)
            entries[id].slot = slot
        }
    }

    /// The term numbered `id`, as bytes valid until the table changes.
    func withTerm<Result>(_ id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = entries[id]
        return bytes.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[entry.start..<(entry.start + entry.length)]))
        }
    }

    /// The numbers of all terms, ordered by the terms' bytes: sorted as numbers made of the first eight
    /// bytes and the term's number, whole terms compared only in a run of equal first eight bytes (a term
    /// of at most eight bytes has no zero byte, so its first eight bytes are the whole term).
    func idsInByteOrder() -> [Int] {
        var keys = entries.indices.map { UInt128(entries[$0].prefix) << 64 | UInt128($0) }
        keys.withUnsafeMutableBufferPointer { Self.sort($0) }
        var ids = keys.map { Int(truncatingIfNeeded: $0) }
        var start = 0
        while start < ids.count {
            var end = start + 1
            while end < ids.count, keys[end] >> 64 == keys[start] >> 64 { end += 1 }
            if end - start > 1 {
                entries.withUnsafeBufferPointer { entries in
                    bytes.withUnsafeBufferPointer { bytes in
                        ids[start..<end].sort { left, right in
                            let a = entries[left], b = entries[right]
                            return UnsafeBufferPointer(rebasing: bytes[a.start..<(a.start + a.length)])
                                .lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[b.start..<(b.start + b.length)]))
                        }
                    }
                }
            }
            start = end
        }
        return ids
    }

    /// Sorts distinct keys in place. A section's terms come in the order the text first uses them, which
    /// the standard library's sort met with insertion sorts over runs of up to 64 keys: most of the cost
    /// of weighing a section's terms. Quicksort (middle of three as pivot) down to runs of eight.
    /// Below `depth` levels of partitions (twice the keys' binary logarithm), the rest goes to the standard
    /// library's sort, so that no order of keys takes quadratic time.
    static func sort(_ keys: UnsafeMutableBufferPointer<UInt128>, depth: Int? = nil) {
        var depth = depth ?? 2 * (Int.bitWidth - max(keys.count, 1).leadingZeroBitCount)
        var low = 0, high = keys.count - 1
        while high - low > 8 {
            guard depth > 0 else {
                var rest = UnsafeMutableBufferPointer(rebasing: keys[low...high])
                rest.sort()
                return
            }
            depth -= 1
            let middle = low + (high - low) / 2
            if keys[middle] < keys[low] { keys.swapAt(middle, low) }
            if keys[high] < keys[low] { keys.swapAt(high, low) }
            if keys[high] < keys[middle] { keys.swapAt(high, middle) }
            let pivot = keys[middle]
            var left = low, right = high
            while left <= right {
                while keys[left] < pivot { left += 1 }
                while pivot < keys[right] { right -= 1 }
                if left <= right {
                    keys.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            // The smaller side by recursion, the larger by the loop: depth stays logarithmic.
            if right - low < high - left {
                if right > low { sort(UnsafeMutableBufferPointer(rebasing: keys[low...right]), depth: depth) }
                low = left
            } else {
                if high > left { sort(UnsafeMutableBufferPointer(rebasing: keys[left...high]), depth: depth) }
                high = right
            }
        }
        if high > low {
            for index in (low + 1)...high {
                let key = keys[index]
                var slot = index
                while slot > low, key < keys[slot - 1] {
                    keys[slot] = keys[slot - 1]
                    slot -= 1
                }
                keys[slot] = key
            }
        }
    }

    /// `term weight` lines for the terms `ids`, in that order, each weight below 100: written into the
    /// string's own storage.
    func weightLines(_ ids: [Int], weight: (Int) -> Int) -> String {
        guard !ids.isEmpty else { return "" }
        let capacity = bytes.count + ids.count * 4
        return bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: capacity) { buffer in
                var out = 0
                for id in ids {
                    if out > 0 {
                        buffer[out] = UInt8(ascii: "\n")
                        out += 1
                    }
                    let entry = entries[id]
                    for offset in 0..<entry.length { buffer[out + offset] = bytes[entry.start + offset] }
                    out += entry.length
                    buffer[out] = UInt8(ascii: " ")
                    let value = weight(id)
                    if value >= 10 {
                        buffer[out + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10)
                        out += 1
                    }
                    buffer[out + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
                    out += 2
                }
                return out
            }
        }
    }

    /// Whether a term of these bytes is one the table may hold: equal to another term exactly when their
    /// bytes are. ASCII, CJK unified ideographs (with extension A) and Hangul syllables are in normal form
    /// and none composes with another; compatibility ideographs and kana are left out (a compatibility
    /// ideograph equals its unified form, a kana with a combining sound mark its precomposed form). The
    /// zero byte is left out too, so that a shorter term's prefix orders it before a longer one.
    static func isPlain(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < term.count {
            let byte = term[index]
            if byte < 0x80 {
                guard byte != 0 else { return false }
                index += 1
                continue
            }
            guard byte & 0xF0 == 0xE0, index + 2 < term.count else { return false }
            let second = term[index + 1], third = term[index + 2]
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80,
                  isPlainCJK(UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)) else { return false }
            index += 3
        }
        return !term.isEmpty
    }

    /// CJK unified ideographs (with extension A) and Hangul syllables.
    static func isPlainCJK(_ value: UInt32) -> Bool {
        (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
    }
}
