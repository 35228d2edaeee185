// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Callsheet",
    platforms: [.macOS(.v13)],
    dependencies: [],
    targets: [
        // The headless UIKit lifecycle model. No dependencies: it knows nothing of Swift syntax or Markdown.
        .target(name: "LifecycleEngine"),
        .testTarget(name: "LifecycleEngineTests", dependencies: ["LifecycleEngine"]),
    ]
)
