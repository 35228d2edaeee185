// A photo grid: a collection view with a flow layout, a registered cell subclass that builds its content
// in init(frame:), and a controller that is data source, delegate and flow-layout delegate. The grid asks
// for its counts and every item's size in its first layoutSubviews(), then for a cell for each item in
// view, adding each as a subview and telling the delegate it will display it; cells are laid out in the
// same pass. A tap selects an item. Scrolling brings new items in and queues the cells that left;
// reloadData() queues every cell, and the cells asked for again come back through prepareForReuse().
// Invalidating the layout asks for the sizes again and keeps the cells still in view.
class PhotoCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
        print("cell made")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        caption.text = nil
        print("reusing \(reuseIdentifier ?? "-")")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = contentView.bounds
    }
}

class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
                          UICollectionViewDelegateFlowLayout {
    let layout = UICollectionViewFlowLayout()
    var grid: UICollectionView!
    var photos = ["sunrise", "harbour", "market", "bridge", "forest", "dunes", "glacier"]

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.scrollDirection = .vertical
        layout.estimatedItemSize = .zero
        grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 220), collectionViewLayout: layout)
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        grid.dataSource = self
        grid.delegate = self
        grid.allowsSelection = true
        view.addSubview(grid)
        print(layout.minimumLineSpacing, layout.minimumInteritemSpacing, layout.sectionInset.left, layout.itemSize.width)
        print(layout.scrollDirection == .vertical, layout.estimatedItemSize.width, grid.collectionViewLayout === layout)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.item == 0 ? CGSize(width: 358, height: 120) : CGSize(width: 100, height: 100)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.caption.text = photos[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        print("showing \(indexPath.item) at y \(cell.frame.minY)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let cell = collectionView.cellForItem(at: indexPath)!
        cell.isSelected = true
        print("selected \(photos[indexPath.item]), highlighted: \(cell.isHighlighted), selected: \(cell.isSelected)")
    }
}

let gallery = GridViewController()
window.rootViewController = gallery
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let grid = gallery.grid!
    print(grid.numberOfSections, grid.numberOfItems(inSection: 0), grid.visibleCells.count, grid.indexPathsForVisibleItems)
    simulator.tap(grid.cellForItem(at: IndexPath(item: 1, section: 0))!)
    let first = grid.visibleCells[0]
    print(grid.indexPath(for: first)!.item)
    grid.contentOffset = CGPoint(x: 0, y: 150)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    gallery.photos.removeLast()
    gallery.grid.reloadData()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print(gallery.layout.collectionView === gallery.grid)
    gallery.layout.invalidateLayout()
}


// expect: gallery.viewDidLoad()
// expect: print: 8.0 8.0 16.0 100.0
// expect: print: true 0.0 true
// expect: gallery.numberOfSections(in: grid)
// expect: gallery.collectionView(grid, numberOfItemsInSection: 0)
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 0])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 1])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 2])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 3])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 4])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 5])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 6])
// expect: gallery.collectionView(grid, cellForItemAt: [0, 0])
// expect: cell.init(frame: CGRect(x: 16, y: 0, width: 358, height: 120))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell, forItemAt: [0, 0])
// expect: print: showing 0 at y 0.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 1])
// expect: cell#2.init(frame: CGRect(x: 16, y: 128, width: 100, height: 100))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell#2, forItemAt: [0, 1])
// expect: print: showing 1 at y 128.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 2])
// expect: cell#3.init(frame: CGRect(x: 124, y: 128, width: 100, height: 100))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell#3, forItemAt: [0, 2])
// expect: print: showing 2 at y 128.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 3])
// expect: cell#4.init(frame: CGRect(x: 232, y: 128, width: 100, height: 100))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell#4, forItemAt: [0, 3])
// expect: print: showing 3 at y 128.0
// expect: cell#4.layoutSubviews()
// expect: cell#3.layoutSubviews()
// expect: cell#2.layoutSubviews()
// expect: cell.layoutSubviews()
// expect: print: 1 7 4 [[0, 0], [0, 1], [0, 2], [0, 3]]
// expect: gallery.collectionView(grid, didSelectItemAt: [0, 1])
// expect: print: selected harbour, highlighted: false, selected: true
// expect: print: 0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 4])
// expect: cell.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell, forItemAt: [0, 4])
// expect: print: showing 4 at y 236.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 5])
// expect: cell#5.init(frame: CGRect(x: 124, y: 236, width: 100, height: 100))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell#5, forItemAt: [0, 5])
// expect: print: showing 5 at y 236.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 6])
// expect: cell#6.init(frame: CGRect(x: 232, y: 236, width: 100, height: 100))
// expect: print: cell made
// expect: gallery.collectionView(grid, willDisplay: cell#6, forItemAt: [0, 6])
// expect: print: showing 6 at y 236.0
// expect: cell#6.layoutSubviews()
// expect: cell#5.layoutSubviews()
// expect: cell.layoutSubviews()
// expect: gallery.numberOfSections(in: grid)
// expect: gallery.collectionView(grid, numberOfItemsInSection: 0)
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 0])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 1])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 2])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 3])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 4])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 5])
// expect: gallery.collectionView(grid, cellForItemAt: [0, 1])
// expect: cell#2.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell#2, forItemAt: [0, 1])
// expect: print: showing 1 at y 128.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 2])
// expect: cell#3.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell#3, forItemAt: [0, 2])
// expect: print: showing 2 at y 128.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 3])
// expect: cell#4.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell#4, forItemAt: [0, 3])
// expect: print: showing 3 at y 128.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 4])
// expect: cell.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell, forItemAt: [0, 4])
// expect: print: showing 4 at y 236.0
// expect: gallery.collectionView(grid, cellForItemAt: [0, 5])
// expect: cell#5.prepareForReuse()
// expect: print: reusing Photo
// expect: gallery.collectionView(grid, willDisplay: cell#5, forItemAt: [0, 5])
// expect: print: showing 5 at y 236.0
// expect: print: true
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 0])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 1])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 2])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 3])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 4])
// expect: gallery.collectionView(grid, layout: layout, sizeForItemAt: [0, 5])
