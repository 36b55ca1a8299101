// Stand-in for Contacts: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation

open class CNContact: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
open class CNPostalAddress: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
open class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public init(stringValue string: String) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
