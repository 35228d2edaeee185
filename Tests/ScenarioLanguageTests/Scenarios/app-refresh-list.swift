// Pull to refresh: the table keeps its refresh control as a subview once it is assigned (a new one
// replaces the old), the pull sends .valueChanged to the action, and the data arrives a second later.
// beginRefreshing() and endRefreshing() only change what is drawn; neither sends an action.
class RefreshControl: UIRefreshControl {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        print("control in table", superview != nil)
    }
}

class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl(frame: .zero)
        let control = RefreshControl()
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        control.addTarget(self, action: #selector(pulled(_:)), for: .valueChanged)
        tableView.refreshControl = control
        print(tableView.subviews.count, refreshControl === control, control.attributedTitle?.string ?? "")
    }

    @objc func pulled(_ sender: UIRefreshControl) {
        print("refreshing", sender.isRefreshing)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            sender.endRefreshing()
            print("done", sender.isRefreshing)
        }
    }
}

let feed = FeedViewController()
window.rootViewController = feed
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
feed.refreshControl?.beginRefreshing()
feed.refreshControl?.sendActions(for: .valueChanged)
// expect: feed.viewDidLoad()
// expect: control.didMoveToSuperview()
// expect: print: control in table true
// expect: print: 1 true Pull to refresh
// expect: feed.pulled(control)
// expect: print: refreshing true
// expect: print: done false
