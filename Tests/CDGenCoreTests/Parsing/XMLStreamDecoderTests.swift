@testable import CDGenCore
import Testing

/// `XMLStreamDecoder`, which decodes `<model>`'s children on another thread while the reader
/// reads: the model and the diagnostics must be exactly those of decoding the whole tree in
/// place, in document order, however many batches the children fill.
@Suite struct XMLStreamDecoderTests {
    /// A model of `count` children of every kind `<model>` has, some with problems to report.
    static func document(children count: Int) -> String {
        let children = (0..<count).map { index -> String in
            switch index % 5 {
            case 0: #"<entity name="E\#(index)" representedClassName="E\#(index)"><attribute name="a" attributeType="String"/><strange/></entity>"#
            case 1: #"<entity representedClassName="NoName\#(index)"><attribute name="b" attributeType="Integer 16" optional="maybe"/></entity>"#
            case 2: #"<fetchRequest name="F\#(index)" entity="E0"/>"#
            case 3: #"<configuration name="C\#(index)"><memberEntity name="E0"/></configuration>"#
            default: #"<unknownThing n="\#(index)"/>"#
            }
        }
        return Snippet.model(children.joined(separator: "\n"))
    }

    @Test(arguments: [0, 1, XMLStreamDecoder.batchSize, XMLStreamDecoder.batchSize * XMLStreamDecoder.maxBatchesWaiting * 3 + 7])
    func sameModelAndDiagnosticsAsDecodingInPlace(children: Int) throws {
        let bytes = Array(Self.document(children: children).utf8)
        let tree = try XMLReader(path: "contents").parse(bytes)
        var reference = XMLModelDecoder()
        let expected = reference.decode(tree, name: "M")
        let decoder = XMLStreamDecoder(name: "M")
        _ = try XMLReader(path: "contents").stream(bytes, root: decoder.begin, child: decoder.add)
        let (model, diagnostics) = decoder.finish()
        #expect(model == expected)
        #expect(diagnostics == reference.diagnostics)
        #expect(model.entities.count == (children + 4) / 5 + (children + 3) / 5)
        if children > 2 { #expect(diagnostics.count > 3) }
    }

    /// Decoded batches come back to be freed by the reading thread at its next hand-over: never
    /// more of them wait than can finish between two hand-overs (those in flight when one frees,
    /// `maxBatchesWaiting`, and the one it then sends), however many batches the model fills.
    @Test func decodedBatchesAreFreedAsReadingGoesOn() throws {
        let children = XMLStreamDecoder.batchSize * XMLStreamDecoder.maxBatchesWaiting * 6
        let decoder = XMLStreamDecoder(name: "M")
        var most = 0
        _ = try XMLReader(path: "contents").stream(Array(Self.document(children: children).utf8), root: decoder.begin) { child in
            decoder.add(child)
            most = max(most, decoder.batchesToFree)
        }
        _ = decoder.finish()
        #expect(most <= XMLStreamDecoder.maxBatchesWaiting + 1)
        #expect(decoder.batchesToFree >= 1)   // the last ones, freed with the decoder
    }
}
