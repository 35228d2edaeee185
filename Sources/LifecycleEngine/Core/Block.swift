/// A closure handed to UIKit (a completion handler, an animations block), run by the engine when
/// UIKit would run it.
public final class Block {
    let body: ([Argument]) throws -> Void

    public init(_ body: @escaping ([Argument]) throws -> Void) {
        self.body = body
    }

    func callAsFunction(_ arguments: Argument...) throws {
        try body(arguments)
    }
}
