// A photo viewer zooms its image in code: with no delegate nothing zooms; once the delegate returns
// the image view from viewForZooming(in:), a new scale is clamped to the minimum and maximum, the image
// view's transform and the content size follow it, and scrollViewDidZoom is sent. Only an animated zoom
// brings scrollViewWillBeginZooming/DidEndZooming; zoom(to:animated:) also scrolls to the rect.
class PhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 800, height: 1600))
    var zoomable = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        view.addSubview(scrollView)
        scrollView.zoomScale = 2
        print("without a delegate: \(scrollView.zoomScale)")
        scrollView.delegate = self
        scrollView.zoomScale = 2
        print("limits 1 and 1: \(scrollView.zoomScale)")
        scrollView.minimumZoomScale = 0.25
        scrollView.maximumZoomScale = 4
        print("zooming \(scrollView.isZooming), bouncing \(scrollView.isZoomBouncing)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.zoomScale = 0.1
        print("clamped: \(scrollView.zoomScale), content \(scrollView.contentSize)")
        print("transform: \(imageView.transform)")
        scrollView.setZoomScale(8, animated: true)
        print("clamped: \(scrollView.zoomScale), content \(scrollView.contentSize)")
        scrollView.zoom(to: CGRect(x: 200, y: 400, width: 200, height: 400), animated: false)
        print("scale \(scrollView.zoomScale), offset \(scrollView.contentOffset)")
        zoomable = false
        scrollView.setZoomScale(1, animated: false)
        print("nil view: \(scrollView.zoomScale)")
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        zoomable ? imageView : nil
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        print("did zoom to \(scrollView.zoomScale)")
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        print("will begin zooming")
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        print("did end zooming at \(scale)")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print("did scroll to \(scrollView.contentOffset)")
    }
}

let photos = PhotoViewController()
window.rootViewController = photos

// expect: photos.viewDidLoad()
// expect: print: without a delegate: 1.0
// expect: photos.viewForZooming(in: scrollView)
// expect: print: limits 1 and 1: 1.0
// expect: print: zooming false, bouncing false
// expect: photos.viewDidAppear(false)
// expect: photos.viewForZooming(in: scrollView)
// expect: photos.scrollViewDidZoom(scrollView)
// expect: print: did zoom to 0.25
// expect: print: clamped: 0.25, content (200.0, 400.0)
// expect: print: transform: CGAffineTransform(a: 0.25, b: 0.0, c: 0.0, d: 0.25, tx: 0.0, ty: 0.0)
// expect: photos.viewForZooming(in: scrollView)
// expect: photos.scrollViewWillBeginZooming(scrollView, with: imageView)
// expect: print: will begin zooming
// expect: photos.scrollViewDidZoom(scrollView)
// expect: print: did zoom to 4.0
// expect: photos.scrollViewDidEndZooming(scrollView, with: imageView, atScale: 4)
// expect: print: did end zooming at 4.0
// expect: print: clamped: 4.0, content (3200.0, 6400.0)
// expect: photos.viewForZooming(in: scrollView)
// expect: photos.scrollViewDidZoom(scrollView)
// expect: print: did zoom to 2.0
// expect: photos.scrollViewDidScroll(scrollView)
// expect: print: did scroll to (400.0, 800.0)
// expect: print: scale 2.0, offset (400.0, 800.0)
// expect: photos.viewForZooming(in: scrollView)
// expect: print: nil view: 2.0
