@_spi(RawSyntax) import SwiftSyntax

/// Classes, their members, functions and variables.
extension Lowering {
    func lowerClass(_ node: ClassDeclSyntax) -> ClassDef? {
        if let generics = node.genericParameterClause { unsupported("generic classes", generics) }
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: ["final", "private", "fileprivate", "internal", "public", "open"])
        var superclass: String?
        var conformances: [String] = []
        for (index, inherited) in (node.inheritanceClause?.inheritedTypes ?? []).enumerated() {
            let name = inherited.type.trimmedDescription
            let isClass = Self.baseClasses.contains(name) || classNames.contains(name)
            if name == node.name.tokenText {
                report(ScenarioError("`\(name)` inherits from itself", at: inherited.offset))
            } else if index == 0, isClass {
                superclass = name
            } else if isClass {
                report(ScenarioError("a class has at most one superclass, and it comes first: `\(name)`",
                                     at: inherited.offset))
            } else if index == 0, UIKitSurface.kind(of: name) == .collectionViewLayout {
                report(ScenarioError("custom collection view layouts (subclasses of `\(name)`) are not supported by the engine",
                                     at: inherited.offset, code: .unsupported))
            } else if index == 0, name.hasPrefix("UI"), !name.hasSuffix("Delegate"), !name.hasSuffix("DataSource") {
                report(ScenarioError("`\(name)` is not a class the engine models (scenario classes derive from a "
                                     + "modelled class such as UIView or UIViewController, or from a scenario class)"
                                     + Suggestions.hint(for: name, among: Self.baseClasses), at: inherited.offset))
            } else {
                conformances.append(name)
            }
        }
        let lowered = ClassDef(name: node.name.tokenText, superclassName: superclass, offset: node.name.offset)
        lowered.conformances = conformances
        inTypeScope(node.name.tokenText) { lowerMembers(node.memberBlock, into: lowered) }
        return lowered
    }

    func lowerMembers(_ block: MemberBlockSyntax, into type: ClassDef) {
        lowerMembers(activeMembers(block.members), into: type)
    }

    func lowerMembers(_ members: [MemberBlockItemSyntax], into type: ClassDef) {
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                if isLoweringUIKitExtension, variable.modifiers.contains(where: { $0.name.tokenText == "static" }) {
                    type.staticProperties += lowerVariable(variable, isMember: true)
                    continue
                }
                type.properties += lowerVariable(variable, isMember: true)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                guard let lowered = lowerFunction(function) else { continue }
                if isLoweringUIKitExtension, function.modifiers.contains(where: { ["static", "class"].contains($0.name.tokenText) }) {
                    type.staticMethods[lowered.selector] = lowered
                    continue
                }
                if type.methods[lowered.selector] != nil {
                    report(ScenarioError("invalid redeclaration of `\(lowered.selector)`", at: function.name.offset))
                }
                type.methods[lowered.selector] = lowered
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                guard let lowered = lowerInitializer(initializer) else { continue }
                type.initializers[lowered.selector] = lowered
            } else if let name = nestedTypeName(decl), let scope = typeScope {
                pendingNestedTypes.append((scope + "." + name, decl))
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                checkAttributes(deinitializer.attributes)
                type.deinitializer = FunctionDef(
                    name: "deinit", parameters: [],
                    body: within(function: "deinit") { lowerBlock(deinitializer.body?.statements) }, isOverride: false,
                    offset: deinitializer.deinitKeyword.offset, referencedNames: [])
            } else {
                unsupported(describe(decl), decl)
            }
        }
    }

    /// Infix operators a struct or enum may declare for itself (`static func + (lhs:rhs:)`).
    static let overloadableOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">="]

    func lowerFunction(_ node: FunctionDeclSyntax) -> FunctionDef? {
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: Set(["override", "private", "fileprivate", "internal", "public", "open",
                                                     "final", "required"]).union(isLoweringUIKitExtension ? ["static", "class"] : [])
                                                    .union(isLoweringValueType ? ["mutating"] : []))
        // Generic functions run as written: values carry their types at run time, so `T` needs no
        // specialization; for checking, `T: UIView` stands for `UIView`.
        let savedGenerics = genericParameters
        defer { genericParameters = savedGenerics }
        for parameter in node.genericParameterClause?.parameters ?? [] {
            genericParameters[parameter.name.tokenText] = parameter.inheritedType.map { lowerType($0) } ?? .other(parameter.name.tokenText)
        }
        if let clause = node.genericWhereClause { unsupported("where", clause) }
        if let effects = node.signature.effectSpecifiers { unsupported(effects.trimmedDescription, effects) }
        if node.name.tokenKind != .identifier(node.name.tokenText), case .binaryOperator(let op) = node.name.tokenKind {
            // `static func == (lhs:rhs:)` of a struct or enum: the operators the language has, for its values.
            let isStaticMember = isLoweringValueType && node.modifiers.contains { $0.name.tokenText == "static" }
            if !isStaticMember || !Self.overloadableOperators.contains(op) || node.signature.parameterClause.parameters.count != 2 {
                unsupported("operator functions", node.name)
                return nil
            }
        }
        guard let body = node.body else {
            report(ScenarioError("function `\(node.name.tokenText)` needs a body", at: node.name.offset))
            return nil
        }
        let parameters = lowerParameters(node.signature.parameterClause.parameters)
        let selector = node.name.tokenText + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let function = FunctionDef(
            name: node.name.tokenText, parameters: parameters,
            body: within(function: selector) { lowerBody(body.statements) }, isOverride: node.modifiers.contains { $0.name.tokenText == "override" },
            offset: node.name.offset, referencedNames: ReferencedNames.of(body))
        function.isMutating = node.modifiers.contains { $0.name.tokenText == "mutating" }
        function.returnType = node.signature.returnClause.map { lowerType($0.type) }
        return function
    }

    func lowerInitializer(_ node: InitializerDeclSyntax) -> FunctionDef? {
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: ["override", "required", "convenience", "private", "fileprivate",
                                                 "internal", "public"])
        if let generics = node.genericParameterClause { unsupported("generic initializers", generics) }
        if let effects = node.signature.effectSpecifiers { unsupported(effects.trimmedDescription, effects) }
        guard let body = node.body else { return nil }
        let parameters = lowerParameters(node.signature.parameterClause.parameters)
        let selector = "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let initializer = FunctionDef(
            name: "init", parameters: parameters, body: within(function: selector) { lowerBlock(body.statements) }, isOverride: node.modifiers.contains { $0.name.tokenText == "override" },
            offset: node.initKeyword.offset, referencedNames: ReferencedNames.of(body))
        initializer.isDelegating = SelfInitCalls.occur(in: body)
        return initializer
    }

    private func lowerParameters(_ list: FunctionParameterListSyntax) -> [Parameter] {
        list.map { parameter in
            checkAttributes(parameter.attributes)
            if let ellipsis = parameter.ellipsis { unsupported("variadic parameters", ellipsis) }
            if let specifier = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.first {
                unsupported(specifier.trimmedDescription + " parameters", specifier)
            }
            let first = parameter.firstName.tokenText
            let second = parameter.secondName?.tokenText
            return Parameter(
                label: first == "_" ? nil : first,
                name: (second ?? first) == "_" ? nil : (second ?? first),
                type: lowerType(parameter.type),
                defaultValue: parameter.defaultValue.map { lowerExpr($0.value) })
        }
    }

    /// The modifiers a property, a property of an extension of a UIKit type and a local variable may have
    /// (built once, not per declaration).
    static let propertyModifiers: Set<String> = ["weak", "unowned", "lazy", "override", "private", "fileprivate",
                                                 "internal", "public", "open", "final"]
    static let extensionPropertyModifiers = propertyModifiers.union(["static"])
    static let localVariableModifiers: Set<String> = ["weak", "unowned", "private", "fileprivate"]

    /// `let`/`var` declarations; one definition per binding (`let a = 1, b = 2`).
    func lowerVariable(_ node: VariableDeclSyntax, isMember: Bool) -> [VariableDef] {
        // Most variables have neither attributes nor modifiers: the raw lists say so without making the
        // typed children, and the raw specifier token says `let` without making its `TokenKind`.
        let raw = node.raw
        if !RawReads.isEmptyList(RawReads.child(raw, RawIndex.variableAttributes)) { checkAttributes(node.attributes) }
        var modifiers: Set<String> = []
        if !RawReads.isEmptyList(RawReads.child(raw, RawIndex.variableModifiers)) {
            let allowed = isMember
                ? (isLoweringUIKitExtension ? Self.extensionPropertyModifiers : Self.propertyModifiers)
                : Self.localVariableModifiers
            let modifierList = node.modifiers
            checkModifiers(modifierList, allowed: allowed)
            modifiers = Set(modifierList.map(\.name.tokenText))
        }
        let isConstant = RawReads.child(raw, RawIndex.variableBindingSpecifier)?.tokenView?.rawText == "let"
        var result: [VariableDef] = []
        node.bindings.forEachElement { binding in
            let name: String
            let pattern = binding.pattern
            if let identifier = pattern.as(IdentifierPatternSyntax.self) {
                name = RawReads.child(identifier.raw, RawIndex.patternIdentifier)?.tokenView?.string ?? ""
            } else if pattern.is(WildcardPatternSyntax.self), !isMember {
                name = "_"
            } else {
                unsupported("destructuring patterns", pattern)
                return
            }
            var definition = VariableDef(
                name: name, isConstant: isConstant, isWeak: modifiers.contains("weak") || modifiers.contains("unowned"),
                isLazy: modifiers.contains("lazy"), type: binding.typeAnnotation.map { lowerType($0.type) },
                initializer: binding.initializer.map { lowerExpr($0.value) },
                isOverride: modifiers.contains("override"), offset: pattern.offset)
            if let accessors = binding.accessorBlock {
                guard isMember else {
                    unsupported("computed variables outside a class", accessors)
                    return
                }
                within(function: name) { lowerAccessors(accessors, into: &definition) }
            }
            if definition.getter == nil, definition.initializer == nil, definition.type == nil {
                report(ScenarioError("`\(name)` needs a type annotation or an initial value", at: pattern.offset))
            }
            result.append(definition)
        }
        return result
    }

    private func lowerAccessors(_ block: AccessorBlockSyntax, into definition: inout VariableDef) {
        switch block.accessors {
        case .getter(let statements):
            definition.getter = lowerBody(statements)
        case .accessors(let list):
            for accessor in list {
                let body = lowerBody(accessor.body?.statements)
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    definition.getter = body
                case .keyword(.set):
                    definition.setter = (accessor.parameters?.name.tokenText ?? "newValue", body)
                case .keyword(.willSet):
                    definition.willSet = (accessor.parameters?.name.tokenText ?? "newValue", body)
                case .keyword(.didSet):
                    definition.didSet = (accessor.parameters?.name.tokenText ?? "oldValue", body)
                default:
                    unsupported(accessor.accessorSpecifier.tokenText + " observers", accessor.accessorSpecifier)
                }
            }
            if definition.getter == nil, definition.setter != nil {
                report(ScenarioError("a property with a setter needs a getter", at: block.offset))
            }
            if definition.getter != nil, definition.willSet != nil || definition.didSet != nil {
                report(ScenarioError("`willSet` and `didSet` cannot be combined with a getter", at: block.offset))
            }
        }
    }

    /// Attributes with no run-time effect the engine models: accepted and ignored. Interface Builder's
    /// attributes only mark declarations for the editor: a scenario has no archive that connects an outlet,
    /// so an `@IBOutlet` is the ordinary stored property the code assigns.
    static let harmlessAttributes: Set<String> = ["objc", "MainActor", "discardableResult", "escaping", "IBAction",
                                                  "nonobjc", "objcMembers", "IBOutlet", "IBInspectable",
                                                  "IBDesignable"]

    func checkAttributes(_ attributes: AttributeListSyntax) {
        // Most declarations have none: the raw list says so without making its elements.
        if attributes.raw.layoutView?.children.isEmpty == true { return }
        let harmless = Self.harmlessAttributes
        for element in attributes {
            guard case .attribute(let attribute) = element else {
                unsupported("#if", element)
                continue
            }
            let name = attribute.attributeName.trimmedDescription
            if !harmless.contains(name) { unsupported("@" + name, attribute) }
        }
    }

    func checkModifiers(_ modifiers: DeclModifierListSyntax, allowed: Set<String>) {
        if modifiers.raw.layoutView?.children.isEmpty == true { return }
        for modifier in modifiers where !allowed.contains(modifier.name.tokenText) {
            unsupported(modifier.name.tokenText, modifier)
        }
    }

    /// A short name for a declaration kind, for messages.
    func describe(_ decl: DeclSyntax) -> String {
        if let type = decl.as(StructDeclSyntax.self) { return "struct " + type.name.tokenText }
        if let type = decl.as(EnumDeclSyntax.self) { return "enum " + type.name.tokenText }
        if let type = decl.as(ClassDeclSyntax.self) { return "nested class " + type.name.tokenText }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        if decl.is(TypeAliasDeclSyntax.self) { return "typealias" }
        if decl.is(ProtocolDeclSyntax.self) { return "nested protocol" }
        if decl.is(ExtensionDeclSyntax.self) { return "nested extension" }
        if decl.is(ImportDeclSyntax.self) { return "import inside a declaration" }
        if decl.is(ActorDeclSyntax.self) { return "actor" }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) { return "#" + macro.macroName.tokenText }
        return decl.trimmedDescription.split(separator: " ").first.map(String.init) ?? "declaration"
    }
}

/// Whether a body calls `self.init(…)`.
final class SelfInitCalls: SyntaxVisitor {
    private var found = false

    static func occur(in node: some SyntaxProtocol) -> Bool {
        let visitor = SelfInitCalls(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.tokenKind == .keyword(.`init`),
           node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
