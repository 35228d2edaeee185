import LifecycleEngine

/// `UITableViewDiffableDataSource` and `NSDiffableDataSourceSnapshot`.
///
/// The data source is a UIKit object that becomes its table's `dataSource` when it is made and answers the
/// table's questions from the snapshot it was last given: sections and item counts, and each visible row's
/// cell from the cell provider (called with the table, the index path and the row's item identifier). So
/// the table's usual requests, in its own layout (inferred), come to the data source. `apply(_:animatingDifferences:)`
/// takes a copy of the snapshot and reloads the table, which asks again at its next layout (the diff and
/// its row animations are not modelled); a completion runs in the turn after that layout (inferred). A snapshot is a value: sections and items by identifier, in order;
/// appending items with no section, or an identifier twice, raises as UIKit does. The generic arguments
/// (`<Int, String>`) are accepted and not checked: identifiers keep their own types.
enum DiffableDataSources {
    static let typeNames = ["UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot"]

    static let classes: [SurfaceClass] = [
        engineClass("UITableViewDiffableDataSource", "NSObject", kind: .object),
        valueType("NSDiffableDataSourceSnapshot"),
    ]

    static let members: [SurfaceMember] = [
        method("UITableViewDiffableDataSource.Type", "init", [param("tableView", .object), param("cellProvider", .closure)],
               .engine) { call in
            let table = try call.object(0, TableView.self)
            guard let provider = try call.closure(1) else { throw call.fail("a diffable data source needs a cell provider") }
            let source = Source(provider: provider, interpreter: call.interpreter)
            source.table = table
            let object = call.engine.makeObject(behavior: source, uikitClass: "UITableViewDiffableDataSource")
            table.dataSource = object
            table.reload()
            return .object(object)
        },
        method("UITableViewDiffableDataSource", "apply", [param(nil, .any), param("animatingDifferences", .bool, default: .bool(true))],
               .engine) { call in
            try apply(call)
        },
        method("UITableViewDiffableDataSource", "apply", [param(nil, .any), param("animatingDifferences", .bool),
                                                          param("completion", .closure)], .engine) { call in
            let result = try apply(call)
            // The completion follows the table's update, which happens in this turn's commit (inferred).
            if let completion = try call.closure(2) { call.engine.asyncAfter(0, call.interpreter.schedule(completion)) }
            return result
        },
        method("UITableViewDiffableDataSource", "snapshot", [], .none) { call in
            try source(call).snapshot.value
        },
        method("UITableViewDiffableDataSource", "itemIdentifier", [param("for", .any)], .none) { call in
            guard case .record(let path) = call.argument(0), path.type == "IndexPath",
                  case .int(let section)? = path.fields["section"], case .int(let row)? = path.fields["row"] else {
                throw call.fail("expected an IndexPath")
            }
            return try source(call).snapshot.item(section: section, row: row) ?? .null
        },
        SurfaceMember(effect: .none, implementation: .function(function("NSDiffableDataSourceSnapshot.Type", "init", []) { _ in
            Snapshot().value
        })),
        mutating("appendSections", [param(nil, .any)]) { snapshot, call in
            for section in try call.array(0) {
                guard !snapshot.sections.contains(where: { $0.identifier.equals(section) == true }) else {
                    throw call.engine.raise("NSInternalInconsistencyException",
                                            "Section identifier already exists in the snapshot: \(section.printed)")
                }
                snapshot.sections.append((section, []))
            }
        },
        mutating("appendItems", [param(nil, .any)]) { snapshot, call in
            guard !snapshot.sections.isEmpty else {
                throw call.engine.raise("NSInternalInconsistencyException",
                                        "There are currently no sections in the data source. Please add a section first.")
            }
            try snapshot.append(try call.array(0), to: snapshot.sections.count - 1, call)
        },
        mutating("appendItems", [param(nil, .any), param("toSection", .any)]) { snapshot, call in
            guard let index = snapshot.sections.firstIndex(where: { $0.identifier.equals(call.argument(1)) == true }) else {
                throw call.engine.raise("NSInternalInconsistencyException",
                                        "Invalid section identifier specified: \(call.argument(1).printed)")
            }
            try snapshot.append(try call.array(0), to: index, call)
        },
        mutating("deleteItems", [param(nil, .any)]) { snapshot, call in
            let removed = try call.array(0)
            for index in snapshot.sections.indices {
                snapshot.sections[index].items.removeAll { item in removed.contains { $0.equals(item) == true } }
            }
        },
        mutating("deleteAllItems", []) { snapshot, _ in snapshot.sections = [] },
        snapshotProperty("numberOfSections", "Int") { .int($0.sections.count) },
        snapshotProperty("numberOfItems", "Int") { .int($0.sections.reduce(0) { $0 + $1.items.count }) },
        snapshotProperty("sectionIdentifiers", "Array") { .array($0.sections.map(\.identifier)) },
        snapshotProperty("itemIdentifiers", "Array") { .array($0.sections.flatMap(\.items)) },
        SurfaceMember(effect: .none, implementation: .function(function("NSDiffableDataSourceSnapshot", "numberOfItems",
                                                                        [param("inSection", .any)]) { call in
            let snapshot = try Snapshot(call.receiver, call)
            guard let section = snapshot.sections.first(where: { $0.identifier.equals(call.argument(0)) == true }) else {
                throw call.engine.raise("NSInternalInconsistencyException",
                                        "Invalid section identifier specified: \(call.argument(0).printed)")
            }
            return .int(section.items.count)
        })),
    ]

    /// A snapshot's contents: each section's identifier with its items' identifiers, in order.
    struct Snapshot {
        var sections: [(identifier: Value, items: [Value])] = []

        init() {}

        init(_ value: Value, _ call: BuiltinCall) throws {
            guard case .record(let record) = value, record.type == "NSDiffableDataSourceSnapshot",
                  case .array(let stored)? = record.fields["sections"] else {
                throw call.fail("expected an NSDiffableDataSourceSnapshot, found a value of type \(value.typeName)")
            }
            sections = stored.compactMap { entry in
                guard case .array(let pair) = entry, pair.count == 2, case .array(let items) = pair[1] else { return nil }
                return (pair[0], items)
            }
        }

        var value: Value {
            let stored = sections.map { Value.array([$0.identifier, .array($0.items)]) }
            let text = "NSDiffableDataSourceSnapshot(sections: \(sections.count), items: "
                + "\(sections.reduce(0) { $0 + $1.items.count }))"
            return SurfaceValues.record("NSDiffableDataSourceSnapshot", text, ["sections": .array(stored)])
        }

        func item(section: Int, row: Int) -> Value? {
            guard sections.indices.contains(section), sections[section].items.indices.contains(row) else { return nil }
            return sections[section].items[row]
        }

        mutating func append(_ items: [Value], to index: Int, _ call: BuiltinCall) throws {
            let existing = sections.flatMap(\.items)
            for (offset, item) in items.enumerated() {
                if existing.contains(where: { $0.equals(item) == true })
                    || items[..<offset].contains(where: { $0.equals(item) == true }) {
                    throw call.engine.raise("NSInternalInconsistencyException",
                                            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(item.printed)")
                }
            }
            try call.interpreter.checkSize(existing.count + items.count, at: call.offset)
            sections[index].items += items
        }
    }

    /// The data source: the table's questions answered from the applied snapshot. It holds its cell provider,
    /// and what the provider captures, as the closure it is.
    final class Source: Behavior {
        let provider: Closure
        unowned let interpreter: Interpreter
        /// UIKit's data source keeps its table weakly.
        weak var table: TableView?
        var snapshot = Snapshot()

        init(provider: Closure, interpreter: Interpreter) {
            self.provider = provider
            self.interpreter = interpreter
        }

        var className: String { "UITableViewDiffableDataSource" }

        func overrides(_ method: Method) -> Bool {
            [.numberOfSections, .numberOfRowsInSection, .cellForRowAt].contains(method)
        }

        func perform(_ method: Method, on object: EngineObject, arguments: [Argument]) throws -> Argument {
            switch method {
            case .numberOfSections:
                return .int(snapshot.sections.count)
            case .numberOfRowsInSection:
                guard arguments.count > 1, case .int(let section) = arguments[1], snapshot.sections.indices.contains(section)
                else { return .int(0) }
                return .int(snapshot.sections[section].items.count)
            case .cellForRowAt:
                guard arguments.count > 1, case .indexPath(let section, let row) = arguments[1],
                      let item = snapshot.item(section: section, row: row) else { return .object(nil) }
                let values: [Value?] = [Value(arguments[0]), Value(arguments[1]), item]
                let cell = try interpreter.fromEngine {
                    try interpreter.invoke(provider, values, at: provider.offset)
                }
                return cell.argument
            default:
                return .void
            }
        }

        func strongReferences(of object: EngineObject) -> [EngineObject] {
            var collector = interpreter.referenceCollector()
            collector.add(closure: provider)
            return collector.objects
        }
    }

    private static func source(_ call: BuiltinCall) throws -> Source {
        guard case .object(let object) = call.receiver, let source = object.behavior as? Source else {
            throw call.fail("expected a UITableViewDiffableDataSource")
        }
        return source
    }

    private static func apply(_ call: BuiltinCall) throws -> Value {
        let source = try source(call)
        source.snapshot = try Snapshot(call.argument(0), call)
        _ = try call.bool(1)
        // The table reloads: it asks again at its next layout.
        if let table = source.table, case .object(let object) = call.receiver, table.dataSource === object { table.reload() }
        return .void
    }

    private static func mutating(_ name: String, _ parameters: [ParameterSpec],
                                 _ body: @escaping (inout Snapshot, BuiltinCall) throws -> Void) -> SurfaceMember {
        SurfaceMember(effect: .none, implementation: .function(function("NSDiffableDataSourceSnapshot", name, parameters,
                                                                        mutating: true) { call in
            var snapshot = try Snapshot(call.receiver, call)
            try body(&snapshot, call)
            call.receiver = snapshot.value
            return .void
        }))
    }

    private static func snapshotProperty(_ name: String, _ type: String,
                                         _ get: @escaping (Snapshot) -> Value) -> SurfaceMember {
        computed("NSDiffableDataSourceSnapshot", name, type, .none, get: { call in get(try Snapshot(call.receiver, call)) })
    }
}
