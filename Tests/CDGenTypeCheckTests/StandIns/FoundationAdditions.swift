// What the SDK's Foundation declares and swift-corelibs-foundation (the Foundation every stand-in
// and checked file sees on Linux) lacks. The SwiftData checks import this module implicitly
// (`-import-module FoundationAdditions`, see Harness/SwiftDataStandIn.swift), so that its
// declarations are visible wherever Foundation's are and nowhere else: `SwiftData.ValueTransformer`
// fails as with the SDK, whose SwiftData module does not declare or re-export it.

@_exported import Foundation

/// https://developer.apple.com/documentation/foundation/valuetransformer (NSValueTransformer).
open class ValueTransformer: NSObject {
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { false }
    open func transformedValue(_ value: Any?) -> Any? { value }
    open func reverseTransformedValue(_ value: Any?) -> Any? { value }
}
