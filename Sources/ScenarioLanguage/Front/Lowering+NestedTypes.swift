import SwiftSyntax

/// Structs and enums declared inside a class, struct or enum (`struct Constants { struct Tables { … } }`,
/// `enum Section` inside a controller). Each becomes a type of its own under its qualified name
/// (`Constants.Tables`); inside the outer type the short name resolves to it, innermost scope first,
/// and `Constants.Tables.reuseId` names it from anywhere. A nested class is still reported.
extension Lowering {
    /// Records the qualified names of the structs and enums nested in `decl`, at any depth.
    func collectNestedTypes(in decl: DeclSyntax, outer: String? = nil) {
        let name: String
        let block: MemberBlockSyntax
        if let type = decl.as(ClassDeclSyntax.self) {
            (name, block) = (type.name.tokenText, type.memberBlock)
        } else if let type = decl.as(StructDeclSyntax.self) {
            (name, block) = (type.name.tokenText, type.memberBlock)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            (name, block) = (type.name.tokenText, type.memberBlock)
        } else {
            return
        }
        let qualified = outer.map { $0 + "." + name } ?? name
        if outer != nil {
            guard !decl.is(ClassDeclSyntax.self) else { return }
            nestedTypeNames.insert(qualified)
        }
        for member in activeMembers(block.members) { collectNestedTypes(in: member.decl, outer: qualified) }
    }

    /// The short name of a struct or enum declaration that may be nested.
    func nestedTypeName(_ decl: DeclSyntax) -> String? {
        decl.as(StructDeclSyntax.self)?.name.tokenText ?? decl.as(EnumDeclSyntax.self)?.name.tokenText
    }

    func inTypeScope<T>(_ name: String, _ body: () -> T) -> T {
        let outer = typeScope
        typeScope = name
        defer { typeScope = outer }
        return body()
    }

    /// The nested type a short name means where it is written: `Tables` inside `Constants` is
    /// `Constants.Tables`. Nil for names that are no nested type seen from here.
    func resolveNestedType(_ name: String) -> String? {
        guard !nestedTypeNames.isEmpty, NameCase.startsUppercase(name) else { return nil }
        var scope = typeScope
        while let current = scope {
            if nestedTypeNames.contains(current + "." + name) { return current + "." + name }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return nil
    }

    /// `Outer.Inner` when `base` (already qualified) declares a nested type `name`.
    func nestedMember(_ name: String, of base: String) -> String? {
        nestedTypeNames.contains(base + "." + name) ? base + "." + name : nil
    }

    /// Lowers the nested declarations met so far (and those they declare in turn).
    func lowerPendingNestedTypes(into program: inout Program) {
        while !pendingNestedTypes.isEmpty {
            let (name, decl) = pendingNestedTypes.removeFirst()
            if let type = decl.as(StructDeclSyntax.self) {
                lowerStruct(type, named: name, into: &program)
            } else if let type = decl.as(EnumDeclSyntax.self) {
                lowerEnum(type, named: name, into: &program)
            }
        }
    }
}
