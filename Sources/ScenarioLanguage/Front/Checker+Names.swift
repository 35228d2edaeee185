import LifecycleEngine

/// Resolving names and members the way the interpreter will.
extension Checker {
    /// Locals, then members of `self`, then globals, classes, builtin types and functions.
    func resolve(_ name: String, at offset: Int, in scope: StaticScope, context: ClassContext?) -> String? {
        resolution(of: name, at: offset, in: scope, context: context).type
    }

    /// How a name resolved, which says whether it names a type used as a value (`isTypeExpression`) without
    /// looking it up in the scopes again.
    enum Resolution {
        /// A local or global variable, parameter or function.
        case declared(String?)
        /// A member of `self`.
        case member(String?)
        /// A class, struct or enum of the scenario, or a modelled type: its type is its name.
        case type(String)
        /// Anything else: a builtin function, or a name reported as wrong.
        case other(String?)

        var type: String? {
            switch self {
            case .declared(let type), .member(let type), .other(let type): return type
            case .type(let name): return name
            }
        }
    }

    /// `resolve`, saying how the name resolved.
    func resolution(of name: String, at offset: Int, in scope: StaticScope, context: ClassContext?) -> Resolution {
        if case .some(let type) = scope.lookup(name) { return .declared(type) }
        if let context, let type = memberType(name, ofClass: context.definition.name, base: context.base) { return .member(type) }
        if namesType(name) { return .type(name) }
        if BuiltinRegistry.functions(owner: "", name: name) != nil { return .other(nil) }
        let legacy = LegacySpellings.type(name)
            ?? context.flatMap { LegacySpellings.member(name, chain: BuiltinRegistry.typeChain(ofTypeName: $0.base)) }
        if let legacy {
            report(LegacySpellings.message(name, legacy), at: offset, code: .unsupported)
            return .other(Checker.errorType)
        }
        let unmodelled = UnmodelledNames.globals[name]
            ?? context.flatMap { UnmodelledNames.reason(for: name, chain: BuiltinRegistry.typeChain(ofTypeName: $0.base)) }
        if let unmodelled {
            report("`\(name)` is not supported by the engine: \(unmodelled)", at: offset, code: .unsupported)
            return .other(Checker.errorType)
        }
        let looksLikeFramework = ["UI", "NS", "CA", "CG", "WK", "SK"].contains { name.hasPrefix($0) }
            && name.dropFirst(2).first?.isUppercase == true
        report(looksLikeFramework
               ? "`\(name)` is not supported by the engine" + Suggestions.hint(for: name, among: BuiltinRegistry.allTypeNames)
               : "cannot find `\(name)` in scope" + Suggestions.hint(for: name, among: Array(classes.keys)), at: offset,
               code: looksLikeFramework ? .unsupported : .unknownName)
        return .other(Checker.errorType)
    }

    /// Whether `name` is a class, struct or enum of the scenario or a modelled type.
    func namesType(_ name: String) -> Bool {
        classes[name] != nil || program.enums[name] != nil || program.structs[name] != nil || BuiltinRegistry.isTypeName(name)
    }

    /// The type of an implicit-self member if the class (or UIKit above it) has one; nil if it has none.
    private func memberType(_ name: String, ofClass className: String, base: String) -> String?? {
        if case .some(let type) = declaredMemberType(name, from: classes[className]) { return .some(type) }
        let chain: [String]
        switch ModelledMembers.member(name, ofType: base) {
        case .property, .method: return .some(nil)
        case .unknownType: chain = [base]  // inside a struct or enum the chain is the type itself
        case .neither(let modelled): chain = modelled
        }
        if let type = extensionMemberType(name, chain: chain) { return .some(type) }
        return nil
    }

    /// A member an extension of a UIKit type in `chain` declares: `.some(type)` (nil when unknown), or nil.
    func extensionMemberType(_ name: String, chain: [String]) -> String?? {
        for type in chain {
            guard let definition = program.uikitExtensions[type] else { continue }
            if let property = definition.properties.first(where: { $0.name == name }) { return .some(property.type.flatMap(typeName)) }
            if definition.methods.values.contains(where: { $0.name == name }) { return .some(nil) }
        }
        return nil
    }

    func isTypeExpression(_ expr: Expr, _ scope: StaticScope) -> Bool {
        switch expr.kind {
        case .typeName: return true
        case .identifier(let name):
            return scope.lookup(name) == nil && namesType(name)
        default: return false
        }
    }

    /// Checks `type.name`; returns the member's type when known.
    func checkMember(_ name: String, of type: String?, isType: Bool, at offset: Int, context: ClassContext?) -> String? {
        if type == Checker.errorType { return Checker.errorType }  // already reported: no cascade
        if name == "init" { return type }  // `self.init(…)`, `Type.init(…)`: checked when it runs
        if NameCase.startsWithNumber(name) { return nil }  // `pair.0`: a tuple element
        guard let type else {
            if !isKnownMember(name) {
                report("`\(name)` is not supported by the engine", at: offset, code: .unsupported)
                return Checker.errorType
            }
            return nil
        }
        if isType, let definition = program.enums[type], name == "allCases" || definition.cases.contains(where: { $0.name == name }) {
            return name == "allCases" ? "Array" : type
        }
        if isType {
            if let definition = program.uikitExtensions[Lowering.extensibleValueTypes[type] ?? type] {
                if let property = definition.staticProperties.first(where: { $0.name == name }) {
                    return property.type.flatMap(typeName) ?? (property.initializer == nil ? nil : type)
                }
                if definition.staticMethods.values.contains(where: { $0.name == name }) { return nil }
            }
            if case .some(let memberType) = ModelledMembers.staticMember(name, ofType: type) { return memberType }
            if type.hasSuffix("Notification.Name"), let current = LegacyNotificationNames.currentSpelling(of: name) {
                report("`\(type).\(name)` is the spelling from before Swift 4.2, which no longer compiles; "
                       + "write `\(current)`", at: offset, code: .unsupported)
                return Checker.errorType
            }
            if let spelling = LegacySpellings.member(name, chain: [type + ".Type"]) {
                report(LegacySpellings.message("\(type).\(name)", spelling), at: offset, code: .unsupported)
                return Checker.errorType
            }
            if let reason = UnmodelledNames.reason(for: name, chain: [type + ".Type"]) {
                report("`\(type).\(name)` is not supported by the engine: \(reason)", at: offset, code: .unsupported)
                return Checker.errorType
            }
            report("`\(type).\(name)` is not supported by the engine"
                   + Suggestions.hint(for: name, among: BuiltinRegistry.memberNames(ofChain: [type + ".Type"])
                                        .union(BuiltinRegistry.enumTypes[type] ?? [])), at: offset, code: .unsupported)
            return Checker.errorType
        }
        if !isType, program.structs[type] != nil || program.enums[type] != nil {
            if case .some(let memberType) = extensionMemberType(name, chain: [type]) { return memberType }
            if program.enums[type] != nil, name == "rawValue" { return nil }
            let definition = program.uikitExtensions[type]
            let known = (definition?.properties.map(\.name) ?? []) + (definition?.methods.values.map(\.name) ?? [])
            report("value of type \(type) has no member `\(name)`" + Suggestions.hint(for: name, among: known), at: offset, code: .unknownMember)
            return Checker.errorType
        }
        if let definition = classes[type] {
            let base = baseOf(definition)
            if case .some(let memberType) = memberTypeInClass(name, definition, base: base) { return memberType }
            let known = BuiltinRegistry.memberNames(ofChain: BuiltinRegistry.typeChain(ofTypeName: base))
                .union(definition.properties.map(\.name)).union(definition.methods.values.map(\.name))
            if let spelling = LegacySpellings.member(name, chain: BuiltinRegistry.typeChain(ofTypeName: base)) {
                report(LegacySpellings.message("\(type).\(name)", spelling), at: offset, code: .unsupported)
                return Checker.errorType
            }
            if let reason = UnmodelledNames.reason(for: name, chain: BuiltinRegistry.typeChain(ofTypeName: base)) {
                report("`\(type).\(name)` is not supported by the engine: \(reason)", at: offset, code: .unsupported)
                return Checker.errorType
            }
            report((base.isEmpty ? "value of type \(type) has no member `\(name)`"
                                 : "`\(type).\(name)` is not supported by the engine (nor declared by \(type))")
                   + Suggestions.hint(for: name, among: known), at: offset, code: base.isEmpty ? .unknownMember : .unsupported)
            return Checker.errorType
        }
        let chain: [String]
        switch ModelledMembers.member(name, ofType: type) {
        case .unknownType:
            if !isKnownMember(name) {
                report("`\(name)` is not supported by the engine", at: offset, code: .unsupported)
                return Checker.errorType
            }
            return nil
        case .property(let memberType): return memberType
        case .method: return nil
        case .neither(let modelled): chain = modelled
        }
        if case .some(let memberType) = extensionMemberType(name, chain: chain) { return memberType }
        if let spelling = LegacySpellings.member(name, chain: chain) {
            report(LegacySpellings.message("\(type).\(name)", spelling), at: offset, code: .unsupported)
            return Checker.errorType
        }
        if let reason = UnmodelledNames.reason(for: name, chain: chain) {
            report("`\(type).\(name)` is not supported by the engine: \(reason)", at: offset, code: .unsupported)
            return Checker.errorType
        }
        report("`\(type).\(name)` is not supported by the engine"
               + Suggestions.hint(for: name, among: BuiltinRegistry.memberNames(ofChain: chain)), at: offset, code: .unsupported)
        return Checker.errorType
    }

    private func baseOf(_ definition: ClassDef) -> String {
        var current: ClassDef? = definition
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            guard let superclass = type.superclassName else { return "" }
            guard let next = classes[superclass] else { return superclass }
            current = next
        }
        return ""
    }

    private func memberTypeInClass(_ name: String, _ definition: ClassDef, base: String) -> String?? {
        if case .some(let type) = declaredMemberType(name, from: definition) { return .some(type) }
        switch ModelledMembers.member(name, ofType: base) {
        case .property(let type): return .some(type)
        case .method: return .some(nil)
        case .unknownType, .neither: return nil
        }
    }

    /// A property or method that `definition` or a scenario class above it declares: `.some(type)` (nil
    /// when unknown or a method), or nil when none does.
    private func declaredMemberType(_ name: String, from definition: ClassDef?) -> String?? {
        var current = definition
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            if let property = type.properties.first(where: { $0.name == name }) { return .some(property.type.flatMap(typeName)) }
            if type.methods.values.contains(where: { $0.name == name }) { return .some(nil) }
            current = type.superclassName.flatMap { classes[$0] }
        }
        return nil
    }
}
