import ScenarioLanguage

/// The SVG sequence diagram drawn at build time.
enum SequenceDiagram {
    static func svg(_ input: TraceRenderInput) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><title>\(input.title)</title></svg>"
    }
}
