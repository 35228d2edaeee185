import SwiftSyntax

/// `struct ViewModel { … }`: stored and computed properties, methods (`mutating` ones too),
/// initializers, static members; extensions of the struct add to the same members.
extension Lowering {
    /// `name` is the qualified name of a struct nested in another type (`Constants.Tables`).
    func lowerStruct(_ node: StructDeclSyntax, named qualifiedName: String? = nil, into program: inout Program) {
        let name = qualifiedName ?? node.name.tokenText
        let outerScope = typeScope
        typeScope = name
        defer { typeScope = outerScope }
        guard program.structs[name] == nil, program.enums[name] == nil, !classNames.contains(name) else {
            report(ScenarioError("invalid redeclaration of `\(name)`", at: node.name.offset))
            return
        }
        if let generics = node.genericParameterClause { unsupported("generic structs", generics) }
        if let clause = node.genericWhereClause { unsupported("where", clause) }
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: ["private", "fileprivate", "internal", "public"])
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            // Protocol conformance has no run-time effect; a class in the list is a mistake Swift rejects.
            let type = inherited.type.trimmedDescription
            if Self.baseClasses.contains(type) || classNames.contains(type) {
                report(ScenarioError("a struct cannot inherit from the class `\(type)`", at: inherited.offset))
            }
        }
        let members = ClassDef(name: name, superclassName: nil, offset: node.name.offset)
        lowerValueTypeMembers(activeMembers(node.memberBlock.members), into: members)
        for property in members.properties where property.getter == nil {
            if property.isLazy || property.isWeak {
                report(ScenarioError("`\(property.isLazy ? "lazy" : "weak")` properties of structs are not supported by "
                                     + "the engine", at: property.offset, code: .unsupported))
            }
            if case .named(name)? = property.type?.unwrapped {
                report(ScenarioError("value type `\(name)` cannot have a stored property that contains itself",
                                     at: property.offset))
            }
        }
        noteConformances(node.inheritanceClause, of: name, in: &program)
        program.structs[name] = StructDef(name: name, offset: node.name.offset,
                                          declaresInitializer: !members.initializers.isEmpty)
        program.uikitExtensions[name] = members
    }

    /// Conformances matter at run time only for `CustomStringConvertible`, which `print` asks for.
    func noteConformances(_ clause: InheritanceClauseSyntax?, of name: String, in program: inout Program) {
        if clause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CustomStringConvertible" }) == true {
            program.describedTypes.insert(name)
        }
    }

    /// Members of a struct or enum body: `static` and `mutating` are allowed.
    func lowerValueTypeMembers(_ list: [MemberBlockItemSyntax], into members: ClassDef) {
        isLoweringUIKitExtension = true
        valueTypeBeingLowered = members.name
        inTypeScope(members.name) { lowerMembers(list, into: members) }
        isLoweringUIKitExtension = false
        valueTypeBeingLowered = nil
    }

    /// `extension Point { … }` of a scenario struct or enum: no stored properties.
    func lowerValueTypeExtension(_ node: ExtensionDeclSyntax, into target: ClassDef, isStruct: Bool) {
        let storedBefore = Set(target.properties.filter { $0.getter == nil }.map(\.offset))
        lowerValueTypeMembers(activeMembers(node.memberBlock.members), into: target)
        for property in target.properties where property.getter == nil && !storedBefore.contains(property.offset) {
            report(ScenarioError("extensions must not contain stored properties", at: property.offset))
        }
    }
}
