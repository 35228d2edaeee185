import ScenarioLanguage

/// At most a screenful of problems per file: a file with thousands of broken links reports the first ones
/// and how many more there are, instead of flooding the terminal (2,000 on one line once printed 68 MB).
enum ProblemLimit {
    static let perFile = 20

    /// `problems`, sorted, with each file's beyond the first `perFile` replaced by one note counting them.
    static func applied(to problems: [BuildProblem]) -> [BuildProblem] {
        var perPath: [String: Int] = [:]
        var kept: [BuildProblem] = []
        var hidden: [String: (count: Int, first: BuildProblem)] = [:]
        var order: [String] = []
        for problem in problems {
            let path = problem.diagnostic.path
            let count = perPath[path, default: 0] + 1
            perPath[path] = count
            if count <= perFile {
                kept.append(problem)
            } else if let seen = hidden[path] {
                hidden[path] = (seen.count + 1, seen.first)
            } else {
                hidden[path] = (1, problem)
                order.append(path)
            }
        }
        for path in order {
            guard let (count, first) = hidden[path] else { continue }
            kept.append(BuildProblem(diagnostic: Diagnostic(
                first.isError ? .error : .warning,
                "\(count) more problem\(count == 1 ? "" : "s") in this file not shown", path: path,
                line: first.diagnostic.line, column: first.diagnostic.column), kind: first.kind))
        }
        return kept
    }
}
