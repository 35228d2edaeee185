// Unbounded recursion ends at the call-depth budget, at the recursive call.
func dive(_ depth: Int) -> Int {
    return dive(depth + 1)
}
print(dive(0))
// error: runaway-recursion.swift:3:12: calls nested more than 120 deep (unbounded recursion?) [budget-exceeded]
