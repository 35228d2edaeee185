/// Things that happen to the device rather than being called by the app: rotation, the home button,
/// the lock button, memory pressure. They have no public API, so scenarios reach them through here.
public enum DeviceEvent: String, CaseIterable, Sendable {
    case rotateToLandscape = "rotate(to: .landscape)"
    case rotateToPortrait = "rotate(to: .portrait)"
    case pressHome = "pressHome()"
    case returnToApp = "returnToApp()"
    case lock = "lock()"
    case unlock = "unlock()"
    case memoryWarning = "simulateMemoryWarning()"
}

extension Engine {
    /// Delivers `event` now, inside the current turn.
    public func deliver(_ event: DeviceEvent) throws {
        try within(.device(event.rawValue)) {
            switch event {
            case .rotateToLandscape: try rotate(landscape: true)
            case .rotateToPortrait: try rotate(landscape: false)
            case .pressHome, .returnToApp, .lock, .unlock:
                // The app resigns or regains active state; no view controller hears of it (spec §12, seed S1.3, S3.8).
                break
            case .memoryWarning: try deliverMemoryWarning()
            }
        }
    }

    /// Every controller hears `didReceiveMemoryWarning()`, in the order they registered for the
    /// notification, which is creation order (spec §1.10).
    private func deliverMemoryWarning() throws {
        warn("Received memory warning.")
        try within(.memoryWarning) {
            for case let controller as ViewController in objects where !controller.isDeinitialized {
                try send(.didReceiveMemoryWarning, to: controller)
            }
        }
    }

    /// Rotation: the trait change (the vertical size class flips on a phone), the size change, then the
    /// window resizes, which lays out the root controller's view (spec §4.6; order of the two inferred). Blocks
    /// given to the coordinator run in the rotation's animation (`RotationTransition`).
    private func rotate(landscape: Bool) throws {
        let bounds = Window.screenBounds.size
        let size = landscape ? Size(width: bounds.height, height: bounds.width) : bounds
        guard window.frame.size != size else { return }
        let traits = Argument.opaque("UITraitCollection(verticalSizeClass: \(landscape ? ".compact" : ".regular"))")
        let previousTraits = Argument.opaque("UITraitCollection(verticalSizeClass: \(landscape ? ".regular" : ".compact"))")
        let coordinator = Argument.opaque(RotationTransition.coordinatorName)
        let transition = RotationTransition()
        rotationTransition = transition
        defer { rotationTransition = nil }
        for window in windows where window.isVisible {
            guard let root = window.rootViewController else { continue }
            try inferred { try send(.willTransitionToTraitCollection, to: root, [traits, coordinator]) }
            try send(.viewWillTransitionToSize, to: root, [.size(size), coordinator])
        }
        // Then the new traits are in effect (Neuburg, "Programming iOS": willTransition(to:with:),
        // viewWillTransition(to:with:), traitCollectionDidChange(_:), then layout; no recorded log pins it).
        isLandscape = landscape
        for window in windows where window.isVisible {
            guard let root = window.rootViewController else { continue }
            try inferred { try send(.traitCollectionDidChange, to: root, [previousTraits]) }
        }
        rotationTransition = nil
        try animateRotation(transition, resizing: windows, to: size)
    }
}
