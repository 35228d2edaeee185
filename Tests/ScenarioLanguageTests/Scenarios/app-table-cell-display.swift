// A table view controller that logs its cells coming into view and leaving it: each row's cell is
// announced (willDisplay) right after cellForRowAt, in the table's layout (inferred position); a scroll
// ends the rows that left the visible rect before the new rows reuse their cells; reloadData() ends
// every visible cell before the rows are asked for again; scrollToRow asks for the counts first when the
// table has not had them since the reload, and scrolls only as far as the rows go.
class DisplayLogViewController: UITableViewController {
    var rows = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.rowHeight = 200
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("will display \(indexPath.row): \(cell.textLabel?.text ?? "")")
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("did end displaying \(indexPath.row)")
    }
}

let log = DisplayLogViewController()
window.rootViewController = log
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    log.tableView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    log.rows = 20
    log.tableView.reloadData()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    log.rows = 25
    log.tableView.reloadData()
    log.tableView.scrollToRow(at: IndexPath(row: 24, section: 0), at: .top, animated: true)
    print("offset \(log.tableView.contentOffset)")
    log.tableView.scrollToRow(at: IndexPath(row: 22, section: 0), at: .none, animated: false)
    print("still \(log.tableView.contentOffset)")
    log.tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .middle, animated: false)
    print("middle \(log.tableView.contentOffset)")
}

// expect: log.viewDidLoad()
// expect: log.tableView(log.view, numberOfRowsInSection: 0)
// expect: log.tableView(log.view, cellForRowAt: [0, 0])
// expect: log.tableView(log.view, willDisplay: cell, forRowAt: [0, 0])
// expect: print: will display 0: Row 0
// expect: log.tableView(log.view, cellForRowAt: [0, 1])
// expect: log.tableView(log.view, willDisplay: cell#2, forRowAt: [0, 1])
// expect: print: will display 1: Row 1
// expect: log.tableView(log.view, cellForRowAt: [0, 2])
// expect: log.tableView(log.view, willDisplay: cell#3, forRowAt: [0, 2])
// expect: print: will display 2: Row 2
// expect: log.tableView(log.view, cellForRowAt: [0, 3])
// expect: log.tableView(log.view, willDisplay: cell#4, forRowAt: [0, 3])
// expect: print: will display 3: Row 3
// expect: log.tableView(log.view, cellForRowAt: [0, 4])
// expect: log.tableView(log.view, willDisplay: cell#5, forRowAt: [0, 4])
// expect: print: will display 4: Row 4
// expect: log.tableView(log.view, didEndDisplaying: cell, forRowAt: [0, 0])
// expect: print: did end displaying 0
// expect: log.tableView(log.view, didEndDisplaying: cell#2, forRowAt: [0, 1])
// expect: print: did end displaying 1
// expect: log.tableView(log.view, cellForRowAt: [0, 5])
// expect: log.tableView(log.view, willDisplay: cell, forRowAt: [0, 5])
// expect: print: will display 5: Row 5
// expect: log.tableView(log.view, cellForRowAt: [0, 6])
// expect: log.tableView(log.view, willDisplay: cell#2, forRowAt: [0, 6])
// expect: print: will display 6: Row 6
// expect: log.tableView(log.view, didEndDisplaying: cell#3, forRowAt: [0, 2])
// expect: print: did end displaying 2
// expect: log.tableView(log.view, didEndDisplaying: cell#4, forRowAt: [0, 3])
// expect: print: did end displaying 3
// expect: log.tableView(log.view, didEndDisplaying: cell#5, forRowAt: [0, 4])
// expect: print: did end displaying 4
// expect: log.tableView(log.view, didEndDisplaying: cell, forRowAt: [0, 5])
// expect: print: did end displaying 5
// expect: log.tableView(log.view, didEndDisplaying: cell#2, forRowAt: [0, 6])
// expect: print: did end displaying 6
// expect: log.tableView(log.view, numberOfRowsInSection: 0)
// expect: log.tableView(log.view, cellForRowAt: [0, 2])
// expect: log.tableView(log.view, willDisplay: cell#3, forRowAt: [0, 2])
// expect: print: will display 2: Row 2
// expect: log.tableView(log.view, cellForRowAt: [0, 3])
// expect: log.tableView(log.view, willDisplay: cell#4, forRowAt: [0, 3])
// expect: print: will display 3: Row 3
// expect: log.tableView(log.view, cellForRowAt: [0, 4])
// expect: log.tableView(log.view, willDisplay: cell#5, forRowAt: [0, 4])
// expect: print: will display 4: Row 4
// expect: log.tableView(log.view, cellForRowAt: [0, 5])
// expect: log.tableView(log.view, willDisplay: cell, forRowAt: [0, 5])
// expect: print: will display 5: Row 5
// expect: log.tableView(log.view, cellForRowAt: [0, 6])
// expect: log.tableView(log.view, willDisplay: cell#2, forRowAt: [0, 6])
// expect: print: will display 6: Row 6
// expect: log.tableView(log.view, numberOfRowsInSection: 0)
// expect: print: offset (0.0, 4156.0)
// expect: print: still (0.0, 4156.0)
// expect: print: middle (0.0, 278.0)
// expect: log.tableView(log.view, didEndDisplaying: cell#3, forRowAt: [0, 2])
// expect: print: did end displaying 2
// expect: log.tableView(log.view, didEndDisplaying: cell#4, forRowAt: [0, 3])
// expect: print: did end displaying 3
// expect: log.tableView(log.view, didEndDisplaying: cell#5, forRowAt: [0, 4])
// expect: print: did end displaying 4
// expect: log.tableView(log.view, didEndDisplaying: cell, forRowAt: [0, 5])
// expect: print: did end displaying 5
// expect: log.tableView(log.view, didEndDisplaying: cell#2, forRowAt: [0, 6])
// expect: print: did end displaying 6
// expect: log.tableView(log.view, cellForRowAt: [0, 1])
// expect: log.tableView(log.view, willDisplay: cell#3, forRowAt: [0, 1])
// expect: print: will display 1: Row 1
// expect: log.tableView(log.view, cellForRowAt: [0, 2])
// expect: log.tableView(log.view, willDisplay: cell#4, forRowAt: [0, 2])
// expect: print: will display 2: Row 2
// expect: log.tableView(log.view, cellForRowAt: [0, 3])
// expect: log.tableView(log.view, willDisplay: cell#5, forRowAt: [0, 3])
// expect: print: will display 3: Row 3
// expect: log.tableView(log.view, cellForRowAt: [0, 4])
// expect: log.tableView(log.view, willDisplay: cell, forRowAt: [0, 4])
// expect: print: will display 4: Row 4
// expect: log.tableView(log.view, cellForRowAt: [0, 5])
// expect: log.tableView(log.view, willDisplay: cell#2, forRowAt: [0, 5])
// expect: print: will display 5: Row 5
