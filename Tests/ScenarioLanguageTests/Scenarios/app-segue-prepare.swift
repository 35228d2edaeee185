// A recipe list inside a navigation controller, from a storyboard whose `showRecipe` segue shows the recipe
// screen. A tap on the control wired to the segue asks shouldPerformSegue first (refused here); the
// button's action performs it: a new RecipeViewController is decoded from the storyboard, prepare(for:sender:)
// hands it the recipe before its view loads, and the push follows. An unknown identifier raises UIKit's exception.
// outcome: exception
class RecipeListViewController: UIViewController {
    let recipes = ["Pancakes", "Omelette"]
    var selected = 0
    let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        openButton.frame = CGRect(x: 16, y: 120, width: 200, height: 44)
        openButton.addTarget(self, action: #selector(openTapped(_:)), for: .touchUpInside)
        view.addSubview(openButton)
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    @objc func openTapped(_ sender: UIButton) {
        selected = 1
        performSegue(withIdentifier: "showRecipe", sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        print("should perform \(identifier)?")
        return selected > 0
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showRecipe", let detail = segue.destination as? RecipeViewController {
            detail.recipe = recipes[selected]
            print("preparing \(segue.identifier ?? "") from \(segue.source === self)")
        }
    }
}

class RecipeViewController: UIViewController {
    var recipe = ""
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(recipe)")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let storyboard = UIStoryboard(name: "Main", bundle: nil)
storyboard.declareSegue("showRecipe", from: "RecipeListViewController", to: "RecipeViewController", kind: .show)
let list = storyboard.instantiateViewController(withIdentifier: "RecipeListViewController") as! RecipeListViewController
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.tapSegueControl("showRecipe", in: list)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.tap(list.openButton)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack: \(nav.viewControllers.count)")
list.performSegue(withIdentifier: "showIngredients", sender: nil)
// expect: list.viewDidLoad()
// expect: list.shouldPerformSegue(withIdentifier: "showRecipe", sender: nil)
// expect: print: should perform showRecipe?
// expect: list.openTapped(openButton)
// expect: RecipeViewController#1.init(coder: NSCoder)
// expect: RecipeViewController#1.awakeFromNib()
// expect: list.prepare(for: segue, sender: openButton)
// expect: print: preparing showRecipe from true
// expect: RecipeViewController#1.viewDidLoad()
// expect: print: showing Omelette
// expect: list.viewWillDisappear(true)
// expect: RecipeViewController#1.viewWillAppear(true)
// expect: list.viewDidDisappear(true)
// expect: RecipeViewController#1.viewDidAppear(true)
// expect: print: stack: 2
// expect: exception: NSInvalidArgumentException: Receiver (<RecipeListViewController: list>) has no segue with identifier 'showIngredients'
