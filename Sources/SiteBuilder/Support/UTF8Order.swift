extension String {
    /// Whether this string's UTF-8 bytes sort before `other`'s: the order of the site's file lists and cache
    /// records, the same on every machine. Compared on the strings' own storage where they have it (native
    /// and small strings); the generic comparison of two `UTF8View`s was most of sorting a large site's
    /// file list.
    func utf8Precedes(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { leftBytes in
            other.utf8.withContiguousStorageIfAvailable { rightBytes -> Bool in
                for index in 0..<Swift.min(leftBytes.count, rightBytes.count) where leftBytes[index] != rightBytes[index] {
                    return leftBytes[index] < rightBytes[index]
                }
                return leftBytes.count < rightBytes.count
            }
        }
        if let fast, let result = fast { return result }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}
