// Enums with associated values: construction (typed, implicit and from a `return`), `switch` with
// `case .loaded(let items)`, `case let .failed(error)`, `where` clauses and several patterns per case,
// `if case` and `guard case`, `mutating` methods that replace `self`, printing as Swift does.
// show: all
enum LoadState: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(String, retryable: Bool)

    var summary: String {
        switch self {
        case .idle:
            return "idle"
        case .loading(let progress) where progress >= 0.5:
            return "almost there"
        case .loading:
            return "loading"
        case .loaded(let items) where items.isEmpty:
            return "nothing"
        case .loaded(let items):
            return "\(items.count) items"
        case let .failed(message, retryable: true):
            return "\(message), retry"
        case .failed(let message, _):
            return message
        }
    }

    mutating func retry() {
        if case .failed(_, let retryable) = self, retryable { self = .loading(progress: 0) }
    }
}

func parse(_ text: String) -> LoadState {
    if text.isEmpty { return .failed("empty", retryable: false) }
    return .loaded([text, text])
}

for cached in [LoadState.loaded(["a", "b", "c"]), nil] as [LoadState?] {
    switch cached {
    case .loaded(let items)?: print("loaded", items.count)
    case .some: print("other")
    case nil: print("none")
    }
}

var states: [LoadState] = [.idle, .loading(progress: 0.25), LoadState.loading(progress: 0.75), .loaded([]),
                           .loaded(["a", "b"]), .failed("offline", retryable: true), parse("")]
for state in states {
    print(state.summary, state)
}

var state = LoadState.failed("timeout", retryable: true)
state.retry()
print(state, state == .loading(progress: 0), state == .idle)

func items(of state: LoadState) -> [String] {
    guard case .loaded(let items) = state else { return [] }
    return items
}
print(items(of: parse("x")), items(of: .idle))

switch parse("y") {
case .idle, .loading: print("waiting")
case .loaded(let items), .failed(let items, _) where false: print("loaded", items)
default: print("other")
}
// expect: print: loaded 3
// expect: print: none
// expect: print: idle idle
// expect: print: loading loading(progress: 0.25)
// expect: print: almost there loading(progress: 0.75)
// expect: print: nothing loaded([])
// expect: print: 2 items loaded(["a", "b"])
// expect: print: offline, retry failed("offline", retryable: true)
// expect: print: empty failed("empty", retryable: false)
// expect: print: loading(progress: 0.0) true false
// expect: print: ["x", "x"] []
// expect: print: loaded ["y", "y"]
