import ScenarioLanguage

/// libFuzzer calls this with arbitrary bytes. An input whose first byte is even is read as source text
/// (the parser and the checker meet malformed code); an odd first byte makes the rest a choice stream for
/// `ScenarioGenerator`, a valid program that reaches the interpreter and the engine. Any crash, hang or
/// runaway memory use is a bug; diagnostics and exceptions are ordinary outcomes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let code: String
    if let first = bytes.first, first & 1 == 1 {
        var generator = ScenarioGenerator(Array(bytes.dropFirst()))
        code = generator.program()
    } else {
        code = String(decoding: bytes, as: UTF8.self)
    }
    let run = Scenario.run(ScenarioSource(code: code, path: "fuzz.swift"))
    // Render every format too: they must cope with whatever names and texts a scenario produces.
    for format in TraceFormat.allCases { _ = format.render(run.events) }
    _ = run.diagnostics.map(\.formatted)
    return 0
}
