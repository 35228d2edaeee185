// Types declared inside types, the way apps keep their constants and a screen's sections: a struct of
// structs holding reuse identifiers, an enum and a struct inside a controller, named by their short name
// inside the controller and by their qualified name outside it, and an extension of a nested type.
struct Constants {
    struct Tables {
        struct Settings {
            static let reuseId = "settingsCell"
        }
        static let rowHeight = 44.0
        static func summary() -> String { "cells: " + Settings.reuseId }
    }
    enum Theme: String { case light, dark }
    static let theme: Theme = .dark
}

extension Constants.Tables {
    static let footerId = "footer"
}

class SettingsViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case account, privacy
        var title: String { self == .account ? "Account" : "Privacy" }
    }

    struct Row {
        var name: String
        var section: Section
    }

    struct Badge {
        var count: Int
    }

    var rows: [Row] = [Row(name: "Password", section: .account), Row(name: "Location", section: .privacy)]

    override func viewDidLoad() {
        super.viewDidLoad()
        print(Constants.Tables.Settings.reuseId, Constants.Tables.rowHeight, Constants.Tables.summary())
        print(Constants.theme.rawValue, Section.allCases.count, Constants.Tables.footerId)
        for row in rows { print(row.section.title + ": " + row.name) }
        print(Badge(count: rows.count))
    }
}

let settings = SettingsViewController()
let first: SettingsViewController.Section = .privacy
print(first.rawValue)
window.rootViewController = settings

// expect: print: 1
// expect: settings.viewDidLoad()
// expect: print: settingsCell 44.0 cells: settingsCell
// expect: print: dark 2 footer
// expect: print: Account: Password
// expect: print: Privacy: Location
// expect: print: Badge(count: 2)
