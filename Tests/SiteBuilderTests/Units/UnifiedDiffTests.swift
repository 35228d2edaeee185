import Testing
@testable import SiteBuilder

@Suite struct UnifiedDiffTests {
    @Test func aChangedLineWithContext() {
        let old = ["a", "b", "c", "d", "e", "f", "g", "h"]
        var new = old
        new[4] = "E"
        #expect(UnifiedDiff.text(old: old, new: new, oldName: "expected", newName: "actual") == """
            --- expected
            +++ actual
            @@ -2,7 +2,7 @@
             b
             c
             d
            -e
            +E
             f
             g
             h
            """)
    }

    @Test func farApartChangesMakeTwoHunks() {
        let old = (1...20).map(String.init)
        var new = old
        new.remove(at: 1)
        new.append("21")
        let text = UnifiedDiff.text(old: old, new: new, oldName: "o", newName: "n")
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,4 @@", "@@ -18,3 +17,4 @@"])
    }

    @Test func emptySides() {
        #expect(UnifiedDiff.text(old: [], new: ["x"], oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+x")
        #expect(UnifiedDiff.diff(["x", "y"], []) == [.removed("x"), .removed("y")])
    }
}
