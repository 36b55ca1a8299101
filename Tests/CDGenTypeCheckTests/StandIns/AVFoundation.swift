// Stand-in for AVFoundation: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation

open class AVAsset: NSObject, NSCopying, @unchecked Sendable {
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url URL: URL, options: [String: Any]? = nil) { super.init() }
}
