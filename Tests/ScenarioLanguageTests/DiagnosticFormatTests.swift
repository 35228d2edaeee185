import ScenarioLanguage
import Testing

@Test func diagnosticPointsAtItsColumnWithACaret() {
    let diagnostic = Diagnostic(.error, "`UIView.mask` is not supported by the engine", path: "a.md",
                                line: 12, column: 5, sourceLine: "let t = v.mask")
    #expect(diagnostic.formatted == """
        a.md:12:5: error: `UIView.mask` is not supported by the engine
        let t = v.mask
            ^
        """)
}
