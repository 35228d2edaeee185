import Testing
@testable import SiteBuilder

@Suite struct SlugTests {
    @Test func slugs() {
        #expect(Slugger.slug("Push, then pop") == "push-then-pop")
        #expect(Slugger.slug("  `viewDidLoad()` runs once ") == "viewdidload-runs-once")
        #expect(Slugger.slug("视图层级 and Layout") == "视图层级-and-layout")
        #expect(Slugger.slug("!!!") == "section")
    }

    @Test func duplicatesAndReservedIDsGetSuffixes() {
        var slugger = Slugger(reserved: ["scenario-1"])
        #expect(slugger.slug(for: "Scenario 1") == "scenario-1-1")
        #expect(slugger.slug(for: "Notes") == "notes")
        #expect(slugger.slug(for: "Notes") == "notes-1")
        #expect(slugger.slug(for: "Notes") == "notes-2")
    }
}
