@_spi(RawSyntax) import SwiftSyntax

/// Turns a folded swift-syntax tree (or one whose sequences it folds itself) into the scenario language's tree, rejecting everything outside
/// the subset with a located error. All problems are collected: lowering never stops at the first.
final class Lowering {
    private(set) var errors: [ScenarioError] = []
    /// Script class names, known before any body is lowered so `class B: A` can refer forward.
    private(set) var classNames: Set<String> = []
    /// What `#function` says at this point: the selector of the innermost function being lowered.
    var enclosingFunctions: [String] = []
    /// Generic parameters of the functions being lowered, each standing for its constraint (`T: UIView`
    /// reads as `UIView`) or for any type.
    var genericParameters: [String: TypeRef] = [:]
    /// Lowering the members of an extension of a UIKit type, where `static` members are allowed.
    var isLoweringUIKitExtension = false
    /// The struct or enum whose members are being lowered: its methods may be `mutating`, and `Self`
    /// names it.
    var valueTypeBeingLowered: String?
    var isLoweringValueType: Bool { valueTypeBeingLowered != nil }
    /// Tuple element labels seen so far (`Program.tupleLabels`).
    var tupleLabels: Set<String> = []
    /// Struct and enum names, known before any body is lowered (a struct's property may name a later enum).
    private(set) var valueTypeNames: Set<String> = []
    /// Structs and enums declared inside another type, by qualified name (`Constants.Tables`), known
    /// before any body is lowered; each is lowered as a type of that name once its outer type is.
    var nestedTypeNames: Set<String> = []
    /// Nested declarations met while lowering their outer type's members, lowered after it.
    var pendingNestedTypes: [(name: String, decl: DeclSyntax)] = []
    /// The qualified name of the type whose members are being lowered: names of nested types are
    /// looked up from it outwards, as Swift does.
    var typeScope: String?
    /// The file, for `#line` and `#column`; its line table is built only if one of them is used.
    private let file: (name: String, tree: SourceFileSyntax)?
    lazy var converter: SourceLocationConverter? = file.map { SourceLocationConverter(fileName: $0.name, tree: $0.tree) }
    /// The tree is unfolded and every operator sequence in it is one lowering folds itself
    /// (`OperatorSequences.lowerableWithoutFolding`).
    let foldsSequences: Bool
    /// Expressions are lowered from the raw nodes where they can be (`lowerRawExpr`); off, every one
    /// goes through the typed API, which the tests compare against.
    let readsRawExpressions: Bool

    init(fileName: String? = nil, tree: SourceFileSyntax? = nil, foldsSequences: Bool = false,
         readsRawExpressions: Bool = true) {
        file = tree.map { (fileName ?? "Scenario.swift", $0) }
        self.foldsSequences = foldsSequences
        self.readsRawExpressions = readsRawExpressions
    }

    /// UIKit and Foundation classes a scenario class may inherit from.
    static let baseClasses = Set(UIKitSurface.subclassableNames)

    /// Modules a scenario may import: the ones whose API the engine models.
    static let importableModules: Set<String> = ["UIKit", "Foundation", "Dispatch", "CoreGraphics", "QuartzCore"]

    func report(_ error: ScenarioError) {
        errors.append(error)
    }

    /// Lowers `body` as the inside of the function `name` (for `#function`).
    func within<T>(function name: String, _ body: () -> T) -> T {
        enclosingFunctions.append(name)
        defer { enclosingFunctions.removeLast() }
        return body()
    }

    func unsupported(_ what: String, _ node: some SyntaxProtocol) {
        report(.unsupported(what, at: node.offset))
    }

    func lower(_ file: SourceFileSyntax) -> Program {
        var program = Program()
        let items = activeItems(file.statements)
        for item in items {
            // Only type declarations are looked at here: the raw kind says which items are, and `item.item`,
            // which makes the child node each time it is read, is read for those alone.
            switch Self.itemKind(item) {
            case .classDecl?, .structDecl?, .enumDecl?: break
            default: continue
            }
            guard case .decl(let decl) = item.item else { continue }
            if let type = decl.as(ClassDeclSyntax.self) {
                classNames.insert(type.name.tokenText)
            }
            if let type = decl.as(StructDeclSyntax.self) {
                valueTypeNames.insert(type.name.tokenText)
            }
            collectNestedTypes(in: decl)
        }
        var classes: [String: ClassDef] = [:]
        var extensions: [ExtensionDeclSyntax] = []
        for item in items {
            // Read from the raw item: most top-level items are statements, which need no typed declaration.
            switch Self.itemKind(item) {
            case .classDecl?:
                guard case .decl(let decl) = item.item, let type = decl.as(ClassDeclSyntax.self),
                      let lowered = lowerClass(type) else { continue }
                if classes[lowered.name] != nil {
                    report(ScenarioError("invalid redeclaration of `\(lowered.name)`", at: type.name.offset))
                    continue
                }
                classes[lowered.name] = lowered
                program.classes.append(lowered)
            case .extensionDecl?:
                if case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) { extensions.append(ext) }
            case .protocolDecl?:
                continue  // conformance has no run-time effect
            case .enumDecl?:
                if case .decl(let decl) = item.item, let declaration = decl.as(EnumDeclSyntax.self) {
                    lowerEnum(declaration, into: &program)
                }
            case .structDecl?:
                if case .decl(let decl) = item.item, let declaration = decl.as(StructDeclSyntax.self) {
                    lowerStruct(declaration, into: &program)
                }
            case .importDecl?:
                if case .decl(let decl) = item.item, let imported = decl.as(ImportDeclSyntax.self) { checkImport(imported) }
            default:
                lowerItem(item, into: &program.statements)
            }
        }
        lowerPendingNestedTypes(into: &program)
        for ext in extensions {
            let name = ext.extendedType.trimmedDescription
            if let clause = ext.genericWhereClause { unsupported("where", clause) }
            if program.enums[name] != nil || program.structs[name] != nil, let target = program.uikitExtensions[name] {
                noteConformances(ext.inheritanceClause, of: name, in: &program)
                lowerValueTypeExtension(ext, into: target, isStruct: program.structs[name] != nil)
            } else if let target = classes[name] {
                target.conformances += (ext.inheritanceClause?.inheritedTypes ?? []).map(\.type.trimmedDescription)
                inTypeScope(name) { lowerMembers(ext.memberBlock, into: target) }
            } else if UIKitSurface.isDeclared(name) || Self.extensibleValueTypes[name] != nil {
                // `CGFloat` values are `Double`s in the interpreter: an extension of either extends both.
                let key = Self.extensibleValueTypes[name] ?? name
                let target = program.uikitExtensions[key] ?? ClassDef(name: key, superclassName: nil, offset: ext.extendedType.offset)
                let earlierInitializers = Set(target.initializers.keys)
                isLoweringUIKitExtension = true
                lowerMembers(ext.memberBlock, into: target)
                isLoweringUIKitExtension = false
                // The interpreter builds standard values itself: an initializer of one would not run, and a
                // standard initializer with the same labels (`CGFloat(_:)`) would answer in its place.
                if Self.extensibleValueTypes[name] != nil {
                    let added = target.initializers.filter { !earlierInitializers.contains($0.key) }.values
                    for initializer in added.sorted(by: { $0.offset < $1.offset }) {
                        report(ScenarioError("initializers in an extension of `\(name)` are not supported by the engine",
                                             at: initializer.offset, code: .unsupported))
                    }
                }
                for property in target.properties where property.getter == nil {
                    report(ScenarioError("extensions must not contain stored properties", at: property.offset))
                }
                program.uikitExtensions[key] = target
            } else {
                report(ScenarioError("extensions are supported on classes declared in the scenario, on modelled UIKit "
                                     + "types and on Int, Double, CGFloat, String and Bool; `\(name)` is none of these",
                                     at: ext.extendedType.offset))
            }
        }
        lowerPendingNestedTypes(into: &program)
        program.tupleLabels = tupleLabels
        return program
    }

    /// Standard value types a scenario may extend (`extension Int { var squared: Int { self * self } }`), by
    /// the type their values have in the interpreter.
    static let extensibleValueTypes = ["Int": "Int", "Double": "Double", "CGFloat": "Double", "Float": "Double",
                                       "TimeInterval": "Double", "String": "String", "Bool": "Bool"]

    /// The kind of the declaration, statement or expression an item holds, read from the raw node.
    static func itemKind(_ item: CodeBlockItemSyntax) -> SyntaxKind? {
        RawReads.child(item.raw, RawIndex.codeBlockItem)?.kind
    }

    private func checkImport(_ node: ImportDeclSyntax) {
        let module = node.path.map(\.name.tokenText).joined(separator: ".")
        if !Self.importableModules.contains(module) || node.importKindSpecifier != nil {
            report(ScenarioError("`import \(module)` is not supported by the engine (only "
                                 + Self.importableModules.sorted().joined(separator: ", ") + ")",
                                 at: node.path.offset, code: .unsupported))
        }
    }
}

extension TokenSyntax {
    /// The token's text, made from its raw bytes: swift-syntax's `text` makes the token's `TokenKind`
    /// first (a `String` for every identifier), then reads the text from it.
    var tokenText: String { RawReads.string(rawText) }
}

/// Collects every identifier a body mentions, to decide what a closure keeps alive: the base names of
/// declaration references (`root`, `view` in `root.view`) and the names in capture lists.
///
/// Reads swift-syntax's raw nodes (`@_spi(RawSyntax)`), as the highlighter does: a `SyntaxVisitor` made a
/// `Syntax` node for every node of every closure and function body, a second walk over the tree that cost
/// a tenth of lowering. Missing tokens are skipped, as the source-accurate view skips them.
enum ReferencedNames {
    static func of(_ node: some SyntaxProtocol) -> Set<String> {
        // The names' texts first, then a set made large enough for all of them at once: inserted one by one
        // into a growing set, they cost a rehash of the set at each doubling.
        var texts: [SyntaxText] = []
        collect(node.raw, into: &texts)
        var names = Set<String>(minimumCapacity: texts.count)
        for text in texts { names.insert(RawReads.string(text)) }
        return names
    }

    private static func collect(_ node: RawSyntax, into texts: inout [SyntaxText]) {
        guard let layout = node.layoutView else { return }
        switch node.kind {
        case .declReferenceExpr: append(layout.children[RawIndex.referenceBaseName], to: &texts)
        case .closureCapture: append(layout.children[RawIndex.captureName], to: &texts)
        default: break
        }
        for child in layout.children {
            guard let child, child.layoutView != nil else { continue }
            collect(child, into: &texts)
        }
    }

    private static func append(_ child: RawSyntax?, to texts: inout [SyntaxText]) {
        guard let token = child?.tokenView, token.presence == .present else { return }
        texts.append(token.rawText)
    }
}
