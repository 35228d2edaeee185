// A settings table whose sections are an enum, as table code is usually written: the section count
// comes from allCases, titles from a computed property with a switch, and rows are looked up by raw value.
enum Section: Int, CaseIterable {
    case account, notifications, about

    var title: String {
        switch self {
        case .account: return "Account"
        case .notifications: return "Notifications"
        case .about: return "About"
        }
    }

    var rows: [String] {
        switch self {
        case .account: return ["Name", "Email"]
        case .notifications: return ["Push"]
        case .about: return ["Version", "Licences", "Privacy"]
        }
    }
}

enum Theme: String {
    case light, dark = "night"
}

class SettingsViewController: UITableViewController {
    var theme = Theme.light

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        print(Section.allCases.count, Section.about.rawValue, Section(rawValue: 1)?.title ?? "none",
              Section(rawValue: 7) == nil, theme, Theme.dark.rawValue, type(of: theme))
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section)?.rows.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        let section = Section(rawValue: indexPath.section)!
        cell.textLabel?.text = "\(section.title): \(section.rows[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let section = Section(rawValue: indexPath.section) else { return }
        switch section {
        case .account, .notifications:
            print("edit", section.rows[indexPath.row])
        case .about:
            print("show", section.rows[indexPath.row])
        }
        theme = theme == .light ? .dark : .light
        print("theme now", theme, theme == Theme.dark)
    }
}

let settings = SettingsViewController()
window.rootViewController = settings
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("visible rows:", settings.tableView.visibleCells.count)
simulator.tap(settings.tableView.visibleCells[2])
// expect: settings.viewDidLoad()
// expect: print: 3 2 Notifications true light night Theme
// expect: settings.numberOfSections(in: settings.view)
// expect: settings.tableView(settings.view, numberOfRowsInSection: 0)
// expect: settings.tableView(settings.view, numberOfRowsInSection: 1)
// expect: settings.tableView(settings.view, numberOfRowsInSection: 2)
// expect: settings.tableView(settings.view, cellForRowAt: [0, 0])
// expect: settings.tableView(settings.view, cellForRowAt: [0, 1])
// expect: settings.tableView(settings.view, cellForRowAt: [1, 0])
// expect: settings.tableView(settings.view, cellForRowAt: [2, 0])
// expect: settings.tableView(settings.view, cellForRowAt: [2, 1])
// expect: settings.tableView(settings.view, cellForRowAt: [2, 2])
// expect: print: visible rows: 6
// expect: settings.tableView(settings.view, didSelectRowAt: [1, 0])
// expect: print: edit Push
// expect: print: theme now dark true
