import Testing
@testable import SiteBuilder

@Suite struct SearchTokenizerTests {
    @Test func wordsAndBigrams() {
        #expect(SearchTokenizer.terms(in: "Call viewDidLoad() once: 视图控制器 a 2x 中")
            == ["call", "viewdidload", "once", "视图", "图控", "控制", "制器", "2x", "中"])
    }

    @Test func scriptsSplitWords() {
        #expect(SearchTokenizer.terms(in: "layout布局pass") == ["layout", "布局", "pass"])
        #expect(SearchTokenizer.terms(in: "Ünïcode café") == ["ünïcode", "café"])
    }

    @Test func theIndexIsDeterministicAndScriptSafe() {
        var first = SearchEntry(title: "A </script>", url: "a.html")
        first.terms = ["b", "a"]
        var second = SearchEntry(title: "B", url: "b.html")
        second.terms = ["a"]
        second.headings = [("h", "H\n")]
        #expect(SearchIndex.script([first, second]) == """
            window.CALLSHEET_SEARCH = {
            "pages": [["a.html","A \\u003c/script\\u003e"],
            ["b.html","B"]],
            "headings": [[1,"h","H\\n"]],
            "terms": {"a":[0,1],
            "b":[0]}
            };

            """)
    }
}
