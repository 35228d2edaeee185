import LifecycleEngine

/// Crossing the boundary with the engine: script values become `Argument`s and back.
extension Value {
    init(_ argument: Argument) {
        switch argument {
        case .void: self = .void
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .rect(let value): self = .rect(value)
        case .size(let value): self = .size(value)
        case .point(let value): self = .point(value)
        case .object(let object): self = object.map(Value.object) ?? .null
        case .objects(let objects): self = .array(objects.map(Value.object))
        case .opaque(let text): self = TraitCollections.fromEngine(text) ?? .opaque(text)
        case .enumCase(let name): self = .enumCase(name)
        case .block(let block): self = block == nil ? .null : .opaque("{ … }")
        case .indexPath(let section, let row): self = SurfaceValues.indexPath(section: section, row: row)
        case .string(let text): self = .string(text)
        }
    }
}
