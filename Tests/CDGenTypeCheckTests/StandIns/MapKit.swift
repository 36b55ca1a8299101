// Stand-in for MapKit: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation
public import CoreLocation

open class MKShape: NSObject {}
open class MKMultiPoint: MKShape {}
open class MKPolyline: MKMultiPoint, NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}
open class MKPolygon: MKMultiPoint, NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}
open class MKCircle: MKShape, NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}
open class MKPlacemark: CLPlacemark, @unchecked Sendable {}
open class MKMapItem: NSObject, NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
    public init(placemark: MKPlacemark) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}
open class MKRoute: NSObject {}
