// Stand-in for CoreLocation: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

open class CLLocation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: 0, longitude: 0) }
}

open class CLPlacemark: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public init(placemark: CLPlacemark) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open var location: CLLocation? { nil }
}

open class CLRegion: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open var identifier: String { "" }
}

open class CLCircularRegion: CLRegion, @unchecked Sendable {}

open class CLBeacon: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
