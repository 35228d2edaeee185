/// Storyboard segues: `performSegue(withIdentifier:sender:)` and a user's tap on a control the storyboard
/// wires to a segue.
///
/// A segue is declared by its storyboard, from a scene to a scene. Performing it decodes a new
/// destination from the storyboard (its `init(coder:)` and `awakeFromNib()`), makes the
/// `UIStoryboardSegue`, calls the source's `prepare(for:sender:)`, then performs the segue's kind: a
/// show pushes onto the source's navigation controller, a modal or popover segue presents. The
/// destination's view loads only then: `prepare` comes before its `viewDidLoad()` (recorded, trace 12,
/// iOS 5.1). UIKit asks `shouldPerformSegue(withIdentifier:sender:)` only for a segue a control
/// triggers, never for `performSegue`.
public final class StoryboardSegue: EngineObject {
    public override class var uikitClassName: String { "UIStoryboardSegue" }

    /// The storyboard's segue kinds (Interface Builder's names).
    public enum Kind: String, CaseIterable, Sendable {
        case show, showDetail, presentModally, popoverPresentation
    }

    public let identifier: String?
    public let kind: Kind
    public private(set) var source: ViewController?
    /// Held by the segue until it is performed, as UIKit's segue holds its destination.
    public let destination: ViewController

    init(in engine: Engine, identifier: String?, kind: Kind, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.source = source
        self.destination = destination
        super.init(engine: engine, name: "segue", behavior: nil)
        isMadeByUIKit = true
    }

    /// `perform()`: what the storyboard's kind does with the destination.
    public func perform() throws {
        guard let source else { return }
        switch kind {
        case .show: try source.showNow(destination, detail: false)
        case .showDetail: try source.showNow(destination, detail: true)
        case .presentModally:
            try engine.send(.present, to: source, [.object(destination), .bool(true), .block(nil)])
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            try engine.send(.present, to: source, [.object(destination), .bool(true), .block(nil)])
        }
    }

    override func dropReferences() {
        source = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        body(destination)
    }
}

/// A segue the storyboard holds: its identifier, the scene it leaves from, its kind, and how the
/// destination scene is decoded (the scenario language knows the destination's class).
public struct SegueDeclaration {
    public var identifier: String
    public var sourceScene: String
    public var kind: StoryboardSegue.Kind
    public var decodeDestination: () throws -> ViewController?

    public init(identifier: String, sourceScene: String, kind: StoryboardSegue.Kind,
                decodeDestination: @escaping () throws -> ViewController?) {
        self.identifier = identifier
        self.sourceScene = sourceScene
        self.kind = kind
        self.decodeDestination = decodeDestination
    }
}

extension ViewController {
    /// The segue `identifier` leaving this controller's scene, if its storyboard declares one.
    func segueDeclaration(_ identifier: String) -> SegueDeclaration? {
        guard let storyboard, let scene = storyboardScene else { return nil }
        return storyboard.segues.last {
            $0.identifier == identifier && ($0.sourceScene == scene || $0.sourceScene == className)
        }
    }

    /// `performSegue(withIdentifier:sender:)`: UIKit's exception for a segue the scene does not have.
    func performSegueNow(_ identifier: String, sender: Argument) throws {
        guard let declaration = segueDeclaration(identifier) else {
            throw engine.raise("NSInvalidArgumentException",
                               "Receiver (<\(className): \(name)>) has no segue with identifier '\(identifier)'")
        }
        try engine.within(.segue(identifier)) {
            guard let destination = try declaration.decodeDestination() else { return }
            let segue = StoryboardSegue(in: engine, identifier: identifier, kind: declaration.kind, source: self,
                                        destination: destination)
            try engine.send(.prepareForSegue, to: self, [.object(segue), sender])
            try segue.perform()
        }
    }

    /// A tap on a control the storyboard wires to segue `identifier` (a device event): UIKit asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first, and performs it unless the answer is false.
    public func triggerSegue(_ identifier: String) throws {
        guard segueDeclaration(identifier) != nil else {
            throw engine.raise("NSInvalidArgumentException",
                               "Receiver (<\(className): \(name)>) has no segue with identifier '\(identifier)'")
        }
        let answer = try engine.send(.shouldPerformSegue, to: self, [.string(identifier), .object(nil)])
        guard answer.boolValue != false else { return }
        try performSegueNow(identifier, sender: .object(nil))
    }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit asks up the chain for a
    /// controller that shows. A collapsed split view pushes a detail onto its primary navigation
    /// controller; a navigation controller (the receiver or its nearest ancestor) pushes a shown
    /// controller; with neither, the receiver presents. All animated.
    public func showNow(_ shown: ViewController, detail: Bool) throws {
        let split = (self as? SplitViewController) ?? ancestor(of: SplitViewController.self)
        if let split, detail || self === split {
            try split.showDetail(shown, animated: true)
        } else if !detail, let navigation = (self as? NavigationController) ?? navigationController {
            try engine.send(.pushViewController, to: navigation, [.object(shown), .bool(true)])
        } else {
            try engine.send(.present, to: self, [.object(shown), .bool(true), .block(nil)])
        }
    }
}
