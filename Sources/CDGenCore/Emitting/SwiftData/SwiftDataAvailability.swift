/// The OS releases SwiftData output needs, by what a class uses: SwiftData itself (macOS 14,
/// iOS 17), `#Unique`, `#Index`, `.preserveValueOnDeletion` and `.spotlight` (macOS 15, iOS 18),
/// and model inheritance (the 26 releases). Written as `@available` on what uses them, so a target
/// with an older deployment target compiles and guards its uses.
enum SwiftDataAvailability: Int, Comparable, Sendable {
    /// SwiftData's first release.
    case swiftData = 17
    /// `#Unique`, `#Index`, `.preserveValueOnDeletion`, `.spotlight`.
    case constraints = 18
    /// A `@Model` class that inherits from another.
    case inheritance = 26

    /// The `@available` attribute.
    var attribute: String {
        switch self {
        case .swiftData: "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)"
        case .constraints: "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)"
        case .inheritance: "@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)"
        }
    }

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
