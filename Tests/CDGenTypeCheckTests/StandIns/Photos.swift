// Stand-in for Photos: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation

open class PHObject: NSObject, NSCopying, @unchecked Sendable {
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open var localIdentifier: String { "" }
}
open class PHAsset: PHObject, @unchecked Sendable {}
