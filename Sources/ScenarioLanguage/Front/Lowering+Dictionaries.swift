import SwiftSyntax

/// Dictionary literals, which UIKit takes in a few places (`views:` and `metrics:` of the visual format).
/// `["a": x, "b": y]` is lowered to Swift's own `Dictionary(dictionaryLiteral:)` with the pairs in source
/// order; what a dictionary can do is declared with that initializer (`Builtins`).
extension Lowering {
    func lowerDictionary(_ dictionary: DictionaryExprSyntax) -> Expr {
        let offset = dictionary.offset
        var pairs: [Expr] = []
        if case .elements(let elements) = dictionary.content {
            for element in elements {
                pairs.append(Expr(kind: .array([lowerExpr(element.key), lowerExpr(element.value)]),
                                  offset: element.offset))
            }
        }
        return Expr(kind: .call(callee: Expr(kind: .identifier("Dictionary"), offset: offset),
                                arguments: [CallArgument(label: "dictionaryLiteral",
                                                         value: Expr(kind: .array(pairs), offset: offset))]),
                    offset: offset)
    }
}
