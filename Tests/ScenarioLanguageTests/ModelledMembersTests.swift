@testable import ScenarioLanguage
import Testing

/// The checker's remembered answers about members of modelled types: what the registry says, the first
/// time and every time after.
@Suite struct ModelledMembersTests {
    static func describe(_ member: ModelledMembers.Member) -> String {
        switch member {
        case .unknownType: "unknown type"
        case .property(let type): "property of type \(type ?? "?")"
        case .method: "method"
        case .neither(let chain): "neither, chain \(chain)"
        }
    }

    @Test func membersAreWhatTheRegistrySays() {
        let cases: [(type: String, name: String, expected: String)] = [
            ("UIViewController", "view", "property of type UIView"),
            ("UINavigationController", "topViewController", "property of type UIViewController"),
            ("UINavigationController", "view", "property of type UIView"),
            ("UIViewController", "addChild", "method"),
            ("UINavigationController", "pushViewController", "method"),
            ("UIViewController", "nope", "neither, chain \(BuiltinRegistry.typeChain(ofTypeName: "UIViewController"))"),
            ("NotAType", "view", "unknown type"),
            ("", "view", "unknown type"),
        ]
        for _ in 0..<2 {
            for (type, name, expected) in cases {
                #expect(Self.describe(ModelledMembers.member(name, ofType: type)) == expected, "\(type).\(name)")
            }
        }
    }

    @Test func staticMembersAreWhatTheRegistrySays() {
        for _ in 0..<2 {
            #expect(ModelledMembers.staticMember("main", ofType: "DispatchQueue") == .some(nil))
            #expect(ModelledMembers.staticMember("nope", ofType: "DispatchQueue") == nil)
            let enumType = BuiltinRegistry.enumTypes.keys.sorted().first!
            let enumCase = BuiltinRegistry.enumTypes[enumType]!.sorted().first!
            #expect(ModelledMembers.staticMember(enumCase, ofType: enumType) == .some(enumType))
        }
    }
}
