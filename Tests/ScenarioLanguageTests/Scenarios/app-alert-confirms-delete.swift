// Deleting a draft asks first. The alert is presented over the editor, which stays in the window and hears
// nothing; tapping "Delete" dismisses the alert, and its handler then pops the editor.
class EditorViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }

    func confirmDelete() -> UIAlertAction {
        let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            print("handler: \(action.title ?? "")")
            self.navigationController?.popViewController(animated: true)
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        present(alert, animated: true)
        print("\(alert.actions.count) actions, style \(alert.preferredStyle), presented \(presentedViewController === alert)")
        return delete
    }
}

let list = UIViewController()
let editor = EditorViewController()
let navigation = UINavigationController(rootViewController: list)
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(editor, animated: false)
var deleteAction: UIAlertAction?
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { deleteAction = editor.confirmDelete() }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { simulator.tap(deleteAction!) }

// An alert built bare: it reads back what is set, and a disabled action's button does nothing.
let bare = UIAlertController()
bare.message = "Offline"
let retry = UIAlertAction(title: "Retry", style: .default)
retry.isEnabled = false
bare.addAction(retry)
bare.preferredAction = retry
print("\(bare.message ?? "") \(retry.style) \(retry.isEnabled) \(bare.preferredAction === retry)")
// expect: print: Offline default false true
// expect: editor.viewWillAppear(false)
// expect: editor.viewDidAppear(false)
// expect: print: 2 actions, style alert, presented true
// expect: print: handler: Delete
// expect: editor.viewWillDisappear(true)
// expect: editor.viewDidDisappear(true)
