// show: hierarchy,table
// A searchable list: the search controller's bar is the table's header view, so it joins the table as
// a subview when assigned. The updater filters and reloads; typing is not modelled, so the scenario sets
// the bar's text and asks the updater itself, as the user's edit would. A footer replaces the header's
// neighbour; setting a new header takes the old one out of the table.
class FruitListViewController: UIViewController, UITableViewDataSource, UISearchResultsUpdating {
    let tableView = UITableView()
    let searchController = UISearchController(searchResultsController: nil)
    let fruits = ["Apple", "Banana", "Cherry", "Blueberry"]
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = fruits
        tableView.frame = view.bounds
        tableView.dataSource = self
        view.addSubview(tableView)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search fruit"
        tableView.tableHeaderView = searchController.searchBar
        navigationItem.searchController = searchController
        print("header is bar: \(tableView.tableHeaderView === searchController.searchBar), active \(searchController.isActive)")
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruits : fruits.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        print("rows: \(shown.count)")
        return shown.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

let list = FruitListViewController()
let navigation = UINavigationController(rootViewController: list)
window.rootViewController = navigation
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let search = list.searchController
    print("\(search.searchBar.text ?? "nil") '\(search.searchBar.placeholder ?? "")' \(search.searchResultsController == nil) \(search.obscuresBackgroundDuringPresentation) \(search.hidesNavigationBarDuringPresentation) \(search.dimsBackgroundDuringPresentation)")
    search.searchBar.text = "b"
    search.searchResultsUpdater?.updateSearchResults(for: search)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    let footer = UIView()
    list.tableView.tableFooterView = footer
    let banner = UILabel()
    list.tableView.tableHeaderView = banner
    print(list.searchController.searchBar.superview == nil, footer.superview === list.tableView, list.tableView.tableFooterView === footer)
    print(list.navigationItem.searchController === list.searchController, list.navigationItem.hidesSearchBarWhenScrolling)
}
// A bar and a search controller made bare read back what is set.
let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
bar.delegate = nil
let plainSearch = UISearchController()
plainSearch.delegate = nil
print(UISearchBar().text ?? "nil", bar.frame.height, bar.delegate == nil, plainSearch.delegate == nil, plainSearch.searchResultsController == nil)
// expect: window.addSubview(navigation.view)
// expect: navigation.view.willMove(toSuperview: window)
// expect: navigation.view.didMoveToSuperview()
// expect: window.didAddSubview(navigation.view)
// expect: print:  56.0 true true true
// expect: list.view.addSubview(tableView)
// expect: tableView.willMove(toSuperview: list.view)
// expect: tableView.didMoveToSuperview()
// expect: list.view.didAddSubview(tableView)
// expect: tableView.addSubview(UISearchBar#3)
// expect: UISearchBar#3.willMove(toSuperview: tableView)
// expect: UISearchBar#3.didMoveToSuperview()
// expect: tableView.didAddSubview(UISearchBar#3)
// expect: print: header is bar: true, active false
// expect: navigation.view.addSubview(list.view)
// expect: list.view.willMove(toSuperview: navigation.view)
// expect: list.view.didMoveToSuperview()
// expect: navigation.view.didAddSubview(list.view)
// expect: list.tableView(tableView, numberOfRowsInSection: 0)
// expect: print: rows: 4
// expect: list.tableView(tableView, cellForRowAt: [0, 0])
// expect: tableView.addSubview(cell)
// expect: cell.willMove(toSuperview: tableView)
// expect: cell.didMoveToSuperview()
// expect: tableView.didAddSubview(cell)
// expect: list.tableView(tableView, cellForRowAt: [0, 1])
// expect: tableView.addSubview(cell#2)
// expect: cell#2.willMove(toSuperview: tableView)
// expect: cell#2.didMoveToSuperview()
// expect: tableView.didAddSubview(cell#2)
// expect: list.tableView(tableView, cellForRowAt: [0, 2])
// expect: tableView.addSubview(cell#3)
// expect: cell#3.willMove(toSuperview: tableView)
// expect: cell#3.didMoveToSuperview()
// expect: tableView.didAddSubview(cell#3)
// expect: list.tableView(tableView, cellForRowAt: [0, 3])
// expect: tableView.addSubview(cell#4)
// expect: cell#4.willMove(toSuperview: tableView)
// expect: cell#4.didMoveToSuperview()
// expect: tableView.didAddSubview(cell#4)
// expect: print:  'Search fruit' true false true true
// expect: tableView.reloadData()
// expect: list.tableView(tableView, numberOfRowsInSection: 0)
// expect: print: rows: 2
// expect: list.tableView(tableView, cellForRowAt: [0, 0])
// expect: tableView.addSubview(cell#5)
// expect: cell#5.willMove(toSuperview: tableView)
// expect: cell#5.didMoveToSuperview()
// expect: tableView.didAddSubview(cell#5)
// expect: list.tableView(tableView, cellForRowAt: [0, 1])
// expect: tableView.addSubview(cell#6)
// expect: cell#6.willMove(toSuperview: tableView)
// expect: cell#6.didMoveToSuperview()
// expect: tableView.didAddSubview(cell#6)
// expect: tableView.addSubview(footer)
// expect: footer.willMove(toSuperview: tableView)
// expect: footer.didMoveToSuperview()
// expect: tableView.didAddSubview(footer)
// expect: UISearchBar#3.removeFromSuperview()
// expect: tableView.willRemoveSubview(UISearchBar#3)
// expect: UISearchBar#3.willMove(toSuperview: nil)
// expect: UISearchBar#3.didMoveToSuperview()
// expect: tableView.addSubview(banner)
// expect: banner.willMove(toSuperview: tableView)
// expect: banner.didMoveToSuperview()
// expect: tableView.didAddSubview(banner)
// expect: print: true true true
// expect: print: true true
