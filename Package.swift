// swift-tools-version:6.0
import PackageDescription

let syntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftOperators", package: "swift-syntax"),
    .product(name: "SwiftIDEUtils", package: "swift-syntax"),
]

/// The engine and the interpreter are single-threaded and hot; dynamic exclusivity checks cost ~15 % there.
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Callsheet",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "callsheet", targets: ["callsheet"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        // The headless UIKit lifecycle model. No dependencies: it knows nothing of Swift syntax or Markdown.
        .target(name: "LifecycleEngine", swiftSettings: uncheckedExclusivity),
        // Swift scenarios parsed with swift-syntax and interpreted against the engine.
        .target(name: "ScenarioLanguage", dependencies: ["LifecycleEngine"] + syntax),
        // The cmark C library from the system (Debian: libcmark-dev).
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // One C call Swift's Glibc module does not import: the atomic swap that publishes a site.
        .target(name: "CFileExchange"),
        // content/ + templates/ → public/: knows the engine only through ScenarioLanguage.
        .target(
            name: "SiteBuilder",
            dependencies: [
                "ScenarioLanguage", "CCmark", "CFileExchange",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        .executableTarget(
            name: "callsheet",
            dependencies: [
                "SiteBuilder", "ScenarioLanguage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // swift run -c release EngineBenchmark: trace events per second on large view trees.
        .executableTarget(name: "EngineBenchmark", dependencies: ["LifecycleEngine"]),
        // libFuzzer entry point over parse + run (scripts/fuzz.sh builds it with --sanitize=fuzzer).
        .executableTarget(name: "FuzzScenario", dependencies: ["ScenarioLanguage"]),
        // libFuzzer entry point over a whole build: Markdown, front matter, site config, templates.
        .executableTarget(name: "FuzzSite", dependencies: ["SiteBuilder"]),
        .testTarget(name: "LifecycleEngineTests", dependencies: ["LifecycleEngine"]),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage"],
                    exclude: ["FuzzCorpus"], resources: [.copy("Scenarios"), .copy("RecordedLogs")]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", .product(name: "FlyingFox", package: "FlyingFox")],
                    exclude: ["Render/Goldens"], resources: [.copy("Fixtures")]),
    ]
)
