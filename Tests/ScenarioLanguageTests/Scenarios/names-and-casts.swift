// Display names: first binding wins, a live name is made unique (cell#2), unbound objects are <Class>#n.
// Casts to scenario classes, convenience initializers and unowned captures.
class Cell: UIView {
    var index = 0
    convenience init(index: Int) {
        self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.index = index
    }
    override func didMoveToWindow() { super.didMoveToWindow() }
}
class SpecialCell: Cell {}

func makeCell(_ index: Int) -> Cell {
    let cell = index == 2 ? SpecialCell(index: index) : Cell(index: index)
    return cell
}
let first = makeCell(1)
let second = makeCell(2)
window.addSubview(first)
window.addSubview(second)
window.addSubview(Cell(index: 3))
var all: [UIView] = window.subviews
for view in all {
    if let special = view as? SpecialCell {
        print("special \(special.index)")
    } else if let cell = view as? Cell {
        print("cell \(cell.index)")
    }
}
print(all.count, all[0] is SpecialCell, (all[1] as! Cell).index)
let renamed = first
print(renamed)
class Holder {
    let cell: Cell
    init(cell: Cell) { self.cell = cell }
    func describer() -> () -> String {
        return { [unowned self] in "holding \(self.cell.index)" }
    }
}
let holder = Holder(cell: second)
print(holder.describer()())
// expect: cell.didMoveToWindow()
// expect: cell#2.didMoveToWindow()
// expect: Cell#2.didMoveToWindow()
// expect: print: cell 1
// expect: print: special 2
// expect: print: cell 3
// expect: print: 3 false 2
// expect: print: <Cell: cell>
// expect: print: holding 2
