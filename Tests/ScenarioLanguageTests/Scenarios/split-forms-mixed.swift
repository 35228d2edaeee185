// The two forms of split view controller take their columns differently; mixing them is reported where
// it is written.
let columns = UISplitViewController(style: .doubleColumn)
columns.viewControllers = [UIViewController()]
// outcome: rejected
// error: split-forms-mixed.swift:4:9: setting `viewControllers` of a split view controller made with a column style is not modelled: use `setViewController(_:for:)` [unsupported]
