// A plain view controller that owns a table view and is its data source and delegate, the pre-
// registration way: dequeueReusableCell(withIdentifier:) returns nil until a cell has been queued, so
// the controller makes subtitle cells itself. Rows that do not fit the table's height are not asked for.
class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var contacts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for number in 1...30 { contacts.append("Contact \(number)") }
        tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 132)
        tableView.estimatedRowHeight = 44
        tableView.separatorStyle = .none
        tableView.allowsSelection = true
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Contact")
        cell.textLabel?.text = contacts[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.item)"
        cell.imageView?.image = UIImage(systemName: "person")
        cell.contentView.backgroundColor = .white
        cell.selectionStyle = .gray
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("call \(contacts[indexPath.row])")
    }
}

let contacts = ContactsViewController()
window.rootViewController = contacts
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let rows = contacts.tableView.visibleCells
print("asked for \(rows.count) of \(contacts.tableView.numberOfRows(inSection: 0)) rows;",
      rows[2].detailTextLabel?.text ?? "", rows[0].reuseIdentifier ?? "")
simulator.tap(rows[2])
// expect: contacts.viewDidLoad()
// expect: contacts.tableView(tableView, numberOfRowsInSection: 0)
// expect: contacts.tableView(tableView, cellForRowAt: [0, 0])
// expect: contacts.tableView(tableView, cellForRowAt: [0, 1])
// expect: contacts.tableView(tableView, cellForRowAt: [0, 2])
// expect: print: asked for 3 of 30 rows; row 2 Contact
// expect: contacts.tableView(tableView, didSelectRowAt: [0, 2])
// expect: print: call Contact 3
