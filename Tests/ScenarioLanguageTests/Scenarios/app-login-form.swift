// A login form: two text fields in a stack view and a button that is enabled once both have text.
// Typing is simulated as the text change plus the `.editingChanged` actions UIKit sends for it.
class LoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        loginButton.setTitle("Log In", for: .normal)
        loginButton.setTitle("Fill in both fields", for: .disabled)
        loginButton.isEnabled = false
        spinner.hidesWhenStopped = true

        let form = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, spinner])
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
        for field in [emailField, passwordField] {
            field.addTarget(self, action: #selector(textChanged), for: .editingChanged)
        }
        loginButton.addTarget(self, action: #selector(logIn), for: .touchUpInside)
    }

    @objc func textChanged() {
        loginButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
        print("button:", loginButton.title(for: loginButton.isEnabled ? .normal : .disabled) ?? "")
    }

    @objc func logIn() {
        spinner.startAnimating()
        print("logging in; spinner hidden: \(spinner.isHidden)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.spinner.stopAnimating()
            print("logged in; spinner hidden: \(self.spinner.isHidden), animating: \(self.spinner.isAnimating)")
        }
    }
}

func type(_ text: String, into field: UITextField) {
    field.text = text
    field.sendActions(for: .editingChanged)
}

let login = LoginViewController()
window.rootViewController = login
window.makeKeyAndVisible()
simulator.tap(login.loginButton)
type("ada@example.com", into: login.emailField)
type("secret", into: login.passwordField)
simulator.tap(login.loginButton)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1.5))
// expect: login.viewDidLoad()
// expect: login.textChanged()
// expect: print: button: Fill in both fields
// expect: login.textChanged()
// expect: print: button: Log In
// expect: login.logIn()
// expect: print: logging in; spinner hidden: false
// expect: print: logged in; spinner hidden: true, animating: false
