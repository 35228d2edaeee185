// A to-do list inserts and deletes rows as apps do after changing their model: the table asks for the
// counts again, ends the deleted rows' cells, moves the others to their new index paths and asks for
// the rows that come into view (inferred positions, row animations not modelled). A count that does not
// match the update raises as UIKit does.
class TodoViewController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.rowHeight = 300
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("will display \(indexPath.row): \(cell.textLabel?.text ?? "")")
    }

    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        print("did end displaying \(indexPath.row): \(cell.textLabel?.text ?? "")")
    }
}

let todo = TodoViewController()
window.rootViewController = todo
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    todo.items.insert("Apples", at: 0)
    todo.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    print("rows \(todo.tableView.numberOfRows(inSection: 0)), visible \(todo.tableView.visibleCells.count)")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    todo.items.remove(at: 1)
    todo.items.remove(at: 0)
    todo.tableView.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
    print("rows \(todo.tableView.numberOfRows(inSection: 0))")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    todo.items.append("Butter")
    todo.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
}

// outcome: exception
// expect: todo.viewDidLoad()
// expect: todo.tableView(todo.view, numberOfRowsInSection: 0)
// expect: todo.tableView(todo.view, cellForRowAt: [0, 0])
// expect: todo.tableView(todo.view, willDisplay: cell, forRowAt: [0, 0])
// expect: print: will display 0: Milk
// expect: todo.tableView(todo.view, cellForRowAt: [0, 1])
// expect: todo.tableView(todo.view, willDisplay: cell#2, forRowAt: [0, 1])
// expect: print: will display 1: Eggs
// expect: todo.tableView(todo.view, cellForRowAt: [0, 2])
// expect: todo.tableView(todo.view, willDisplay: cell#3, forRowAt: [0, 2])
// expect: print: will display 2: Bread
// expect: todo.tableView(todo.view, numberOfRowsInSection: 0)
// expect: todo.tableView(todo.view, didEndDisplaying: cell#3, forRowAt: [0, 3])
// expect: print: did end displaying 3: Bread
// expect: todo.tableView(todo.view, cellForRowAt: [0, 0])
// expect: todo.tableView(todo.view, willDisplay: cell#3, forRowAt: [0, 0])
// expect: print: will display 0: Apples
// expect: print: rows 4, visible 3
// expect: todo.tableView(todo.view, numberOfRowsInSection: 0)
// expect: todo.tableView(todo.view, didEndDisplaying: cell#3, forRowAt: [0, 0])
// expect: print: did end displaying 0: Apples
// expect: todo.tableView(todo.view, didEndDisplaying: cell, forRowAt: [0, 1])
// expect: print: did end displaying 1: Milk
// expect: todo.tableView(todo.view, cellForRowAt: [0, 1])
// expect: todo.tableView(todo.view, willDisplay: cell#3, forRowAt: [0, 1])
// expect: print: will display 1: Bread
// expect: print: rows 2
// expect: todo.tableView(todo.view, numberOfRowsInSection: 0)
// expect: exception: NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
