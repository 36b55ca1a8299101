// Stand-in for CloudKit: the classes Core Data models store in Transformable attributes.
// `CKRecordID` is the Objective-C name of `CKRecord.ID` and is unavailable in Swift, as in the SDK.
@_exported public import Foundation

open class CKRecord: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open class ID: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
        public static var supportsSecureCoding: Bool { true }
        public init(recordName: String) { super.init() }
        public required init?(coder: NSCoder) { super.init() }
        open func encode(with coder: NSCoder) {}
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }
}
open class CKShare: CKRecord, @unchecked Sendable {}
open class CKAsset: NSObject, @unchecked Sendable {
    public init(fileURL: URL) { super.init() }
}
@available(*, unavailable, renamed: "CKRecord.ID")
public typealias CKRecordID = CKRecord.ID
