// Stand-in for UIKit: the classes Core Data models store in Transformable attributes, with the
// SDK's kinds (classes deriving from NSObject, structs where the SDK has structs, `@MainActor`
// where the SDK isolates the type). Compiled only to check generated code on Linux.
@_exported public import Foundation

open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}

open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public init?(data: Data) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    open func pngData() -> Data? { nil }
}

open class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}

open class UIBezierPath: NSObject, NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {}

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
