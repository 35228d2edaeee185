extension String {
    /// `parts.joined(separator:)` for a one-byte separator (or none), made by copying each part's bytes into
    /// a string of its final size: joining an array cost about 1,000 instructions a part, appending the parts
    /// to a reserved string about 300, and a build makes a path or a cache key this way for every article.
    init(concatenating parts: [String], separator: UInt8? = nil) {
        var total = separator == nil ? 0 : Swift.max(parts.count - 1, 0)
        for part in parts { total += part.utf8.count }
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var end = 0
            for (index, part) in parts.enumerated() {
                if index > 0, let separator {
                    buffer[end] = separator
                    end += 1
                }
                var part = part
                end += part.withUTF8 { UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: $0) }
            }
            return end
        }
    }
}
