import LifecycleEngine

/// `UICollectionView` with a `UICollectionViewFlowLayout`, and its cells. The collection view asks its
/// data source and delegates in its own layout (`CollectionView` in the engine); these members make it,
/// register cell classes, dequeue cells (a queued one is told `prepareForReuse()`, else a new one of the
/// registered class is made with `init(frame:)`), read it, and hold the flow layout's metrics, whose
/// changes invalidate the layout. `estimatedItemSize` is stored and reads back: self-sizing cells are not
/// modelled. Custom layout classes (subclasses of the layouts) are not modelled and are rejected where
/// they are declared.
enum CollectionViews {
    static let classes: [SurfaceClass] = [
        engineClass("UICollectionView", "UIScrollView", kind: .collectionView),
        // Supplementary views (headers, footers) are not modelled: the class is the cells' superclass.
        uikitClass("UICollectionReusableView", "UIView", initializable: false),
        uikitClass("UICollectionViewCell", "UICollectionReusableView"),
        engineClass("UICollectionViewLayout", "NSObject", kind: .collectionViewLayout),
        engineClass("UICollectionViewFlowLayout", "UICollectionViewLayout", kind: .collectionViewLayout),
    ]

    static let enums: [String: [String]] = [
        "UICollectionView.ScrollDirection": CollectionViewFlowLayout.ScrollDirection.allCases.map(\.rawValue),
    ]

    static let members: [SurfaceMember] = collectionViewMembers + cellMembers + layoutMembers

    private static let collectionViewMembers: [SurfaceMember] = [
        method("UICollectionView.Type", "init", [param("frame", .rect), param("collectionViewLayout", .object)], .none) { call in
            let frame = try call.rect(0)
            let layout = try call.object(1, CollectionViewFlowLayout.self)
            return call.create { CollectionView(in: $0, frame: frame, layout: layout, behavior: $1) }
        },
        computed("UICollectionView", "collectionViewLayout", "UICollectionViewLayout", get: { call in
            .object(try call.receiverObject(CollectionView.self).layout)
        }, set: { call in
            try call.receiverObject(CollectionView.self).setLayout(try call.object(0, CollectionViewFlowLayout.self))
        }),
        computed("UICollectionView", "dataSource", "UICollectionViewDataSource?", get: { call in
            (try call.receiverObject(CollectionView.self).dataSource).map(Value.object) ?? .null
        }, set: { call in
            let collection = try call.receiverObject(CollectionView.self)
            collection.dataSource = try call.optionalObject(0, EngineObject.self)
            collection.reload()
        }),
        computed("UICollectionView", "delegate", "UICollectionViewDelegate?", get: { call in
            (try call.receiverObject(CollectionView.self).delegate).map(Value.object) ?? .null
        }, set: { call in
            let collection = try call.receiverObject(CollectionView.self)
            collection.delegate = try call.optionalObject(0, EngineObject.self)
            collection.invalidateItemLayout()
        }),
        method("UICollectionView", "reloadData", [], .engine) { call in try call.send(.reloadData) },
        method("UICollectionView", "register", [param(nil, .any), param("forCellWithReuseIdentifier", .string)], .none) { call in
            guard case .type(let className) = call.argument(0) else {
                throw call.fail("expected a cell class such as `UICollectionViewCell.self`")
            }
            try SurfaceObjects.store(.string(className), as: "registered." + (try call.string(1)), on: call.receiver, call)
            return .void
        },
        method("UICollectionView", "dequeueReusableCell", [param("withReuseIdentifier", .string), param("for", .any)],
               .engine) { call in
            try dequeue(call, identifier: try call.string(0))
        },
        computed("UICollectionView", "numberOfSections", "Int", get: { call in
            .int(try call.receiverObject(CollectionView.self).numberOfSections)
        }),
        method("UICollectionView", "numberOfItems", [param("inSection", .int)], .engine) { call in
            .int(try call.receiverObject(CollectionView.self).numberOfItems(inSection: try call.int(0)))
        },
        computed("UICollectionView", "visibleCells", "[UICollectionViewCell]", get: { call in
            .array(try call.receiverObject(CollectionView.self).visibleItems.map { .object($0.cell) })
        }),
        computed("UICollectionView", "indexPathsForVisibleItems", "[IndexPath]", get: { call in
            .array(try call.receiverObject(CollectionView.self).visibleItems.map {
                SurfaceValues.indexPath(section: $0.section, row: $0.item)
            })
        }),
        method("UICollectionView", "cellForItem", [param("at", .any)], .engine) { call in
            let (section, item) = try indexPath(call.argument(0), call)
            let visible = try call.receiverObject(CollectionView.self).visibleItems
            return visible.first { $0.section == section && $0.item == item }.map { .object($0.cell) } ?? .null
        },
        method("UICollectionView", "indexPath", [param("for", .object)], .engine) { call in
            let cell = try call.object(0, View.self)
            guard let (section, item) = try call.receiverObject(CollectionView.self).indexPath(of: cell) else { return .null }
            return SurfaceValues.indexPath(section: section, row: item)
        },
        stored("UICollectionView", "allowsSelection", "Bool", .none, default: .bool(true)),
        method("IndexPath.Type", "init", [param("item", .int), param("section", .int)], .none) { call in
            SurfaceValues.indexPath(section: try call.int(1), row: try call.int(0))
        },
    ]

    private static let cellMembers: [SurfaceMember] = [
        computed("UICollectionViewCell", "contentView", "UIView", get: { call in
            try SurfaceObjects.owned("contentView", "UIView", of: call)
        }),
        computed("UICollectionReusableView", "reuseIdentifier", "String?", get: { call in
            try SurfaceObjects.storedValue("reuseIdentifier", of: call) ?? .null
        }),
        stored("UICollectionViewCell", "isSelected", "Bool", .display, default: .bool(false)),
        stored("UICollectionViewCell", "isHighlighted", "Bool", .display, default: .bool(false)),
    ]

    private static let layoutMembers: [SurfaceMember] = [
        method("UICollectionViewFlowLayout.Type", "init", [], .none) { call in
            call.create { CollectionViewFlowLayout(in: $0, behavior: $1) }
        },
        computed("UICollectionViewFlowLayout", "itemSize", "CGSize", .layout, get: { call in
            .size(try call.receiverObject(CollectionViewFlowLayout.self).itemSize)
        }, set: { call in try call.receiverObject(CollectionViewFlowLayout.self).itemSize = try call.size(0) }),
        computed("UICollectionViewFlowLayout", "minimumLineSpacing", "CGFloat", .layout, get: { call in
            .double(try call.receiverObject(CollectionViewFlowLayout.self).minimumLineSpacing)
        }, set: { call in try call.receiverObject(CollectionViewFlowLayout.self).minimumLineSpacing = try call.number(0) }),
        computed("UICollectionViewFlowLayout", "minimumInteritemSpacing", "CGFloat", .layout, get: { call in
            .double(try call.receiverObject(CollectionViewFlowLayout.self).minimumInteritemSpacing)
        }, set: { call in
            try call.receiverObject(CollectionViewFlowLayout.self).minimumInteritemSpacing = try call.number(0)
        }),
        computed("UICollectionViewFlowLayout", "sectionInset", "UIEdgeInsets", .layout, get: { call in
            let inset = try call.receiverObject(CollectionViewFlowLayout.self).sectionInset
            return SurfaceValues.edgeInsets(inset.top, inset.left, inset.bottom, inset.right)
        }, set: { call in
            try call.receiverObject(CollectionViewFlowLayout.self).sectionInset = try edgeInsets(call.argument(0), call)
        }),
        computed("UICollectionViewFlowLayout", "scrollDirection", "UICollectionView.ScrollDirection", .layout, get: { call in
            .enumCase(try call.receiverObject(CollectionViewFlowLayout.self).scrollDirection.rawValue)
        }, set: { call in
            let name = try call.enumCase(0)
            guard let direction = CollectionViewFlowLayout.ScrollDirection(rawValue: name) else {
                throw call.fail("`.\(name)` is not a UICollectionView.ScrollDirection")
            }
            try call.receiverObject(CollectionViewFlowLayout.self).scrollDirection = direction
        }),
        stored("UICollectionViewFlowLayout", "estimatedItemSize", "CGSize", .none, default: .size(.zero)),
        computed("UICollectionViewLayout", "collectionView", "UICollectionView?", get: { call in
            (try call.receiverObject(CollectionViewFlowLayout.self).collectionView).map(Value.object) ?? .null
        }),
        method("UICollectionViewLayout", "invalidateLayout", [], .layout) { call in
            try call.receiverObject(CollectionViewFlowLayout.self).invalidate()
            return .void
        },
    ]

    private static func edgeInsets(_ value: Value, _ call: BuiltinCall) throws -> EdgeInsets {
        guard case .record(let record) = value, record.type == "UIEdgeInsets",
              let top = record.fields["top"]?.number, let left = record.fields["left"]?.number,
              let bottom = record.fields["bottom"]?.number, let right = record.fields["right"]?.number else {
            throw call.fail("expected a UIEdgeInsets, found a value of type \(value.typeName)")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private static func indexPath(_ value: Value, _ call: BuiltinCall) throws -> (Int, Int) {
        guard case .record(let record) = value, record.type == "IndexPath", case .int(let section)? = record.fields["section"],
              case .int(let item)? = record.fields["item"] else {
            throw call.fail("expected an IndexPath, found a value of type \(value.typeName)")
        }
        return (section, item)
    }

    /// A queued cell for `identifier`, else a new one of the registered class made with `init(frame:)` at its
    /// item's frame;
    /// UIKit raises for an identifier with no registered class.
    private static func dequeue(_ call: BuiltinCall, identifier: String) throws -> Value {
        let collection = try call.receiverObject(CollectionView.self)
        if let queued = try collection.dequeueQueuedCell(withIdentifier: identifier) { return .object(queued) }
        guard case .string(let className)? = call.interpreter.inertProperties[collection.id]?["registered." + identifier] else {
            throw call.engine.raise("NSInternalInconsistencyException",
                                    "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                                    + "\(identifier) - must register a nib or a class for the identifier or connect a "
                                    + "prototype cell in a storyboard")
        }
        // UIKit makes the cell at the frame the layout gives its item (inferred).
        let (section, item) = try indexPath(call.argument(1), call)
        let itemFrame = collection.frameOfItem(section: section, item: item) ?? .zero
        let frame = Expr(kind: .literal(.rect(itemFrame)), offset: call.offset)
        let made = try call.interpreter.construct(className, [CallArgument(label: "frame", value: frame)], at: call.offset)
        guard case .object(let cell as View) = made, UIKitSurface.chain(of: cell.uikitClass).contains("UICollectionViewCell") else {
            throw call.fail("`\(className)` is not a UICollectionViewCell class")
        }
        collection.setReuseIdentifier(identifier, of: cell)
        call.interpreter.inertProperties[cell.id, default: [:]]["reuseIdentifier"] = .string(identifier)
        return made
    }
}
