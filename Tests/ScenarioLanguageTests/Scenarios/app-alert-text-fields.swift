// A rename prompt: the alert gets a text field, whose configuration handler runs at once, inside
// addTextField. The user types a name and taps "Rename": the alert is dismissed, then the handler reads
// the field back and updates the title. A second prompt's field is left empty; an action sheet cannot
// have text fields.
class DocumentViewController: UIViewController {
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Untitled"
        view.addSubview(titleLabel)
    }

    func promptForName() -> UIAlertController {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        print("before: \(alert.textFields?.count ?? -1)")
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = self.titleLabel.text
            print("configured")
        }
        print("after: \(alert.textFields?.count ?? -1)")
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { _ in
            self.titleLabel.text = alert.textFields?.first?.text
            print("renamed to \(self.titleLabel.text ?? "nil")")
        })
        present(alert, animated: true)
        return alert
    }
}

let document = DocumentViewController()
window.rootViewController = document
var prompt: UIAlertController?
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { prompt = document.promptForName() }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    let field = prompt!.textFields![0]
    print("\(field.placeholder ?? "") \(field.text ?? "")")
    field.text = "Notes"
    simulator.tap(prompt!.actions[1])
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    let empty = UIAlertController(title: "Code", message: nil, preferredStyle: .alert)
    empty.addTextField()
    print("empty field: '\(empty.textFields![0].text ?? "nil")'")
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
}
// outcome: exception
// expect: document.viewDidLoad()
// expect: print: before: -1
// expect: print: configured
// expect: print: after: 1
// expect: print: Name Untitled
// expect: print: renamed to Notes
// expect: print: empty field: ''
// expect: exception: NSInternalInconsistencyException: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert
