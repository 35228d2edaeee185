// A rating view whose `rating` property has a didSet that calls setNeedsLayout(): several changes in one
// turn lay it out once, in the next layout pass. Observers do not run for the initial value.
class RatingView: UIView {
    var rating = 0 {
        willSet { print("will set \(newValue)") }
        didSet {
            print("rating \(oldValue) → \(rating)")
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        print("laying out \(rating) stars")
    }
}

let stars = RatingView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
window.addSubview(stars)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
stars.rating = 3
stars.rating = 4
stars.rating += 1
print("end of turn")
// expect: stars.layoutSubviews()
// expect: print: laying out 0 stars
// expect: print: will set 3
// expect: print: rating 0 → 3
// expect: print: will set 4
// expect: print: rating 3 → 4
// expect: print: will set 5
// expect: print: rating 4 → 5
// expect: print: end of turn
// expect: stars.layoutSubviews()
// expect: print: laying out 5 stars
