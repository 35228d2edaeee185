/// Static checks on the lowered program that need the whole program: class structure and overrides.
/// (Placeholder expanded below.)
struct Checker {
    let program: Program

    func check() -> [ScenarioError] { [] }
}
