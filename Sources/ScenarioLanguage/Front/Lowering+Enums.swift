import SwiftSyntax

/// `enum Section: Int, CaseIterable { case profile, settings }`: cases (with raw values), methods,
/// computed properties and static members. Cases with associated values are not supported.
extension Lowering {
    func lowerEnum(_ node: EnumDeclSyntax, into program: inout Program) {
        let name = node.name.text
        guard program.enums[name] == nil, !classNames.contains(name) else {
            report(ScenarioError("invalid redeclaration of `\(name)`", at: node.name.offset))
            return
        }
        if let generics = node.genericParameterClause { unsupported("generic enums", generics) }
        let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        let rawType = inherited.first { ["Int", "String", "Double", "CGFloat"].contains($0) }
        var definition = EnumDef(name: name, cases: [], offset: node.name.offset)
        let members = ClassDef(name: name, superclassName: nil, offset: node.name.offset)
        var nextInt = 0
        for member in activeMembers(node.memberBlock.members) {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if let parameters = element.parameterClause { unsupported("enum cases with associated values", parameters) }
                var raw: Value?
                if let value = element.rawValue?.value {
                    let lowered = lowerExpr(value)
                    if case .literal(let literal) = lowered.kind { raw = literal } else { unsupported("this raw value", value) }
                    if case .int(let number)? = raw { nextInt = number + 1 }
                } else if rawType == "Int" {
                    raw = .int(nextInt)
                    nextInt += 1
                } else if rawType == "String" {
                    raw = .string(element.name.text)
                }
                definition.cases.append((element.name.text, raw))
            }
        }
        isLoweringUIKitExtension = true
        lowerMembers(activeMembers(node.memberBlock.members).filter { !$0.decl.is(EnumCaseDeclSyntax.self) }, into: members)
        isLoweringUIKitExtension = false
        for property in members.properties where property.getter == nil {
            report(ScenarioError("enums must not contain stored properties", at: property.offset))
        }
        program.enums[name] = definition
        program.uikitExtensions[name] = members
    }
}
