/// A failure of the tool's own operations (a folder that exists, a port in use), not a problem in the input.
public struct SiteError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
