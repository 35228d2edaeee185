import Foundation
import Testing
@testable import ScenarioLanguage

/// The modelled-surface reference in docs/scenario-language.md is the text generated from the declaration.
/// `CALLSHEET_RECORD=1 swift test` rewrites it.
@Suite struct SurfaceDocumentationTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scenario-language.md")

    @Test func referenceMatchesTheDeclaration() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        guard let begin = text.range(of: SurfaceDocumentation.beginMarker),
              let end = text.range(of: SurfaceDocumentation.endMarker, range: begin.upperBound..<text.endIndex) else {
            Issue.record("docs/scenario-language.md has no generated surface reference")
            return
        }
        let current = String(text[begin.lowerBound..<end.upperBound]) + "\n"
        let generated = SurfaceDocumentation.markdown
        if ProcessInfo.processInfo.environment["CALLSHEET_RECORD"] == "1", current != generated {
            let updated = text.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: String(generated.dropLast()))
            try updated.write(to: Self.document, atomically: true, encoding: .utf8)
            // A recording run proves nothing: it fails, so only a later run that compares can pass.
            Issue.record("rewrote the surface reference; run again without CALLSHEET_RECORD to check it")
            return
        }
        #expect(current == generated, "the surface reference is out of date; run with CALLSHEET_RECORD=1")
    }

    @Test func everyDeclaredClassHasAChainEndingInNSObjectOrIsAValue() {
        for type in UIKitSurface.classes {
            let chain = UIKitSurface.chain(of: type.name)
            #expect(chain.first == type.name)
            if UIKitSurface.kind(of: type.name) != nil { #expect(chain.last == "NSObject", "\(type.name)") }
        }
    }

    @Test func everyStoredEnumPropertyNamesADeclaredEnumOrAModelledType() {
        for property in UIKitSurface.properties where property.type?.contains(".") == true {
            let type = property.type!.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            #expect(UIKitSurface.enums[type] != nil || UIKitSurface.isDeclared(type), "\(property.key): \(type)")
        }
    }
}
