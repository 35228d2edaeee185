import Testing
@testable import SiteBuilder

@Suite struct PageAnchorsTests {
    /// A reused page's sorted list answers as the set it was made from; a list out of order (a damaged
    /// manifest) still answers right.
    @Test func sortedListsAnswerAsTheirSet() {
        let anchors: Set<String> = ["setup", "the-order", "s1", "s10", "s2", "视图", "e\u{301}", "a", ""]
        let probes = anchors.union(["b", "s3", "é", "zz", "S1", "the-orde"])
        let fromList = PageAnchors(sorted: anchors.sorted())
        let shuffled = PageAnchors(sorted: ["the-order", "a", "s1"])
        for probe in probes {
            #expect(fromList.contains(probe) == anchors.contains(probe), "\(probe)")
            #expect(PageAnchors(anchors).contains(probe) == anchors.contains(probe), "\(probe)")
            #expect(shuffled.contains(probe) == ["the-order", "a", "s1"].contains(probe), "\(probe)")
        }
        #expect(fromList.sorted == anchors.sorted())
        #expect(PageAnchors(anchors).sorted == anchors.sorted())
        #expect(!PageAnchors(sorted: []).contains("a"))
    }
}
