// A table view controller listing fruit: the table asks its data source for counts and for the cells
// that fit the screen when it first lays itself out (inferred position), dequeues registered cells,
// reuses them on reloadData() (prepareForReuse), and a tap on a row reaches didSelectRowAt.
class FruitCell: UITableViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
    override func layoutSubviews() { super.layoutSubviews() }
}

class FruitViewController: UITableViewController {
    var fruit = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        tableView.rowHeight = 60
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruit.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("selected \(fruit[indexPath.row]) at \(indexPath)")
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = fruit[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

let list = FruitViewController()
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("visible:", list.tableView.visibleCells.count, list.tableView.numberOfRows(inSection: 0))
list.fruit.append("Date")
list.tableView.reloadData()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let second = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
print(second.textLabel?.text ?? "", list.tableView.indexPath(for: second)!, second.reuseIdentifier!)
simulator.tap(second)
print("top:", nav.topViewController?.title ?? "")
// expect: list.viewDidLoad()
// expect: list.numberOfSections(in: list.view)
// expect: list.tableView(list.view, numberOfRowsInSection: 0)
// expect: list.tableView(list.view, cellForRowAt: [0, 0])
// expect: list.tableView(list.view, cellForRowAt: [0, 1])
// expect: list.tableView(list.view, cellForRowAt: [0, 2])
// expect: cell#3.layoutSubviews()
// expect: cell#2.layoutSubviews()
// expect: cell.layoutSubviews()
// expect: print: visible: 3 3
// expect: list.numberOfSections(in: list.view)
// expect: list.tableView(list.view, numberOfRowsInSection: 0)
// expect: list.tableView(list.view, cellForRowAt: [0, 0])
// expect: cell.prepareForReuse()
// expect: list.tableView(list.view, cellForRowAt: [0, 1])
// expect: cell#2.prepareForReuse()
// expect: list.tableView(list.view, cellForRowAt: [0, 2])
// expect: cell#3.prepareForReuse()
// expect: list.tableView(list.view, cellForRowAt: [0, 3])
// expect: cell#4.layoutSubviews()
// expect: cell#3.layoutSubviews()
// expect: cell#2.layoutSubviews()
// expect: cell.layoutSubviews()
// expect: print: Banana [0, 1] Fruit
// expect: list.tableView(list.view, didSelectRowAt: [0, 1])
// expect: print: selected Banana at [0, 1]
// expect: print: top: Banana
