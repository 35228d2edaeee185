// A login form that moves its button out of the keyboard's way. Tapping the email field begins editing:
// the delegate is asked, told editing began, then the keyboard's will-change-frame and will-show arrive,
// and did-change-frame and did-show as its slide ends. Return moves to the password field (the keyboard
// stays up, so no keyboard notification), return again resigns and the keyboard hides the same way. A
// delegate that refuses to end editing keeps the field first responder until endEditing(true) forces it.
// A field removed from the window while editing ends editing and takes the keyboard down first.
class LoginViewController: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let signIn = UIButton()
    var locked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        email.delegate = self
        password.delegate = self
        signIn.frame = CGRect(x: 20, y: 760, width: 350, height: 44)
        view.addSubview(email)
        view.addSubview(password)
        view.addSubview(signIn)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardDidShow), name: UIResponder.keyboardDidShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardDidHide), name: UIResponder.keyboardDidHideNotification, object: nil)
        center.addObserver(self, selector: #selector(frameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification,
                           object: nil)
        center.addObserver(self, selector: #selector(frameDidChange), name: UIResponder.keyboardDidChangeFrameNotification,
                           object: nil)
        print(email.canBecomeFirstResponder, view.canBecomeFirstResponder, UITextField().becomeFirstResponder())
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
        let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
        print("keyboard from \(begin.minY) to \(end.minY), \(duration) s, curve \(curve), local \(local)")
        UIView.animate(withDuration: duration) {
            self.signIn.frame.origin.y = end.minY - 60
        }
    }

    @objc func keyboardDidShow() { print("keyboard up, button at \(signIn.frame.minY)") }

    @objc func keyboardWillHide(_ notification: Notification) {
        let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        print("keyboard going to \(end!.minY)")
        signIn.frame.origin.y = 760
    }

    @objc func keyboardDidHide() { print("keyboard down") }
    @objc func frameWillChange(_ notification: Notification) { print("frame will change") }
    @objc func frameDidChange() { print("frame did change") }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        print("should begin \(textField === email ? "email" : "password")")
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { print("began \(textField === email ? "email" : "password")") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !locked }

    func textFieldDidEndEditing(_ textField: UITextField) { print("ended \(textField === email ? "email" : "password")") }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email {
            password.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

let login = LoginViewController()
window.rootViewController = login
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    simulator.tap(login.email)
    print("editing email: \(login.email.isFirstResponder)")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    simulator.pressReturn()
    print(login.password.isFirstResponder, login.email.isFirstResponder, login.email.resignFirstResponder())
    simulator.pressReturn()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    login.password.becomeFirstResponder()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    login.locked = true
    print(login.password.resignFirstResponder(), login.view.endEditing(false), login.password.isFirstResponder)
    print(login.view.endEditing(true), login.password.isFirstResponder)
}

DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
    login.locked = false
    login.email.becomeFirstResponder()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 6) {
    login.email.removeFromSuperview()
    print("after removal: \(login.email.isFirstResponder)")
}


// expect: login.viewDidLoad()
// expect: print: true false false
// expect: login.textFieldShouldBeginEditing(email)
// expect: print: should begin email
// expect: login.textFieldDidBeginEditing(email)
// expect: print: began email
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillShow(Notification(UIKeyboardWillShowNotification))
// expect: print: keyboard from 844.0 to 508.0, 0.25 s, curve 7, local true
// expect: print: editing email: true
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidShow()
// expect: print: keyboard up, button at 448.0
// expect: login.textFieldShouldReturn(email)
// expect: login.textFieldShouldBeginEditing(password)
// expect: print: should begin password
// expect: login.textFieldShouldEndEditing(email)
// expect: login.textFieldDidEndEditing(email)
// expect: print: ended email
// expect: login.textFieldDidBeginEditing(password)
// expect: print: began password
// expect: print: true false true
// expect: login.textFieldShouldReturn(password)
// expect: login.textFieldShouldEndEditing(password)
// expect: login.textFieldDidEndEditing(password)
// expect: print: ended password
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillHide(Notification(UIKeyboardWillHideNotification))
// expect: print: keyboard going to 844.0
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidHide()
// expect: print: keyboard down
// expect: login.textFieldShouldBeginEditing(password)
// expect: print: should begin password
// expect: login.textFieldDidBeginEditing(password)
// expect: print: began password
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillShow(Notification(UIKeyboardWillShowNotification))
// expect: print: keyboard from 844.0 to 508.0, 0.25 s, curve 7, local true
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidShow()
// expect: print: keyboard up, button at 448.0
// expect: login.textFieldShouldEndEditing(password)
// expect: login.textFieldShouldEndEditing(password)
// expect: print: false false true
// expect: login.textFieldDidEndEditing(password)
// expect: print: ended password
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillHide(Notification(UIKeyboardWillHideNotification))
// expect: print: keyboard going to 844.0
// expect: print: true false
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidHide()
// expect: print: keyboard down
// expect: login.textFieldShouldBeginEditing(email)
// expect: print: should begin email
// expect: login.textFieldDidBeginEditing(email)
// expect: print: began email
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillShow(Notification(UIKeyboardWillShowNotification))
// expect: print: keyboard from 844.0 to 508.0, 0.25 s, curve 7, local true
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidShow()
// expect: print: keyboard up, button at 448.0
// expect: login.textFieldDidEndEditing(email)
// expect: print: ended email
// expect: login.frameWillChange(Notification(UIKeyboardWillChangeFrameNotification))
// expect: print: frame will change
// expect: login.keyboardWillHide(Notification(UIKeyboardWillHideNotification))
// expect: print: keyboard going to 844.0
// expect: print: after removal: false
// expect: login.frameDidChange()
// expect: print: frame did change
// expect: login.keyboardDidHide()
// expect: print: keyboard down
