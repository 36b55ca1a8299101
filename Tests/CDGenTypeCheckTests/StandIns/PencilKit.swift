// Stand-in for PencilKit: in Swift, PKDrawing and PKStroke are structs bridged to
// PKDrawingReference / PKStrokeReference.
@_exported public import Foundation

public struct PKDrawing: Equatable, Codable, Sendable {
    public init() {}
    public init(data: Data) throws {}
    public func dataRepresentation() -> Data { Data() }
}
public struct PKStroke: Sendable {}
