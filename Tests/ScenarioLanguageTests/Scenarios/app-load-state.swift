// A `LoadState` enum with associated values drives a view controller's UI: `viewDidLoad` starts
// loading, a main-queue callback a second later delivers articles (or a failure), and a `switch` over
// the state in `didSet` shows the spinner, the list or the error. The state machine's transitions are
// `mutating` methods of the enum, checked with `if case`/`guard case`.
struct Article {
    let title: String
    let minutes: Int
}

enum LoadState {
    case idle
    case loading(attempt: Int)
    case loaded([Article])
    case failed(message: String, attempt: Int)

    var attempt: Int {
        switch self {
        case .idle, .loaded: return 0
        case .loading(let attempt), .failed(_, let attempt): return attempt
        }
    }

    mutating func retry() {
        guard case .failed(_, let attempt) = self else { return }
        self = .loading(attempt: attempt + 1)
    }
}

class ArticlesViewController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .medium)
    let statusLabel = UILabel()
    var responses: [LoadState] = [.failed(message: "offline", attempt: 1), .loaded([Article(title: "Views", minutes: 4),
                                                                                   Article(title: "Layout", minutes: 7)])]
    var state: LoadState = .idle {
        didSet { render() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(spinner)
        view.addSubview(statusLabel)
        state = .loading(attempt: 1)
        load()
    }

    func load() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            self.state = self.responses.removeFirst()
            if case .failed = self.state {
                self.state.retry()
                self.load()
            }
        }
    }

    func render() {
        switch state {
        case .idle:
            statusLabel.text = nil
        case .loading(let attempt):
            spinner.startAnimating()
            statusLabel.text = attempt > 1 ? "Retrying (\(attempt))…" : "Loading…"
        case .loaded(let articles) where articles.isEmpty:
            spinner.stopAnimating()
            statusLabel.text = "Nothing to read"
        case .loaded(let articles):
            spinner.stopAnimating()
            var total = 0
            for article in articles { total += article.minutes }
            statusLabel.text = "\(articles.count) articles, \(total) min"
        case let .failed(message, attempt):
            spinner.stopAnimating()
            statusLabel.text = "Failed: \(message) (attempt \(attempt))"
        }
        print("render:", statusLabel.text ?? "-", spinner.isAnimating, state.attempt)
    }
}

let articles = ArticlesViewController()
window.rootViewController = articles
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 3))
if case .loaded(let list) = articles.state {
    print(list.map { $0.title }, list.count)
}
// expect: articles.viewDidLoad()
// expect: print: render: Loading… true 1
// expect: print: render: Failed: offline (attempt 1) false 1
// expect: print: render: Retrying (2)… true 2
// expect: print: render: 2 articles, 11 min false 0
// expect: print: ["Views", "Layout"] 2
