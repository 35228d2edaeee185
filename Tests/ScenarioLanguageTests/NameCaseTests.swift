@testable import ScenarioLanguage
import Testing

@Suite struct NameCaseTests {
    /// The ASCII fast path answers what the first `Character` answers, combining marks and other scripts
    /// included.
    @Test func sameAnswersAsTheFirstCharacter() {
        let names = ["", "A", "a", "Z", "0", "9", "_x", "View", "view", "A\u{345}", "A\u{301}b", "a\u{301}",
                     "1\u{20E3}", "Émile", "émile", "Ωmega", "٣x", "\r\n", "\r", "x1", "$0", "`Self`"]
        for name in names {
            #expect(NameCase.startsUppercase(name) == (name.first?.isUppercase == true), "\(name.unicodeScalars.map(\.value))")
            #expect(NameCase.startsWithNumber(name) == (name.first?.isNumber == true), "\(name.unicodeScalars.map(\.value))")
        }
    }
}
