/// Ids a link may target on a page (headings and scenario figures). A page just built has them as a set;
/// a reused page keeps the sorted list its manifest stored and searches it: building a set for each of a
/// large site's unchanged pages, when links name a few of them, was a fifth of reusing a page.
struct PageAnchors: Sendable {
    private let members: Set<String>?
    /// In `String` order, without repeats, when `members` is nil.
    private let list: [String]

    init(_ anchors: Set<String> = []) {
        members = anchors
        list = []
    }

    /// Anchors in `String` order, as `sorted` gives them; a list out of order is put in a set.
    init(sorted anchors: [String]) {
        if zip(anchors, anchors.dropFirst()).allSatisfy({ $0 < $1 }) {
            (members, list) = (nil, anchors)
        } else {
            (members, list) = (Set(anchors), [])
        }
    }

    func contains(_ anchor: String) -> Bool {
        if let members { return members.contains(anchor) }
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < anchor { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == anchor
    }

    var sorted: [String] { members?.sorted() ?? list }
}
