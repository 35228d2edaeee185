// A sign-up form keeps its input in a struct whose `validate()` returns a tuple; a `Field` enum with
// associated values names the problem, and the controller's `switch` over the result decides which
// field's label shows it. Structs hold UIKit objects by reference: the copy in `lastSubmitted`
// still points at the same text fields.
enum Field: Equatable {
    case email
    case password(minimum: Int)
}

struct SignUpForm {
    var email = ""
    var password = ""
    static let minimumPassword = 8

    func validate() -> (isValid: Bool, problem: (field: Field, message: String)?) {
        if !email.contains("@") { return (false, (.email, "enter an email address")) }
        if password.count < SignUpForm.minimumPassword {
            return (false, (.password(minimum: SignUpForm.minimumPassword), "too short"))
        }
        return (true, nil)
    }
}

struct FormViews {
    let emailField: UITextField
    let passwordField: UITextField
    let errorLabel: UILabel
}

class SignUpViewController: UIViewController {
    var form = SignUpForm()
    var views: FormViews?
    var lastSubmitted: FormViews?

    override func viewDidLoad() {
        super.viewDidLoad()
        let fields = FormViews(emailField: UITextField(), passwordField: UITextField(), errorLabel: UILabel())
        for field in [fields.emailField, fields.passwordField] { view.addSubview(field) }
        view.addSubview(fields.errorLabel)
        views = fields
    }

    func submit(email: String, password: String) {
        guard let views else { return }
        views.emailField.text = email
        views.passwordField.text = password
        form.email = views.emailField.text ?? ""
        form.password = views.passwordField.text ?? ""
        lastSubmitted = views
        let (isValid, problem) = form.validate()
        switch problem {
        case .some((.email, let message)):
            views.errorLabel.text = "Email: " + message
        case .some((.password(let minimum), let message)):
            views.errorLabel.text = "Password: \(message) (at least \(minimum))"
        default:
            views.errorLabel.text = nil
        }
        print(isValid, views.errorLabel.text ?? "ok")
    }
}

let signUp = SignUpViewController()
window.rootViewController = signUp
window.makeKeyAndVisible()
signUp.submit(email: "ada", password: "")
signUp.submit(email: "ada@example.com", password: "123")
signUp.submit(email: "ada@example.com", password: "correct horse")
signUp.views?.emailField.text = "changed"
print(signUp.lastSubmitted?.emailField.text ?? "", signUp.form.email)
// expect: signUp.viewDidLoad()
// expect: print: false Email: enter an email address
// expect: print: false Password: too short (at least 8)
// expect: print: true ok
// expect: print: changed ada@example.com
