/// Decoding an archive: a storyboard scene or a nib (spec §1.6–1.7).
///
/// Every object in the archive is created first, each with its `init(coder:)`; only once the whole
/// archive is decoded does each hear `awakeFromNib()`, in archive order. A storyboard controller's view
/// is not in its scene's archive: it loads later, lazily, like any controller's (`loadView`).
public final class Storyboard: EngineObject {
    public override class var uikitClassName: String { "UIStoryboard" }
    public let storyboardName: String
    /// The segues the storyboard declares, in declaration order.
    public var segues: [SegueDeclaration] = []

    public init(in engine: Engine, name: String? = nil, storyboardName: String) {
        self.storyboardName = storyboardName
        super.init(engine: engine, name: name, behavior: nil)
        isMadeByUIKit = true
    }
}

/// `UINib`: a nib file loaded by name; each `instantiate(withOwner:options:)` decodes its objects anew.
public final class Nib: EngineObject {
    public override class var uikitClassName: String { "UINib" }
    public let nibName: String

    public init(in engine: Engine, name: String? = nil, nibName: String) {
        self.nibName = nibName
        super.init(engine: engine, name: name, behavior: nil)
        isMadeByUIKit = true
    }
}

extension Engine {
    /// Decodes an archive: `decode` creates its objects (running their `init(coder:)`), then each gets
    /// `awakeFromNib()`. Returns the decoded objects.
    @discardableResult
    public func unarchive(_ decode: () throws -> [EngineObject]) throws -> [EngineObject] {
        try within(.unarchiving) {
            let objects = try decode()
            for object in objects { try send(.awakeFromNib, to: object) }
            return objects
        }
    }

    /// A controller that is itself a top-level object of a nib arrives with its view, decoded after it:
    /// the controller wakes, gets `viewDidLoad()` (its view is already there: no `loadView()`), and only
    /// then does the view wake (recorded, L-loadprinciple, spec §1.6).
    public func unarchiveWithView(_ decode: () throws -> ViewController?) throws -> ViewController? {
        try within(.unarchiving) {
            guard let controller = try decode() else { return nil }
            let view = View(in: self, frame: Window.screenBounds)
            view.isMadeByUIKit = true
            controller.setView(view)
            try send(.awakeFromNib, to: controller)
            try send(.viewDidLoad, to: controller)
            try send(.awakeFromNib, to: view)
            return controller
        }
    }
}
