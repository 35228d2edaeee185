import LifecycleEngine
import Testing
@testable import ScenarioLanguage

/// The surface's declaration of the methods UIKit declares and the engine's `Method` registry name the
/// same methods, each under the type that declares it.
@Suite struct SurfaceMethodsTests {
    @Test func everyRegistryMethodIsDeclaredOnceUnderItsOwner() {
        let declared = UIKitSurface.methodDeclarations.flatMap { declaration in
            declaration.methods.map { (method: $0, owner: declaration.owner) }
        }
        #expect(declared.count == Method.allCases.count, "a method is declared twice or is missing")
        #expect(Set(declared.map(\.method)) == Set(Method.allCases))
        for entry in declared {
            #expect(entry.method.owner.rawValue == entry.owner, "\(entry.method.rawValue) is declared on \(entry.owner)")
        }
    }

    @Test func classesAreDeclaredClassesAndProtocolsHoldOnlyWhatImplementersProvide() {
        for declaration in UIKitSurface.methodDeclarations {
            if declaration.isProtocol {
                #expect(!UIKitSurface.isDeclared(declaration.owner), "\(declaration.owner) is a class, not a protocol")
                for method in declaration.methods {
                    #expect(method.role == .delegate, "\(method.rawValue) is not an optional protocol method")
                }
            } else {
                #expect(UIKitSurface.kind(of: declaration.owner) != nil, "\(declaration.owner) is not a declared class")
                for method in declaration.methods { #expect(method.role != .delegate, "\(method.rawValue)") }
            }
        }
    }

    /// The unmodelled protocol methods name protocols the surface models and no method the engine calls: a
    /// modelled method in the table would reject the scenarios it exists for.
    @Test func unmodelledProtocolMethodsAreNeitherModelledNorOfUnknownProtocols() {
        let modelled = Set(UIKitSurface.protocols.map(\.owner)).union(["UIScrollViewDelegate"])
        let zooming = ["viewForZooming(in:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginZooming(_:with:)",
                       "scrollViewDidEndZooming(_:with:atScale:)", "scrollViewDidScroll(_:)"]
        for (owner, selectors) in UnmodelledProtocolMethods.byProtocol {
            #expect(modelled.contains(owner), "\(owner) is not a protocol the surface models")
            #expect(Set(selectors).count == selectors.count, "\(owner) lists a method twice")
            for selector in selectors {
                #expect(Method(rawValue: selector) == nil, "\(selector) is modelled")
                #expect(!zooming.contains(selector), "\(selector) is modelled")
            }
        }
        for owner in modelled {
            #expect(UnmodelledProtocolMethods.byProtocol[owner] != nil, "\(owner) has no entry")
        }
    }
}
