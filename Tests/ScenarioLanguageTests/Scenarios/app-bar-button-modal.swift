// A navigation bar "+" button presents a composer as a sheet; the composer's "Done" button dismisses it.
class ComposerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self,
                                                            action: #selector(doneTapped))
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    @objc func doneTapped() {
        print("done")
        dismiss(animated: true)
    }
}

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: #selector(addTapped))
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }

    @objc func addTapped() {
        let composer = ComposerViewController()
        let sheet = UINavigationController(rootViewController: composer)
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }
}

let notes = NotesViewController()
let nav = UINavigationController(rootViewController: notes)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.tap(notes.navigationItem.rightBarButtonItem!)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let composer = (nav.presentedViewController as! UINavigationController).topViewController!
print("presented:", composer.title ?? "", composer.navigationItem.rightBarButtonItem?.title ?? "")
simulator.tap(composer.navigationItem.rightBarButtonItem!)
// expect: notes.viewDidLoad()
// expect: notes.viewWillAppear(false)
// expect: notes.viewDidAppear(false)
// expect: notes.addTapped()
// expect: composer.viewDidLoad()
// expect: composer.viewWillAppear(true)
// expect: composer.viewDidAppear(true)
// expect: print: presented: New Note Done
// expect: composer.doneTapped()
// expect: print: done
// expect: composer.viewDidDisappear(true)
