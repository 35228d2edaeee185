import LifecycleEngine

/// `UITableView`, its cells and `UITableViewController`. The table asks its data source for rows in its
/// own layout (`TableView` in the engine); these members register cell classes, dequeue cells (a queued
/// one is told `prepareForReuse()`, else a new one of the registered class is made) and read the table.
/// Cells from nibs and storyboard prototypes (and their `awakeFromNib()`) are not modelled.
enum TableViews {
    static let members: [SurfaceMember] = [
        method("UITableView.Type", "init", [param("frame", .rect), param("style", .enumeration)], .none) { call in
            try SurfaceObjects.makeView("UITableView", frame: try call.rect(0), call)
        },
        computed("UITableView", "dataSource", "UITableViewDataSource?", get: { call in
            (try call.receiverObject(TableView.self).dataSource).map(Value.object) ?? .null
        }, set: { call in
            let table = try call.receiverObject(TableView.self)
            table.dataSource = try call.optionalObject(0, EngineObject.self)
            table.reload()
        }),
        computed("UITableView", "delegate", "UITableViewDelegate?", get: { call in
            (try call.receiverObject(TableView.self).delegate).map(Value.object) ?? .null
        }, set: { call in try call.receiverObject(TableView.self).delegate = try call.optionalObject(0, EngineObject.self) }),
        computed("UITableView", "rowHeight", "CGFloat", .layout, get: { call in
            .double(try call.receiverObject(TableView.self).rowHeight)
        }, set: { call in
            let table = try call.receiverObject(TableView.self)
            table.rowHeight = try call.number(0)
            table.reload()
        }),
        stored("UITableView", "estimatedRowHeight", "CGFloat", .none),
        stored("UITableView", "separatorStyle", "UITableViewCell.SeparatorStyle", .display, default: .enumCase("singleLine")),
        stored("UITableView", "allowsSelection", "Bool", .none, default: .bool(true)),
        method("UITableView", "register", [param(nil, .any), param("forCellReuseIdentifier", .string)], .none) { call in
            guard case .type(let className) = call.argument(0) else {
                throw call.fail("expected a cell class such as `UITableViewCell.self`")
            }
            try SurfaceObjects.store(.string(className), as: "registered." + (try call.string(1)), on: call.receiver, call)
            return .void
        },
        method("UITableView", "dequeueReusableCell", [param("withIdentifier", .string), param("for", .any)], .engine) { call in
            guard let cell = try dequeue(call, identifier: try call.string(0)) else {
                throw call.engine.raise("NSInternalInconsistencyException",
                                        "unable to dequeue a cell with identifier \(try call.string(0)) - must register a "
                                        + "nib or a class for the identifier or connect a prototype cell in a storyboard")
            }
            return cell
        },
        method("UITableView", "dequeueReusableCell", [param("withIdentifier", .string)], .engine) { call in
            try dequeue(call, identifier: try call.string(0)) ?? .null
        },
        method("UITableView", "numberOfRows", [param("inSection", .int)], .engine) { call in
            .int(try call.receiverObject(TableView.self).numberOfRows(inSection: try call.int(0)))
        },
        computed("UITableView", "visibleCells", "[UITableViewCell]", get: { call in
            .array(try call.receiverObject(TableView.self).visibleRows.map { .object($0.cell) })
        }),
        method("UITableView", "cellForRow", [param("at", .any)], .engine) { call in
            let (section, row) = try indexPath(call.argument(0), call)
            let visible = try call.receiverObject(TableView.self).visibleRows
            return visible.first { $0.section == section && $0.row == row }.map { .object($0.cell) } ?? .null
        },
        method("UITableView", "indexPath", [param("for", .object)], .engine) { call in
            let cell = try call.object(0, View.self)
            guard let (section, row) = try call.receiverObject(TableView.self).indexPath(of: cell) else { return .null }
            return SurfaceValues.indexPath(section: section, row: row)
        },
        method("UITableView", "scrollToRow", [param("at", .any), param("at", .enumeration), param("animated", .bool)],
               .engine) { call in
            // Animated or not, the table ends where it was asked to, as `setContentOffset(_:animated:)` does.
            let (section, row) = try indexPath(call.argument(0), call)
            let position = try call.enumeration(1, TableView.ScrollPosition.self)
            if try call.receiverObject(TableView.self).scrollToRow(section: section, row: row, at: position) {
                try ScrollDelegates.didScroll(call)
            }
            return .void
        },
        method("UITableView", "insertRows", [param("at", .any), param("with", .enumeration)], .engine) { call in
            try call.receiverObject(TableView.self).updateRows(inserted: try indexPaths(call.argument(0), call), deleted: [])
            return .void
        },
        method("UITableView", "deleteRows", [param("at", .any), param("with", .enumeration)], .engine) { call in
            try call.receiverObject(TableView.self).updateRows(inserted: [], deleted: try indexPaths(call.argument(0), call))
            return .void
        },
        method("UITableView", "deselectRow", [param("at", .any), param("animated", .bool)], .display) { call in
            let (section, row) = try indexPath(call.argument(0), call)
            let visible = try call.receiverObject(TableView.self).visibleRows
            visible.first { $0.section == section && $0.row == row }?.cell.invalidateDisplay()
            return .void
        },
        method("UITableViewCell.Type", "init", [param("style", .enumeration), param("reuseIdentifier", .any)], .none) { call in
            let cell = try SurfaceObjects.makeView("UITableViewCell", frame: .zero, call)
            try SurfaceObjects.store(call.argument(1), as: "reuseIdentifier", on: cell, call)
            return cell
        },
        computed("UITableViewCell", "textLabel", "UILabel?", get: { call in try SurfaceObjects.owned("textLabel", "UILabel", of: call) }),
        computed("UITableViewCell", "detailTextLabel", "UILabel?", get: { call in
            try SurfaceObjects.owned("detailTextLabel", "UILabel", of: call)
        }),
        computed("UITableViewCell", "imageView", "UIImageView?", get: { call in
            try SurfaceObjects.owned("imageView", "UIImageView", of: call)
        }),
        computed("UITableViewCell", "contentView", "UIView", get: { call in try SurfaceObjects.owned("contentView", "UIView", of: call) }),
        computed("UITableViewCell", "reuseIdentifier", "String?", get: { call in
            try SurfaceObjects.storedValue("reuseIdentifier", of: call) ?? .null
        }),
        stored("UITableViewCell", "accessoryType", "UITableViewCell.AccessoryType", .layout, default: .enumCase("none")),
        stored("UITableViewCell", "selectionStyle", "UITableViewCell.SelectionStyle", .none, default: .enumCase("default")),
        method("UITableViewController.Type", "init", [param("style", .enumeration)], .none) { call in
            try SurfaceObjects.makeController("UITableViewController", call)
        },
        computed("UITableViewController", "tableView", "UITableView!", get: { call in
            let controller = try call.receiverObject(ViewController.self)
            return (try controller.view() as? TableView).map(Value.object) ?? .null
        }),
        stored("UITableViewController", "clearsSelectionOnViewWillAppear", "Bool", .none, default: .bool(true)),
        method("IndexPath.Type", "init", [param("row", .int), param("section", .int)], .none) { call in
            SurfaceValues.indexPath(section: try call.int(1), row: try call.int(0))
        },
        field("row"), field("section"), field("item"),
    ]

    private static func field(_ name: String) -> SurfaceMember {
        computed("IndexPath", name, "Int", .none, get: { call in
            guard case .record(let record) = call.receiver, let value = record.fields[name] else { throw call.fail("expected an IndexPath") }
            return value
        })
    }

    /// `[IndexPath]`, each index path once (UIKit takes the rows as a set).
    private static func indexPaths(_ value: Value, _ call: BuiltinCall) throws -> [(section: Int, row: Int)] {
        guard case .array(let values) = value else {
            throw call.fail("expected an array of IndexPath values, found a value of type \(value.typeName)")
        }
        var paths: [(section: Int, row: Int)] = []
        for value in values {
            let (section, row) = try indexPath(value, call)
            if !paths.contains(where: { $0.section == section && $0.row == row }) { paths.append((section, row)) }
        }
        return paths
    }

    private static func indexPath(_ value: Value, _ call: BuiltinCall) throws -> (Int, Int) {
        guard case .record(let record) = value, record.type == "IndexPath", case .int(let section)? = record.fields["section"],
              case .int(let row)? = record.fields["row"] else {
            throw call.fail("expected an IndexPath, found a value of type \(value.typeName)")
        }
        return (section, row)
    }

    /// A queued cell for `identifier`, else a new one of the registered class; nil if none is registered.
    private static func dequeue(_ call: BuiltinCall, identifier: String) throws -> Value? {
        let table = try call.receiverObject(TableView.self)
        if let queued = try table.dequeueQueuedCell(withIdentifier: identifier) { return .object(queued) }
        guard case .string(let className)? = call.interpreter.inertProperties[table.id]?["registered." + identifier] else {
            return nil
        }
        let made = try call.interpreter.construct(className, [], at: call.offset)
        guard case .object(let cell as View) = made, UIKitSurface.chain(of: cell.uikitClass).contains("UITableViewCell") else {
            throw call.fail("`\(className)` is not a UITableViewCell class")
        }
        table.setReuseIdentifier(identifier, of: cell)
        call.interpreter.inertProperties[cell.id, default: [:]]["reuseIdentifier"] = .string(identifier)
        return made
    }
}
