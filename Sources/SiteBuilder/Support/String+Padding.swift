extension String {
    /// `"7".leftPadded(to: 2)` → `"07"`: fixed-width hex and numbers.
    func leftPadded(to width: Int, with character: Character = "0") -> String {
        count >= width ? self : String(repeating: character, count: width - count) + self
    }
}
