// Classes: stored properties with defaults, init overrides, super calls up a chain of scenario classes,
// computed and lazy properties, methods with labels and defaults, implicit self.
class BaseView: UIView {
    var label = "base"
    let side: Double

    override init(frame: CGRect) {
        side = frame.width
        super.init(frame: frame)
        print("BaseView.init(frame:) \(self.frame.width)")
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        print("BaseView.layoutSubviews \(label)")
    }

    var area: Double { side * side }
    lazy var summary: String = "\(label) of side \(side)"

    func resize(to width: Double, keepingHeight keep: Bool = true) {
        frame = CGRect(x: 0, y: 0, width: width, height: keep ? frame.height : width)
    }
}

class FancyView: BaseView {
    init(label: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.label = label
    }

    override func layoutSubviews() {
        print("FancyView.layoutSubviews before super")
        super.layoutSubviews()
    }
}

let fancy = FancyView(label: "fancy")
// expect: fancy.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
// expect: print: BaseView.init(frame:) 10.0
print(fancy.area, fancy.summary, fancy.label, fancy is BaseView, fancy is UIScrollView)
// expect: print: 100.0 fancy of side 10.0 fancy true false
fancy.resize(to: 30)
print(fancy.frame)
// expect: print: (0.0, 0.0, 30.0, 10.0)
fancy.resize(to: 40, keepingHeight: false)
print(fancy.bounds.height)
// expect: print: 40.0
window.addSubview(fancy)

class Counter {
    var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}
let counter = Counter()
_ = counter.increment()
print(counter.increment(), counter.value)
// expect: print: 2 2
// Layout happens in the commit at the end of the launch turn.
// expect: fancy.layoutSubviews()
// expect: print: FancyView.layoutSubviews before super
// expect: print: BaseView.layoutSubviews fancy
