/// A piece of a section's code as the page collects it: a string, or words that stand for themselves
/// joined by spaces (the callbacks a scenario's trace shows). Words are weighed one by one and joined only
/// when the excerpt reaches them, which it seldom does: the scenario's source comes first.
enum SearchPiece: Equatable {
    case text(String)
    case words([String])

    /// The piece as the section's code holds it.
    var joined: String {
        switch self {
        case .text(let text): text
        case .words(let words): words.joined(separator: " ")
        }
    }

    /// Whether `joined` is empty, without joining.
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .words(let words): words.count <= 1 && words.allSatisfy(\.isEmpty)
        }
    }
}
