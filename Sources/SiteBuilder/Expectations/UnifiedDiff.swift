/// A unified diff of two lists of lines (longest common subsequence), as `diff -u` prints it.
enum UnifiedDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    /// `--- old` / `+++ new` headers and `@@` hunks with `context` unchanged lines around each change.
    static func text(old: [String], new: [String], oldName: String, newName: String, context: Int = 3) -> String {
        let lines = diff(old, new)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        // Positions (1-based) in old and new of each diff line, to label hunks.
        var oldLine = 1, newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for line in lines {
            positions.append((oldLine, newLine))
            switch line {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < lines.count {
            guard let change = lines[index...].firstIndex(where: { !isSame($0) }) else { break }
            let start = max(change - context, 0)
            var end = change
            // Extend the hunk while the next change is within 2 × context unchanged lines.
            while true {
                guard let nextChange = lines[(end + 1)...].firstIndex(where: { !isSame($0) }) else {
                    end = min(end + context, lines.count - 1)
                    break
                }
                if nextChange - end <= 2 * context {
                    end = nextChange
                } else {
                    end = min(end + context, lines.count - 1)
                    break
                }
            }
            let hunk = lines[start...end]
            let oldCount = hunk.filter { !isAdded($0) }.count
            let newCount = hunk.filter { !isRemoved($0) }.count
            let oldStart = oldCount == 0 ? positions[start].old - 1 : positions[start].old
            let newStart = newCount == 0 ? positions[start].new - 1 : positions[start].new
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in hunk {
                switch line {
                case .same(let text): output.append(" " + text)
                case .removed(let text): output.append("-" + text)
                case .added(let text): output.append("+" + text)
                }
            }
            index = end + 1
        }
        return output.joined(separator: "\n")
    }

    /// The edit script from `old` to `new`: common prefix and suffix first, LCS on what remains.
    static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // lengths[i][j]: LCS length of a[i...] and b[j...]
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var middle: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                middle.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                middle.append(.removed(a[i])); i += 1
            } else {
                middle.append(.added(b[j])); j += 1
            }
        }
        return old[..<prefix].map { .same($0) } + middle + old[(old.count - suffix)...].map { .same($0) }
    }
}

private extension UnifiedDiff {
    static func isSame(_ line: Line) -> Bool { if case .same = line { true } else { false } }
    static func isAdded(_ line: Line) -> Bool { if case .added = line { true } else { false } }
    static func isRemoved(_ line: Line) -> Bool { if case .removed = line { true } else { false } }
}
