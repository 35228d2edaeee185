// A list of cities fed by a diffable data source: the snapshot built in viewDidLoad is applied before the
// table is on screen, so the table asks the data source for its sections, rows and visible cells in its
// first layout; a later snapshot without one city reloads it, and a tap asks the data source which city a
// row shows.
enum Section { case main, visited }

class CitiesViewController: UITableViewController {
    lazy var dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { table, indexPath, city in
        let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = city
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        tableView.rowHeight = 300
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .visited])
        snapshot.appendItems(["Lyon", "Oslo"], toSection: .main)
        snapshot.appendItems(["Kyoto"])
        print(snapshot.numberOfSections, snapshot.numberOfItems, snapshot.numberOfItems(inSection: .visited),
              snapshot.itemIdentifiers, snapshot.sectionIdentifiers.count)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("selected", dataSource.itemIdentifier(for: indexPath) ?? "none")
    }

    func forget(_ city: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([city])
        dataSource.apply(snapshot)
        print(dataSource.snapshot().itemIdentifiers)
    }
}

let cities = CitiesViewController()
window.rootViewController = cities
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
cities.forget("Lyon")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(cities.tableView.visibleCells[0])
var empty = cities.dataSource.snapshot()
empty.deleteAllItems()
cities.dataSource.apply(empty, animatingDifferences: true) { print("applied", empty.numberOfSections) }
// expect: cities.viewDidLoad()
// expect: print: 2 3 1 ["Lyon", "Oslo", "Kyoto"] 2
// expect: dataSource.numberOfSections(in: cities.view)
// expect: dataSource.tableView(cities.view, numberOfRowsInSection: 0)
// expect: dataSource.tableView(cities.view, numberOfRowsInSection: 1)
// expect: dataSource.tableView(cities.view, cellForRowAt: [0, 0])
// expect: dataSource.tableView(cities.view, cellForRowAt: [0, 1])
// expect: dataSource.tableView(cities.view, cellForRowAt: [1, 0])
// expect: print: ["Oslo", "Kyoto"]
// expect: dataSource.numberOfSections(in: cities.view)
// expect: dataSource.tableView(cities.view, numberOfRowsInSection: 0)
// expect: dataSource.tableView(cities.view, numberOfRowsInSection: 1)
// expect: dataSource.tableView(cities.view, cellForRowAt: [0, 0])
// expect: dataSource.tableView(cities.view, cellForRowAt: [1, 0])
// expect: cities.tableView(cities.view, didSelectRowAt: [0, 0])
// expect: print: selected Oslo
// expect: dataSource.numberOfSections(in: cities.view)
// expect: print: applied 0
