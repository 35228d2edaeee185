import SwiftSyntax

/// `enum Section: Int, CaseIterable { case profile, settings }` and `enum LoadState { case idle,
/// loaded([Item]), failed(error: String) }`: cases (with raw values or associated values), methods,
/// computed properties and static members. `indirect` enums are not supported.
extension Lowering {
    /// `name` is the qualified name of an enum nested in another type (`ViewController.Section`).
    func lowerEnum(_ node: EnumDeclSyntax, named qualifiedName: String? = nil, into program: inout Program) {
        let name = qualifiedName ?? node.name.tokenText
        let outerScope = typeScope
        typeScope = name
        defer { typeScope = outerScope }
        guard program.enums[name] == nil, program.structs[name] == nil, !classNames.contains(name) else {
            report(ScenarioError("invalid redeclaration of `\(name)`", at: node.name.offset))
            return
        }
        if let generics = node.genericParameterClause { unsupported("generic enums", generics) }
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: ["private", "fileprivate", "internal", "public"])
        let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        let rawType = inherited.first { ["Int", "String", "Double", "CGFloat"].contains($0) }
        var definition = EnumDef(name: name, cases: [], offset: node.name.offset)
        let members = ClassDef(name: name, superclassName: nil, offset: node.name.offset)
        var nextInt = 0
        for member in activeMembers(node.memberBlock.members) {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            checkAttributes(caseDecl.attributes)
            checkModifiers(caseDecl.modifiers, allowed: [])
            for element in caseDecl.elements {
                var payload: [(label: String?, type: TypeRef)]?
                if let parameters = element.parameterClause {
                    // An `indirect` enum or case is reported once, as unsupported, not again as recursive.
                    let isIndirect = node.modifiers.contains { $0.name.tokenText == "indirect" }
                        || caseDecl.modifiers.contains { $0.name.tokenText == "indirect" }
                    payload = lowerPayload(parameters, of: name, hasRawType: rawType != nil, isIndirect: isIndirect)
                }
                var raw: Value?
                if let value = element.rawValue?.value {
                    let lowered = lowerExpr(value)
                    if case .literal(let literal) = lowered.kind { raw = literal } else { unsupported("this raw value", value) }
                    if case .int(let number)? = raw { nextInt = number + 1 }
                } else if rawType == "Int" {
                    raw = .int(nextInt)
                    nextInt += 1
                } else if rawType == "String" {
                    raw = .string(element.name.tokenText)
                }
                if definition.cases.contains(where: { $0.name == element.name.tokenText }) {
                    report(ScenarioError("invalid redeclaration of `\(element.name.tokenText)`", at: element.name.offset))
                }
                definition.cases.append(EnumCaseDef(name: element.name.tokenText, rawValue: raw, payload: payload))
            }
        }
        if let iterable = node.inheritanceClause?.inheritedTypes.first(where: { $0.type.trimmedDescription == "CaseIterable" }),
           definition.cases.contains(where: { $0.payload != nil }) {
            report(ScenarioError("an enum with associated values cannot be `CaseIterable`", at: iterable.offset))
        }
        lowerValueTypeMembers(activeMembers(node.memberBlock.members).filter { !$0.decl.is(EnumCaseDeclSyntax.self) },
                              into: members)
        for property in members.properties where property.getter == nil {
            report(ScenarioError("enums must not contain stored properties", at: property.offset))
        }
        noteConformances(node.inheritanceClause, of: name, in: &program)
        program.enums[name] = definition
        program.uikitExtensions[name] = members
    }

    /// `(String)`, `(error: Error, retry: Bool)`: the associated values of a case.
    private func lowerPayload(_ clause: EnumCaseParameterClauseSyntax, of enumName: String,
                              hasRawType: Bool, isIndirect: Bool) -> [(label: String?, type: TypeRef)] {
        if hasRawType {
            report(ScenarioError("an enum with a raw type cannot have cases with associated values", at: clause.offset))
        }
        return clause.parameters.map { parameter in
            if let value = parameter.defaultValue { unsupported("default values of associated values", value) }
            let label = parameter.firstName.map(\.tokenText).flatMap { $0 == "_" ? nil : $0 }
            let type = lowerType(parameter.type)
            if !isIndirect, case .named(enumName) = type.unwrapped {
                report(ScenarioError("recursive enum `\(enumName)` would need `indirect`, which is not supported by the "
                                     + "engine", at: parameter.type.offset, code: .unsupported))
            }
            return (label, type)
        }
    }
}
