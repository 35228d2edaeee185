/// Where the children that lowering and highlighting read from raw nodes sit in their nodes' layouts.
/// Literals, so that reading one costs nothing: derived from key paths (`RawReads.index`), each was a
/// lazily initialized global whose every use went through a `swift_once` check, and finding them walked the
/// node types' lists of key paths (3 M instructions a process for the highlighter's alone, more than
/// highlighting a dozen scenarios). `RawIndexTests` checks each against swift-syntax's own layout.
enum RawIndex {
    static let referenceBaseName = 1  // DeclReferenceExprSyntax.baseName
    static let referenceArgumentNames = 3  // DeclReferenceExprSyntax.argumentNames
    static let integerLiteral = 1  // IntegerLiteralExprSyntax.literal
    static let booleanLiteral = 1  // BooleanLiteralExprSyntax.literal
    static let memberBase = 1  // MemberAccessExprSyntax.base
    static let memberDeclName = 5  // MemberAccessExprSyntax.declName
    static let callCalledExpression = 1  // FunctionCallExprSyntax.calledExpression
    static let callArguments = 5  // FunctionCallExprSyntax.arguments
    static let callTrailingClosure = 9  // FunctionCallExprSyntax.trailingClosure
    static let callAdditionalTrailingClosures = 11  // FunctionCallExprSyntax.additionalTrailingClosures
    static let labeledLabel = 1  // LabeledExprSyntax.label
    static let labeledExpression = 5  // LabeledExprSyntax.expression
    static let prefixOperator = 1  // PrefixOperatorExprSyntax.operator
    static let prefixOperand = 3  // PrefixOperatorExprSyntax.expression
    static let optionalChainExpression = 1  // OptionalChainingExprSyntax.expression
    static let forceUnwrapExpression = 1  // ForceUnwrapExprSyntax.expression
    static let stringOpeningPounds = 1  // StringLiteralExprSyntax.openingPounds
    static let stringOpeningQuote = 3  // StringLiteralExprSyntax.openingQuote
    static let stringSegments = 5  // StringLiteralExprSyntax.segments
    static let stringClosingPounds = 9  // StringLiteralExprSyntax.closingPounds
    static let segmentContent = 1  // StringSegmentSyntax.content
    static let expressionSegmentPounds = 3  // ExpressionSegmentSyntax.pounds
    static let expressionSegmentExpressions = 7  // ExpressionSegmentSyntax.expressions
    static let sequenceElements = 1  // SequenceExprSyntax.elements
    static let binaryOperator = 1  // BinaryOperatorExprSyntax.operator
    static let codeBlockItem = 1  // CodeBlockItemSyntax.item
    static let variableAttributes = 1  // VariableDeclSyntax.attributes
    static let variableModifiers = 3  // VariableDeclSyntax.modifiers
    static let variableBindingSpecifier = 5  // VariableDeclSyntax.bindingSpecifier
    static let variableBindings = 7  // VariableDeclSyntax.bindings
    static let bindingPattern = 1  // PatternBindingSyntax.pattern
    static let bindingTypeAnnotation = 3  // PatternBindingSyntax.typeAnnotation
    static let bindingInitializer = 5  // PatternBindingSyntax.initializer
    static let bindingAccessorBlock = 7  // PatternBindingSyntax.accessorBlock
    static let initializerValue = 3  // InitializerClauseSyntax.value
    static let patternIdentifier = 1  // IdentifierPatternSyntax.identifier
    static let captureName = 3  // ClosureCaptureSyntax.name
    // The children the highlighter gives a role (`HighlightWalk.role(ofChild:in:)`).
    static let attributeName = 3  // AttributeSyntax.attributeName
    static let identifierTypeName = 1  // IdentifierTypeSyntax.name
    static let memberTypeName = 5  // MemberTypeSyntax.name
    static let parameterFirstName = 5  // FunctionParameterSyntax.firstName
    static let modifierName = 1  // DeclModifierSyntax.name
    static let clausePoundKeyword = 1  // IfConfigClauseSyntax.poundKeyword
    static let clauseCondition = 3  // IfConfigClauseSyntax.condition
    static let poundEndif = 3  // IfConfigDeclSyntax.poundEndif
    static let platformVersionItemVersion = 1  // PlatformVersionItemSyntax.platformVersion
    static let platformVersionPlatform = 1  // PlatformVersionSyntax.platform
    static let operatorName = 5  // OperatorDeclSyntax.name
    static let associativityLabel = 1  // PrecedenceGroupAssociativitySyntax.associativityLabel
    static let relationLabel = 1  // PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel
}
