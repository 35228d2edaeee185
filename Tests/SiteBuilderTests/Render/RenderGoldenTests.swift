import Testing
@testable import SiteBuilder

/// The rendered table and diagram of each sample trace, compared byte for byte with reviewed goldens.
@Suite struct RenderGoldenTests {
    @Test(arguments: RenderSamples.all.map(\.name))
    func diagramMatchesGolden(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        GoldenFile.check(SequenceDiagram.svg(input), named: "\(name).svg")
    }

    @Test(arguments: RenderSamples.all.map(\.name))
    func tableMatchesGolden(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        GoldenFile.check(CallbackTable.html(input), named: "\(name).html")
    }
}
