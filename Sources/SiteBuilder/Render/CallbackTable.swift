import ScenarioLanguage

/// The callback table: readable without JavaScript.
enum CallbackTable {
    static func html(_ input: TraceRenderInput) -> String {
        "<table id=\"\(input.id)-table\"></table>"
    }
}
