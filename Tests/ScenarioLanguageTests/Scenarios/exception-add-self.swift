// A UIKit exception ends the run like a crash; the trace keeps it and nothing after it runs.
let view = UIView()
print("before")
view.addSubview(view)
print("never printed")
// outcome: exception
// show: lifecycle
// expect: print: before
// expect: view.addSubview(view)
// expect: exception: NSInvalidArgumentException: Can't add self as subview
