@testable import ScenarioLanguage
import SwiftSyntax
import Testing

/// The layout positions lowering and highlighting read raw children at are literals; each must be where
/// swift-syntax's own list of a node's key paths puts that child.
@Suite struct RawIndexTests {
    @Test func literalsMatchSwiftSyntaxLayouts() {
        let pairs: [(Int, Int, String)] = [
            (RawIndex.referenceBaseName, RawReads.index(\DeclReferenceExprSyntax.baseName), "referenceBaseName"),
            (RawIndex.referenceArgumentNames, RawReads.index(\DeclReferenceExprSyntax.argumentNames), "referenceArgumentNames"),
            (RawIndex.integerLiteral, RawReads.index(\IntegerLiteralExprSyntax.literal), "integerLiteral"),
            (RawIndex.booleanLiteral, RawReads.index(\BooleanLiteralExprSyntax.literal), "booleanLiteral"),
            (RawIndex.memberBase, RawReads.index(\MemberAccessExprSyntax.base), "memberBase"),
            (RawIndex.memberDeclName, RawReads.index(\MemberAccessExprSyntax.declName), "memberDeclName"),
            (RawIndex.callCalledExpression, RawReads.index(\FunctionCallExprSyntax.calledExpression), "callCalledExpression"),
            (RawIndex.callArguments, RawReads.index(\FunctionCallExprSyntax.arguments), "callArguments"),
            (RawIndex.callTrailingClosure, RawReads.index(\FunctionCallExprSyntax.trailingClosure), "callTrailingClosure"),
            (RawIndex.callAdditionalTrailingClosures, RawReads.index(\FunctionCallExprSyntax.additionalTrailingClosures),
             "callAdditionalTrailingClosures"),
            (RawIndex.labeledLabel, RawReads.index(\LabeledExprSyntax.label), "labeledLabel"),
            (RawIndex.labeledExpression, RawReads.index(\LabeledExprSyntax.expression), "labeledExpression"),
            (RawIndex.prefixOperator, RawReads.index(\PrefixOperatorExprSyntax.operator), "prefixOperator"),
            (RawIndex.prefixOperand, RawReads.index(\PrefixOperatorExprSyntax.expression), "prefixOperand"),
            (RawIndex.optionalChainExpression, RawReads.index(\OptionalChainingExprSyntax.expression), "optionalChainExpression"),
            (RawIndex.forceUnwrapExpression, RawReads.index(\ForceUnwrapExprSyntax.expression), "forceUnwrapExpression"),
            (RawIndex.stringOpeningPounds, RawReads.index(\StringLiteralExprSyntax.openingPounds), "stringOpeningPounds"),
            (RawIndex.stringOpeningQuote, RawReads.index(\StringLiteralExprSyntax.openingQuote), "stringOpeningQuote"),
            (RawIndex.stringSegments, RawReads.index(\StringLiteralExprSyntax.segments), "stringSegments"),
            (RawIndex.stringClosingPounds, RawReads.index(\StringLiteralExprSyntax.closingPounds), "stringClosingPounds"),
            (RawIndex.segmentContent, RawReads.index(\StringSegmentSyntax.content), "segmentContent"),
            (RawIndex.expressionSegmentPounds, RawReads.index(\ExpressionSegmentSyntax.pounds), "expressionSegmentPounds"),
            (RawIndex.expressionSegmentExpressions, RawReads.index(\ExpressionSegmentSyntax.expressions),
             "expressionSegmentExpressions"),
            (RawIndex.sequenceElements, RawReads.index(\SequenceExprSyntax.elements), "sequenceElements"),
            (RawIndex.binaryOperator, RawReads.index(\BinaryOperatorExprSyntax.operator), "binaryOperator"),
            (RawIndex.codeBlockItem, RawReads.index(\CodeBlockItemSyntax.item), "codeBlockItem"),
            (RawIndex.variableAttributes, RawReads.index(\VariableDeclSyntax.attributes), "variableAttributes"),
            (RawIndex.variableModifiers, RawReads.index(\VariableDeclSyntax.modifiers), "variableModifiers"),
            (RawIndex.variableBindingSpecifier, RawReads.index(\VariableDeclSyntax.bindingSpecifier), "variableBindingSpecifier"),
            (RawIndex.variableBindings, RawReads.index(\VariableDeclSyntax.bindings), "variableBindings"),
            (RawIndex.bindingPattern, RawReads.index(\PatternBindingSyntax.pattern), "bindingPattern"),
            (RawIndex.bindingTypeAnnotation, RawReads.index(\PatternBindingSyntax.typeAnnotation), "bindingTypeAnnotation"),
            (RawIndex.bindingInitializer, RawReads.index(\PatternBindingSyntax.initializer), "bindingInitializer"),
            (RawIndex.bindingAccessorBlock, RawReads.index(\PatternBindingSyntax.accessorBlock), "bindingAccessorBlock"),
            (RawIndex.initializerValue, RawReads.index(\InitializerClauseSyntax.value), "initializerValue"),
            (RawIndex.patternIdentifier, RawReads.index(\IdentifierPatternSyntax.identifier), "patternIdentifier"),
            (RawIndex.captureName, RawReads.index(\ClosureCaptureSyntax.name), "captureName"),
            (RawIndex.attributeName, RawReads.index(\AttributeSyntax.attributeName), "attributeName"),
            (RawIndex.identifierTypeName, RawReads.index(\IdentifierTypeSyntax.name), "identifierTypeName"),
            (RawIndex.memberTypeName, RawReads.index(\MemberTypeSyntax.name), "memberTypeName"),
            (RawIndex.parameterFirstName, RawReads.index(\FunctionParameterSyntax.firstName), "parameterFirstName"),
            (RawIndex.modifierName, RawReads.index(\DeclModifierSyntax.name), "modifierName"),
            (RawIndex.clausePoundKeyword, RawReads.index(\IfConfigClauseSyntax.poundKeyword), "clausePoundKeyword"),
            (RawIndex.clauseCondition, RawReads.index(\IfConfigClauseSyntax.condition), "clauseCondition"),
            (RawIndex.poundEndif, RawReads.index(\IfConfigDeclSyntax.poundEndif), "poundEndif"),
            (RawIndex.platformVersionItemVersion, RawReads.index(\PlatformVersionItemSyntax.platformVersion),
             "platformVersionItemVersion"),
            (RawIndex.platformVersionPlatform, RawReads.index(\PlatformVersionSyntax.platform), "platformVersionPlatform"),
            (RawIndex.operatorName, RawReads.index(\OperatorDeclSyntax.name), "operatorName"),
            (RawIndex.associativityLabel, RawReads.index(\PrecedenceGroupAssociativitySyntax.associativityLabel),
             "associativityLabel"),
            (RawIndex.relationLabel, RawReads.index(\PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel),
             "relationLabel"),
        ]
        for (literal, derived, name) in pairs {
            #expect(literal == derived, "\(name)")
        }
    }
}
