import LifecycleEngine

// The trace vocabulary, re-exported so that tools built on the scenario language (the site builder,
// the command line) never import the engine itself.
public typealias TraceEvent = LifecycleEngine.TraceEvent
public typealias TracePhase = LifecycleEngine.Phase
public typealias TraceCategory = LifecycleEngine.Method.Category

/// The newest iOS version the engine models; scenarios run against it unless told otherwise.
public let newestIOSVersion = LifecycleEngine.Configuration.newestIOS
