// Stand-in for CoreGraphics: the Core Foundation types Core Data models store in Transformable
// attributes (imported into Swift as final classes). CGFloat, CGPoint, CGSize and CGRect come
// from Foundation on Linux.
@_exported public import Foundation

public final class CGColor: @unchecked Sendable {}
public final class CGImage: @unchecked Sendable {}
public final class CGPath: @unchecked Sendable {}
