/// "Did you mean …?" for near-misses: the closest known spelling within a small edit distance.
enum Suggestions {
    /// The candidate closest to `name` (case-insensitive edit distance at most 2, or 1 for short names);
    /// ties go to the alphabetically first, so the message is deterministic.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = name.count <= 4 ? 1 : 2
        let target = Array(name.lowercased())
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) { best = (distance, candidate) }
        }
        return best?.name
    }

    /// `" (did you mean `viewDidAppear`?)"`, or "" when nothing is close.
    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Levenshtein distance, stopping early once every path exceeds `limit`.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
