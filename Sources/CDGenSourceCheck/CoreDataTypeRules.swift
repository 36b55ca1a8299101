import CDGenCore

/// Whether Core Data can give an `@NSManaged` property its declared type.
enum TypeVerdict: Equatable {
    case fits
    /// Core Data gives something else: `reason` says what happens, `expected` is the type to
    /// declare (what a fix writes, for errors).
    case mismatch(reason: String, expected: String, severity: Diagnostic.Severity)
}

/// The types Core Data's accessors can give each kind of property, spelled as Swift and
/// Foundation write them. The runtime accessor follows the declared type, not the model's
/// `usesScalarValueType` (which only says what Xcode writes): a scalar or its `NSNumber` both
/// work for a number, `TimeInterval` or `Date` for a date. Core Data generates the public and
/// primitive accessors of every modeled property, and the to-many ones, at run time ("Managed
/// Object Accessor Methods", Core Data Programming Guide:
/// https://developer.apple.com/library/ios/documentation/cocoa/Conceptual/CoreData/Articles/cdAccessorMethods.html).
enum CoreDataTypeRules {
    /// Types every object value is: a property declared so takes whatever Core Data gives.
    static let anyObject: Set<String> = ["NSObject", "AnyObject", "Any", "NSObjectProtocol", "NSCoding", "NSSecureCoding"]

    /// The Swift and Foundation types a property of an attribute may be declared as, whatever
    /// the attribute: what a declaration is known to mean without the sources. A name outside
    /// these, the sources' classes and the model's classes is not resolved (a type of another
    /// module, an Objective-C enum, an alias declared elsewhere) and never a mismatch.
    static let foundationTypes: Set<String> = [
        "String", "NSString", "NSMutableString", "Date", "NSDate", "Data", "NSData", "NSMutableData", "URL", "NSURL", "UUID", "NSUUID",
        "NSNumber", "NSDecimalNumber", "Decimal", "NSManagedObjectID", "NSManagedObject", "NSSet", "NSMutableSet", "NSOrderedSet",
        "NSMutableOrderedSet", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary",
    ]

    /// Each Swift value type with the Foundation class it bridges to.
    private static let bridged: [String: String] = [
        "String": "NSString", "Date": "NSDate", "Data": "NSData", "URL": "NSURL", "UUID": "NSUUID", "Decimal": "NSDecimalNumber",
        "IndexSet": "NSIndexSet", "Locale": "NSLocale", "TimeZone": "NSTimeZone", "Calendar": "NSCalendar",
        "AttributedString": "NSAttributedString", "URLComponents": "NSURLComponents", "PersonNameComponents": "NSPersonNameComponents",
    ]

    /// The verdict on `type` for `attribute`; `enumRaw` is the raw type when `type` names an
    /// `@objc enum` of the sources.
    static func verdict(_ type: DeclaredType, for attribute: Attribute, enumRaw: String?, isKnown: (String) -> Bool) -> TypeVerdict {
        let base = type.base
        let scalar = Scalar(base) ?? enumRaw.flatMap { Scalar(DeclaredType.normalised($0)) }
        guard scalar != nil || isKnown(base) else { return .fits }   // not resolved: see `foundationTypes`
        let expected = expectedType(of: attribute, scalar: scalar != nil)
        func wrong(_ reason: String, _ severity: Diagnostic.Severity = .error) -> TypeVerdict {
            .mismatch(reason: reason, expected: expected, severity: severity)
        }
        if scalar == nil, anyObject.contains(base) { return .fits }
        switch attribute.type {
        case .integer16, .integer32, .integer64:
            let bits = attribute.type == .integer16 ? 16 : attribute.type == .integer32 ? 32 : 64
            if base == "NSNumber" { return .fits }
            switch scalar {
            case .signed(let width)? where width < bits: return wrong("\(base) truncates its values")
            case .signed(let width)? where width > bits: return wrong(coercion(base, attribute))
            case .signed?: return wordSized.contains(base) ? wrong(watchOS(base, attribute), .warning) : .fits
            case .unsigned?: return wrong("\(base) is unsigned, so negative values wrap", .warning)
            case .floating?: return wrong("\(base) is floating-point where the attribute holds whole numbers", .warning)
            case .bool?: return wrong("Bool keeps only whether the value is zero", .warning)
            case nil: return wrong(objectReason(attribute))
            }
        case .float, .double:
            let bits = attribute.type == .float ? 32 : 64
            if base == "NSNumber" { return .fits }
            switch scalar {
            case .floating(let width)? where width < bits: return wrong("\(base) rounds its values")
            case .floating(let width)? where width > bits: return wrong(coercion(base, attribute))
            case .floating?: return wordSized.contains(base) ? wrong(watchOS(base, attribute), .warning) : .fits
            case .signed?, .unsigned?, .bool?: return wrong("\(base) drops the fraction of its values")
            case nil: return wrong(objectReason(attribute))
            }
        case .boolean:
            switch scalar {
            case .bool?: return .fits
            case .signed?, .unsigned?: return wrong("Core Data gives 0 or 1 where Xcode declares Bool", .warning)
            case .floating?: return wrong("\(base) is not a Boolean")
            case nil: return base == "NSNumber" ? .fits : wrong(objectReason(attribute))
            }
        case .decimal:
            if ["NSNumber", "NSDecimalNumber"].contains(base) { return .fits }
            // Swift's `Decimal` is Objective-C's NSDecimal structure, not the object Core Data gives.
            if base == "Decimal" { return wrong("Decimal is a structure where Core Data gives NSDecimalNumber objects; \(crash)") }
            if case .floating? = scalar { return wrong("\(base) rounds decimal values", .warning) }
            return wrong(scalar == nil ? objectReason(attribute) : "\(base) drops the fraction of its values")
        case .date:
            // Seconds since the reference date.
            if case .floating(64)? = scalar { return wordSized.contains(base) ? wrong(watchOS(base, attribute), .warning) : .fits }
            return ["Date", "NSDate"].contains(base) ? .fits : wrong(objectReason(attribute))
        case .string: return object(base, ["String", "NSString"], attribute, scalar, wrong)
        case .binary: return object(base, ["Data", "NSData"], attribute, scalar, wrong)
        case .uuid: return object(base, ["UUID", "NSUUID"], attribute, scalar, wrong)
        case .uri: return object(base, ["URL", "NSURL"], attribute, scalar, wrong)
        case .objectID: return object(base, ["NSManagedObjectID"], attribute, scalar, wrong)
        case .composite:
            return scalar == nil && (base.hasPrefix("[String:") || base == "NSDictionary") ? .fits : wrong(objectReason(attribute))
        case .undefined: return .fits
        case .transformable:
            guard let custom = attribute.customClassName.map({ DeclaredType($0).base }), !custom.isEmpty, custom != "NSObject" else {
                return .fits
            }
            if scalar == nil, family(base) == family(custom) { return .fits }
            return wrong("the model's class for it is \(custom)", .warning)
        }
    }

    /// Scalar names whose width is the platform's: 64 bits, but 32 on watchOS (arm64_32).
    static let wordSized: Set<String> = ["Int", "CLong", "NSInteger", "CGFloat"]

    /// What Core Data does with a scalar of another width than the attribute's. It builds a
    /// scalar property's accessors from the declared type's Objective-C encoding and refuses one
    /// that differs from the attribute's ("Property … is a scalar type on class … that does not
    /// match its Entity's property's scalar type. Dynamically generated accessors do not support
    /// implicit type coercion. Cannot generate a getter method for it."), an error Core Data logs
    /// before the unrecognized selector (reported with `Int` for an Integer 64 on a 32-bit
    /// device, fixed by declaring `Int64`: https://github.com/martijnwalraven/meteor-ios/issues/39).
    private static func coercion(_ base: String, _ attribute: Attribute) -> String {
        "Core Data builds a scalar's accessors from its declared type and refuses \(base) for \(article(attribute)) \(attribute.type.rawValue) (\"Dynamically generated accessors do not support implicit type coercion\"); \(crash)"
    }

    /// A word-sized scalar for an attribute of the 64-bit width.
    private static func watchOS(_ base: String, _ attribute: Attribute) -> String {
        "\(base) is 32 bits on watchOS, where Core Data refuses it for \(article(attribute)) \(attribute.type.rawValue) and touching it crashes"
    }

    private static let crash = "touching it crashes with an unrecognized selector"

    private static func article(_ attribute: Attribute) -> String {
        attribute.type.rawValue.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }

    /// An object-typed attribute: fits when `base` is one of `names`.
    private static func object(
        _ base: String, _ names: Set<String>, _ attribute: Attribute, _ scalar: Scalar?, _ wrong: (String, Diagnostic.Severity) -> TypeVerdict
    ) -> TypeVerdict {
        scalar == nil && names.contains(base) ? .fits : wrong(objectReason(attribute), .error)
    }

    private static func objectReason(_ attribute: Attribute) -> String {
        "Core Data gives \(expectedType(of: attribute, scalar: false)) values"
    }

    /// What Xcode declares for `attribute`: its scalar where the declaration is a scalar and the
    /// attribute has one, else its object type.
    static func expectedType(of attribute: Attribute, scalar: Bool) -> String {
        if scalar, let name = attribute.type.scalarTypeName { return name }
        switch attribute.type {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "String"
        case .date: return "Date"
        case .binary: return "Data"
        case .uuid: return "UUID"
        case .uri: return "URL"
        case .objectID: return "NSManagedObjectID"
        case .composite: return "[String: Any]"
        case .transformable, .undefined: return attribute.customClassName.map { DeclaredType($0).base } ?? "NSObject"
        }
    }

    /// The Foundation class a type stands for (`[String]` → `NSArray`, `String` → `NSString`).
    private static func family(_ base: String) -> String {
        if base.hasPrefix("[") { return base.contains(":") ? "NSDictionary" : "NSArray" }
        if base.hasPrefix("Set<") { return "NSSet" }
        if base.hasPrefix("NSMutable") { return "NS" + base.dropFirst(9) }
        return bridged[base] ?? base
    }

    // MARK: Relationships

    /// The verdict on `type` for `relationship`; `destinations` are the Swift names its objects
    /// are (the destination's class, its ancestors' and the app's classes between them and
    /// `NSManagedObject`), `destinationClass` the one Xcode writes.
    static func verdict(_ type: DeclaredType, for relationship: Relationship, objects: RelationshipObjects) -> TypeVerdict {
        let base = type.base
        let destinationClass = objects.destinationClass
        guard relationship.isToMany else {
            let expected = destinationClass + "?"
            if type.isCollection { return .mismatch(reason: "a to-one relationship is one object, not a collection", expected: expected, severity: .error) }
            return objects.verdict(on: base, expected: expected)
        }
        let set = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
        let expected = set + "?"
        let gives = "Core Data gives an \(set) and the first access crashes"
        if relationship.isOrdered {
            if ["NSOrderedSet", "NSMutableOrderedSet"].contains(base) || anyObject.contains(base) { return .fits }
            if ["NSSet", "NSMutableSet"].contains(base) || type.setElement != nil {
                return .mismatch(reason: "the relationship is ordered: \(gives)", expected: expected, severity: .error)
            }
        } else {
            if ["NSSet", "NSMutableSet"].contains(base) || anyObject.contains(base) { return .fits }
            if let element = type.setElement { return objects.verdict(on: element, expected: expected) }
            if ["NSOrderedSet", "NSMutableOrderedSet"].contains(base) {
                return .mismatch(reason: "the relationship is not ordered: \(gives)", expected: expected, severity: .error)
            }
        }
        if type.isCollection { return .mismatch(reason: gives, expected: expected, severity: .error) }
        return .mismatch(reason: "a to-many relationship is a set of objects, not one", expected: expected, severity: .error)
    }
}

/// What the objects of a relationship's destination are, for the declared class of a to-one or
/// of a set's elements.
struct RelationshipObjects {
    /// The class Xcode writes.
    var destinationClass: String
    /// The Swift names every object of the destination is: its class and its ancestors', the
    /// sources' classes of those, the app's classes between them and `NSManagedObject`.
    var names: Set<String>
    /// The Swift names of the destination's descendants' classes: some objects are one of them.
    var narrower: Set<String>
    /// Whether a name is resolved (`CoreDataTypeRules.foundationTypes`, the sources' and the model's classes).
    var isKnown: (String) -> Bool

    func verdict(on name: String, expected: String) -> TypeVerdict {
        if names.contains(name) || CoreDataTypeRules.anyObject.contains(name) || ["NSManagedObject", "AnyHashable"].contains(name) { return .fits }
        if narrower.contains(name) {
            return .mismatch(
                reason: "\(name) is a sub-entity's class: the objects of other entities under \(destinationClass) are not one", expected: expected,
                severity: .warning)
        }
        guard isKnown(name) else { return .fits }   // not resolved
        return .mismatch(reason: "Core Data gives \(destinationClass) objects", expected: expected, severity: .error)
    }
}
