/// Releasing objects nothing holds any more, at the end of each turn (the autorelease pool's drain).
///
/// Reference counting is modelled by reachability: an object is alive while a chain of strong references
/// leads to it from a window, from the scenario's live variables, or from an object the caller holds.
/// Unreachable objects are released parents first, breadth-first (seed S0.b); objects on a strong
/// reference cycle, and everything they hold, are never released, as under ARC.
extension Engine {
    func releaseUnreachableObjects() throws {
        let pass = markReachableObjects()
        try countWork(reachedCount)
        guard liveObjectCount > reachedCount else { return }
        let unreachable = objects.filter { $0.reachedInPass != pass }

        // Edges among the unreachable, fixed before any tear-down changes them.
        var edges: [Int: [EngineObject]] = [:]
        var inDegree: [Int: Int] = [:]
        let members = Set(unreachable.map(\.id))
        for object in unreachable {
            let targets = strongReferences(of: object).filter { members.contains($0.id) }
            edges[object.id] = targets
            for target in targets { inDegree[target.id, default: 0] += 1 }
        }

        // Kahn's algorithm: what is never dequeued sits on, or hangs off, a cycle, and leaks.
        var queue = unreachable.filter { inDegree[$0.id, default: 0] == 0 }
        var head = 0
        try within(.release) {
            while head < queue.count {
                let object = queue[head]
                head += 1
                try deinitialize(object)
                for target in edges[object.id] ?? [] {
                    inDegree[target.id]! -= 1
                    if inDegree[target.id] == 0 { queue.append(target) }
                }
            }
        }
    }

    /// Marks every object reachable from the roots with a new pass number, and returns it.
    private func markReachableObjects() -> Int {
        reachabilityPass += 1
        reachedCount = 0
        let pass = reachabilityPass
        let scriptRoots = externalRoots?() ?? []
        // Sized for the roots at once: growing it root list by root list cost more than the marking.
        var pending: [EngineObject] = []
        pending.reserveCapacity(1 + windows.count + heldObjects.count + scriptRoots.count)
        pending.append(window)
        for window in windows where window.isVisible { pending.append(window) }
        pending += heldObjects
        pending += scriptRoots
        while let object = pending.popLast() {
            guard !object.isDeinitialized, object.reachedInPass != pass else { continue }
            object.reachedInPass = pass
            reachedCount += 1
            forEachStrongReference(of: object) { pending.append($0) }
        }
        return pass
    }

    /// What `object` holds strongly: UIKit's references, then the scenario subclass's stored properties.
    private func forEachStrongReference(of object: EngineObject, _ body: (EngineObject) -> Void) {
        object.forEachUIKitReference(body)
        object.keptObjects.forEach(body)
        if let behavior = object.behavior { behavior.strongReferences(of: object).forEach(body) }
    }

    func strongReferences(of object: EngineObject) -> [EngineObject] {
        var references: [EngineObject] = []
        forEachStrongReference(of: object) { if !$0.isDeinitialized { references.append($0) } }
        return references
    }

    /// `deinit`: the subclass's body (recorded as a `deinit` event), then UIKit's tear-down inside it.
    private func deinitialize(_ object: EngineObject) throws {
        try send(.deinitializer, to: object)
        object.isDeinitialized = true
        unregister(object)
    }
}
