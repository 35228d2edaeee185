// A view model struct feeds a table view controller: the controller keeps the model in a stored
// property whose `didSet` reloads the table, so a `mutating` call on the property (toggling a favourite
// from a tap) writes the changed copy back, runs `didSet` and asks the data source again.
struct Contact: Equatable {
    let name: String
    var isFavorite = false
}

struct ContactListViewModel {
    private(set) var contacts: [Contact]
    var title: String { "Contacts (\(favoriteCount) ★)" }
    var favoriteCount: Int { contacts.filter { $0.isFavorite }.count }

    init(names: [String]) {
        contacts = names.map { Contact(name: $0) }
    }

    func row(at indexPath: IndexPath) -> (text: String, star: Bool) {
        let contact = contacts[indexPath.row]
        return (contact.name, contact.isFavorite)
    }

    mutating func toggleFavorite(at row: Int) {
        contacts[row].isFavorite = !contacts[row].isFavorite
    }
}

class ContactsViewController: UITableViewController {
    var viewModel = ContactListViewModel(names: ["Ada", "Grace", "Linus"]) {
        didSet {
            title = viewModel.title
            tableView.reloadData()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let (text, star) = viewModel.row(at: indexPath)
        cell.textLabel?.text = star ? "★ " + text : text
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.toggleFavorite(at: indexPath.row)
        print(title ?? "", viewModel.row(at: indexPath))
    }
}

let contacts = ContactsViewController()
let snapshot = contacts.viewModel
window.rootViewController = UINavigationController(rootViewController: contacts)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(contacts.tableView.visibleCells[1])
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print(contacts.tableView.visibleCells[1].textLabel?.text ?? "", snapshot.favoriteCount, snapshot == contacts.viewModel)
// expect: contacts.viewDidLoad()
// expect: contacts.tableView(contacts.view, numberOfRowsInSection: 0)
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 0])
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 1])
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 2])
// expect: contacts.tableView(contacts.view, didSelectRowAt: [0, 1])
// expect: print: Contacts (1 ★) (text: "Grace", star: true)
// expect: contacts.tableView(contacts.view, numberOfRowsInSection: 0)
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 0])
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 1])
// expect: contacts.tableView(contacts.view, cellForRowAt: [0, 2])
// expect: print: ★ Grace 0 false
