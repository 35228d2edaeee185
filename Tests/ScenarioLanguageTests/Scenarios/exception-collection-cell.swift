// A data source that makes its cell instead of dequeuing it: UIKit raises when the cell it gets back has
// no reuse identifier, inside the collection view's first layout.
class BrokenGrid: UIViewController, UICollectionViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        let grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        grid.dataSource = self
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        3
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

window.rootViewController = BrokenGrid()
// outcome: exception
// expect: BrokenGrid#1.viewDidLoad()
// expect: BrokenGrid#1.collectionView(grid, numberOfItemsInSection: 0)
// expect: BrokenGrid#1.collectionView(grid, cellForItemAt: [0, 0])
// expect: exception: NSInternalInconsistencyException: the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:
