import ScenarioLanguage

/// libFuzzer calls this with arbitrary bytes: they are parsed and run as a scenario. Any crash, hang or
/// runaway memory use is a bug; diagnostics and exceptions are ordinary outcomes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let code = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let run = Scenario.run(ScenarioSource(code: code, path: "fuzz.swift"))
    // Render every format too: they must cope with whatever names and texts a scenario produces.
    for format in TraceFormat.allCases { _ = format.render(run.events) }
    _ = run.diagnostics.map(\.formatted)
    return 0
}
