import Foundation
import CDGenCore

/// Models built to break code generators: names that are Swift keywords, standard types,
/// non-ASCII text, class names that differ from entity names, deep and abstract inheritance,
/// relationships whose accessor names collide. Each is a separate model so that one failure
/// cannot hide another.
///
/// Only names Xcode's model editor and Core Data accept are used. Left out, because Core Data
/// rejects a property named like a no-argument method of NSObject or NSManagedObject (so they are
/// lint's business, not the generator's): `class`, `self`, `init`, `copy`, `description`, `hash`,
/// `superclass`, `entity`, `objectID`, `isDeleted`, `managedObjectContext`, … Also left out:
/// `hashValue` (Core Data allows it, but Swift rejects any redeclaration of `NSObject.hashValue`,
/// in Xcode's output as in cdgen's), property names starting with a capital letter except where a
/// landmine is about exactly that, and Transformable custom classes that are Swift structs without
/// an Objective-C bridge (`UIEdgeInsets`, `CLLocationCoordinate2D`) or unavailable in Swift
/// (`CKRecordID`): Xcode writes them verbatim too and no generator can make them compile.
enum Landmines {
    struct Landmine: Sendable, CustomStringConvertible {
        var name: String
        var xml: String
        /// The lint id of the error cdgen must refuse this model with, for models no generator
        /// can turn into working Swift; nil for models cdgen must generate.
        var refusedWith: String? = nil
        /// The entity or property named in the refusal (its location is checked).
        var refusedAt: String? = nil
        /// Swift source of the app's own types the model names (`cdgen.type` enums).
        var appTypes: String? = nil
        var description: String { name }

        /// The harness input for this landmine: the Xcode matrix and the recommended options.
        var input: ModelInput {
            let xml = xml, name = name
            var input = ModelInput(
                id: "landmine/\(name)",
                load: {
                    try ModelParser.parseXML(Array(xml.utf8), path: "landmine-\(name).xml", modelName: modelName(for: name)).model
                }, appTypes: appTypes)
            input.configs += GenerationConfig.styleMatrix
            return input
        }
    }

    /// The model name (it names `<Model>+CoreDataModel.swift` and its typealiases).
    static func modelName(for landmine: String) -> String {
        switch landmine {
        case "non-ascii": "Ñandú Modelo"
        case "keywords": "protocol"
        default: "Landmine"
        }
    }

    /// The landmines cdgen must generate working code for.
    static let all: [Landmine] =
        [keywords, keywordEntity("Type"), classless] + ["Error", "Result", "Set", "Array", "Dictionary", "Optional"].map(shadowing)
        + [nonASCII, classNames, inheritance, members, identifiable, frameworks, userTypes, validationRules]

    /// The landmines no generator can turn into working Swift: cdgen must refuse them with a
    /// located error (Xcode writes code that does not compile, or compiles and is wrong).
    static let refused: [Landmine] =
        [keywordEntity("Self"), keywordEntity("Any")].map { refusal($0, "invalid-class-name", at: "entity") }
        + ["String", "Date", "Data", "URL", "UUID", "Identifiable", "NSSet", "NSNumber"].map { refusal(shadowing($0), "invalid-class-name", at: "entity") }
        + [
            refusal(caseCollision, "accessor-selector-collision", at: "relationship"),
            refusal(primitiveAccessorClash, "accessor-selector-collision", at: "attribute"),
        ]

    private static func refusal(_ landmine: Landmine, _ id: String, at element: String) -> Landmine {
        var landmine = landmine
        landmine.refusedWith = id
        landmine.refusedAt = element
        return landmine
    }

    // MARK: - The landmines

    /// Properties and relationships named after Swift keywords (escaped) and contextual keywords (not).
    static let keywords = Landmine(
        name: "keywords",
        xml: model([
            entity(
                "Keywords",
                properties: [
                    attribute("protocol", "String"), attribute("repeat", "Integer 16", scalar: false),
                    attribute("extension", "String"), attribute("public", "Boolean", scalar: true),
                    attribute("default", "Date"), attribute("internal", "Double", scalar: true),
                    attribute("static", "Binary"), attribute("let", "UUID"), attribute("var", "URI"),
                    attribute("func", "Decimal"), attribute("import", "Transformable"),
                    attribute("operator", "Integer 64", scalar: true), attribute("return", "String"),
                    attribute("where", "String"), attribute("try", "Double", scalar: true),
                    attribute("throw", "Float", scalar: true), attribute("in", "Integer 32", scalar: true),
                    attribute("is", "Boolean", scalar: false), attribute("as", "String"), attribute("nil", "String"),
                    attribute("true", "Boolean", scalar: true), attribute("inout", "String"), attribute("case", "String"),
                    attribute("enum", "String"), attribute("struct", "String"), attribute("typealias", "String"),
                    attribute("subscript", "String"), attribute("deinit", "String"), attribute("fileprivate", "String"),
                    attribute("private", "String"), attribute("open", "String"), attribute("nonisolated", "Boolean", scalar: true),
                    attribute("await", "String"), attribute("rethrows", "String"), attribute("throws", "String"),
                    attribute("super", "String"), attribute("precedencegroup", "String"), attribute("borrowing", "String"),
                    attribute("consuming", "String"), attribute("fallthrough", "String"), attribute("defer", "String"),
                    attribute("do", "String"), attribute("else", "String"), attribute("catch", "String"),
                    attribute("break", "String"), attribute("continue", "String"), attribute("while", "String"),
                    attribute("if", "String"),
                    // Contextual keywords: plain identifiers where a property name goes.
                    attribute("async", "Date"), attribute("actor", "String"), attribute("some", "String"),
                    attribute("any", "String"), attribute("get", "String"), attribute("set", "String"),
                    attribute("willSet", "String"), attribute("didSet", "String"), attribute("override", "String"),
                    attribute("mutating", "Boolean", scalar: true), attribute("lazy", "String"), attribute("weak", "String"),
                    attribute("unowned", "String"), attribute("final", "String"), attribute("required", "String"),
                    attribute("convenience", "String"), attribute("dynamic", "String"), attribute("optional", "String"),
                    attribute("indirect", "String"), attribute("package", "String"), attribute("consume", "String"),
                    attribute("each", "String"), attribute("macro", "String"), attribute("isolated", "String"),
                    attribute("sending", "String"), attribute("then", "String"), attribute("discard", "String"),
                    // Relationships named after keywords: the property is escaped, the accessors
                    // (addToFor, insertIntoSwitch, …) need no escaping.
                    relationship("for", to: "Keywords", toMany: true),
                    relationship("switch", to: "Keywords", toMany: true, ordered: true),
                    relationship("guard", to: "Keywords"),
                    relationship("associatedtype", to: "Keywords", toMany: true),
                    relationship("extensions", to: "Keywords", toMany: true),
                ])
        ]))

    /// An entity (and class) named after a keyword that can start with a capital letter, with a
    /// sub-entity and relationships to it (so the name appears as superclass, generic argument,
    /// property type and accessor parameter type).
    static func keywordEntity(_ name: String) -> Landmine {
        Landmine(
            name: "entity-\(name)",
            xml: model([
                entity(
                    name,
                    properties: [
                        attribute("name", "String"),
                        relationship("children", to: name, toMany: true),
                        relationship("ordered", to: name, toMany: true, ordered: true),
                        relationship("parent", to: name),
                    ]),
                entity("Sub\(name)", parent: name, properties: [attribute("extra", "String")]),
                entity(
                    "Holder",
                    properties: [
                        relationship("item", to: name), relationship("items", to: name, toMany: true),
                        relationship("orderedItems", to: name, toMany: true, ordered: true),
                    ]),
            ]))
    }

    /// Entities without a class of their own (no `representedClassName`, and `NSManagedObject`):
    /// no files for them; relationships, accessors, typed collections and key paths that point to
    /// them use `NSManagedObject`; a sub-entity with a class inherits from `NSManagedObject` and
    /// gets no key paths for the properties it inherits from them.
    static let classless = Landmine(
        name: "classless",
        xml: model([
            entity("Genre", className: .none, properties: [attribute("title", "String"), attribute("tint", "Transformable", customClass: "UIColor")]),
            entity("Legacy", className: "NSManagedObject", properties: [attribute("note", "String")]),
            entity("Rock", parent: "Genre", properties: [attribute("loudness", "Integer 16", scalar: true)]),
            entity(
                "Song",
                properties: [
                    relationship("genre", to: "Genre"), relationship("legacies", to: "Legacy", toMany: true),
                    relationship("orderedGenres", to: "Genre", toMany: true, ordered: true),
                ]),
        ]))

    /// An entity whose class has the name of a standard or Foundation type that generated code
    /// uses (or might use), beside an entity with a property of every attribute type.
    static func shadowing(_ name: String) -> Landmine {
        Landmine(
            name: "shadowing-\(name)",
            xml: model([
                entity(
                    name,
                    properties: [
                        attribute("value", "String"),
                        relationship("holders", to: "Holder", toMany: true),
                    ]),
                entity(
                    "Holder",
                    properties: [
                        attribute("text", "String"), attribute("date", "Date"), attribute("blob", "Binary"),
                        attribute("link", "URI"), attribute("uuid", "UUID"), attribute("number", "Integer 64", scalar: false),
                        attribute("amount", "Decimal"), attribute("object", "Transformable"),
                        attribute("interval", "Date", scalar: true), attribute("flag", "Boolean", scalar: true),
                        relationship("item", to: name), relationship("items", to: name, toMany: true),
                        relationship("ordered", to: name, toMany: true, ordered: true),
                    ]),
            ]))
    }

    /// Non-ASCII entity, class and property names, including relationships whose accessor stem
    /// starts with a non-ASCII letter (`ñandúes` → `addToÑandúes`).
    static let nonASCII = Landmine(
        name: "non-ascii",
        xml: model([
            entity(
                "Año",
                properties: [
                    attribute("año", "Integer 32", scalar: true), attribute("名前", "String"), attribute("значение", "Double", scalar: false),
                    attribute("größe", "Float", scalar: true), attribute("ñ", "Date"),
                    relationship("niños", to: "Niño", toMany: true),
                    relationship("ñandúes", to: "Niño", toMany: true, ordered: true),
                    relationship("名前たち", to: "Niño", toMany: true),
                    relationship("éclair", to: "Значение"),
                ]),
            entity("Niño", properties: [attribute("edad", "Integer 16", scalar: true), relationship("año", to: "Año")]),
            entity(
                "Значение", className: "Значение",
                properties: [
                    attribute("число", "Integer 64", scalar: true), relationship("годы", to: "Año", toMany: true),
                ]),
        ]))

    /// Class names that differ from entity names: `…MO` suffixes, module-qualified classes
    /// (`.Foo`, `App.Foo`), no class name at all, and two entities whose class names are swapped.
    static let classNames = Landmine(
        name: "class-names",
        xml: model([
            entity(
                "Person", className: "PersonMO",
                properties: [
                    attribute("name", "String"),
                    relationship("account", to: "Account"), relationship("invoices", to: "Invoice", toMany: true),
                    relationship("alphas", to: "Alpha", toMany: true, ordered: true),
                ]),
            entity(
                "Customer", className: "Shop.CustomerMO", parent: "Person",
                properties: [
                    attribute("number", "Integer 64", scalar: true), relationship("betas", to: "Beta", toMany: true),
                ]),
            entity(
                "Account", className: ".AccountEntity",
                properties: [
                    attribute("balance", "Decimal"), relationship("owner", to: "Person"),
                ]),
            entity(
                "Invoice", className: "App.InvoiceRecord",
                properties: [
                    attribute("total", "Double", scalar: true), relationship("person", to: "Person"),
                    relationship("plain", to: "Plain"),
                ]),
            entity(
                "Plain", className: nil,
                properties: [
                    attribute("note", "String"), relationship("invoices", to: "Invoice", toMany: true),
                ]),
            entity(
                "Alpha", className: "Beta",
                properties: [
                    attribute("a", "String"), relationship("other", to: "Beta"), relationship("person", to: "Person"),
                ]),
            entity(
                "Beta", className: "Alpha",
                properties: [
                    attribute("b", "String"), relationship("other", to: "Alpha"), relationship("customers", to: "Customer", toMany: true),
                ]),
        ]))

    /// A five-level chain under an abstract root with to-many relationships to parent entities,
    /// an abstract parent with siblings that share relationship names, and empty entities.
    static let inheritance = Landmine(
        name: "inheritance",
        xml: model([
            entity(
                "Root", abstract: true,
                properties: [
                    attribute("created", "Date"),
                    relationship("children", to: "Root", toMany: true), relationship("parent", to: "Root"),
                ]),
            entity("Level1", parent: "Root", properties: [attribute("level1", "String")]),
            entity("Level2", parent: "Level1", properties: [attribute("level2", "Integer 16", scalar: true)]),
            entity("Level3", parent: "Level2", abstract: true, properties: [relationship("siblings", to: "Level3", toMany: true, ordered: true)]),
            entity(
                "Level4", parent: "Level3",
                properties: [
                    attribute("level4", "Boolean", scalar: false),
                    relationship("ancestors", to: "Level1", toMany: true),
                    relationship("orderedAncestors", to: "Root", toMany: true, ordered: true),
                    relationship("root", to: "Root"),
                ]),
            entity("Level5", parent: "Level4", properties: []),
            entity("Shape", abstract: true, properties: [attribute("name", "String"), relationship("drawing", to: "Drawing")]),
            entity("Circle", parent: "Shape", properties: [attribute("radius", "Double", scalar: true), relationship("points", to: "Point", toMany: true)]),
            entity(
                "Square", parent: "Shape",
                properties: [attribute("side", "Double", scalar: true), relationship("points", to: "Point", toMany: true, ordered: true)]),
            entity(
                "Drawing", properties: [relationship("shapes", to: "Shape", toMany: true, ordered: true), relationship("circles", to: "Circle", toMany: true)]),
            entity("Point", properties: [attribute("x", "Double", scalar: true), attribute("y", "Double", scalar: true)]),
            entity("Empty", properties: []),
        ]))

    /// An unordered and an ordered to-many relationship whose names differ only in the case of
    /// the first letter: their accessor stems (`Items`) and selectors (`addItemsObject:`) collide.
    static let caseCollision = Landmine(
        name: "case-collision",
        xml: model([
            entity(
                "Box",
                properties: [
                    relationship("items", to: "Item", toMany: true),
                    relationship("Items", to: "Item", toMany: true, ordered: true),
                ]),
            entity("Item", properties: [attribute("name", "String")]),
        ]))

    /// Property names that are NSManagedObject or NSObject members with arguments, or class
    /// members: Core Data allows them, and Swift must too.
    static let members = Landmine(
        name: "members",
        xml: model([
            entity(
                "Member",
                properties: [
                    attribute("value", "String"), attribute("setValue", "String"),
                    attribute("willAccessValue", "Boolean", scalar: true), attribute("didChangeValue", "String"),
                    attribute("willChangeValue", "String"), attribute("validateValue", "String"), attribute("awake", "Boolean", scalar: true),
                    attribute("hasFault", "Boolean", scalar: true), attribute("fetchRequest", "String"), attribute("entityName", "String"),
                    attribute("context", "String"), attribute("insertInto", "String"), attribute("mutableSetValue", "String"),
                    attribute("committedValues", "String"), attribute("fetch", "String"), attribute("save", "Boolean", scalar: true),
                    relationship("objectIDs", to: "Member", toMany: true),
                ])
        ]))

    /// An attribute named like another attribute's primitive accessor (`primitiveValue` beside
    /// `value`): Core Data's dynamic accessors clash.
    static let primitiveAccessorClash = Landmine(
        name: "primitive-accessor-clash",
        xml: model([
            entity("Member", properties: [attribute("value", "String"), attribute("primitiveValue", "Integer 16", scalar: true)])
        ]))

    /// The `cdgen.` userInfo keys: enum attributes over String and integer raw values (optional,
    /// mandatory, `cdgen.rawType`), `cdgen.optional` both ways, per-entity switches, and a
    /// mandatory scalar under `--respect-optional`. The app declares the enums.
    static let userTypes = Landmine(
        name: "user-types",
        xml: model([
            entity(
                "Order",
                properties: [
                    attribute("status", "String", userInfo: ["cdgen.type": "OrderStatus"]),
                    attribute("priority", "Integer 16", scalar: true, optional: false, userInfo: ["cdgen.type": "Priority"]),
                    attribute("channel", "Integer 32", scalar: true, userInfo: ["cdgen.type": "Channel", "cdgen.rawType": "Int"]),
                    attribute("note", "String", userInfo: ["cdgen.optional": "NO"]),
                    attribute("placed", "Date", optional: false, userInfo: ["cdgen.optional": "YES"]),
                    attribute("total", "Double", scalar: true), attribute("count", "Integer 64", scalar: true, optional: false),
                    relationship("lines", to: "Line", toMany: true), relationship("steps", to: "Line", toMany: true, ordered: true),
                ]),
            entity(
                "Line", userInfo: ["cdgen.keys": "NO", "cdgen.typedCollections": "NO"],
                properties: [
                    attribute("quantity", "Integer 16", scalar: true), relationship("order", to: "Order"),
                    relationship("related", to: "Line", toMany: true),
                ]),
        ]),
        appTypes: """
            public enum OrderStatus: String, Sendable { case open, shipped }
            public enum Priority: Int16, Sendable { case low, high }
            public enum Channel: Int, Sendable { case web, store }
            """)

    /// Validation rules, which the model builder (`--model-builder`, in `styleMatrix`) writes as
    /// `NSPredicate(format:)` calls: string and binary lengths, integer, decimal and floating-point
    /// ranges, date ranges, and regular expressions (one `CVarArg` argument; `%`, quotes and
    /// backslashes in the pattern), beside a preserved, cloud-encrypted and a derived attribute
    /// (`NSExpression(format:)`, `make()`'s `@available`).
    static let validationRules = Landmine(
        name: "validation-rules",
        xml: model([
            entity(
                "Rule",
                properties: [
                    #"<attribute name="code" optional="NO" attributeType="String" minValueString="2" maxValueString="8" regularExpressionString="^[A-Z]{2}%\d&quot;$" defaultValueString="AB"/>"#,
                    #"<attribute name="email" optional="YES" attributeType="String" regularExpressionString="[^@]+@[^@]+"/>"#,
                    #"<attribute name="blob" optional="YES" attributeType="Binary" minValueString="1" maxValueString="1024"/>"#,
                    #"<attribute name="small" optional="YES" attributeType="Integer 16" minValueString="-5" maxValueString="5" usesScalarValueType="YES"/>"#,
                    #"<attribute name="big" optional="YES" attributeType="Integer 64" minValueString="0" maxValueString="9000000000" usesScalarValueType="YES"/>"#,
                    #"<attribute name="price" optional="YES" attributeType="Decimal" minValueString="0" maxValueString="100"/>"#,
                    #"<attribute name="ratio" optional="YES" attributeType="Double" minValueString="-1.5" maxValueString="1.5" usesScalarValueType="YES"/>"#,
                    #"<attribute name="weight" optional="YES" attributeType="Float" minValueString="0" usesScalarValueType="YES"/>"#,
                    #"<attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="978307200" usesScalarValueType="NO"/>"#,
                    #"<attribute name="kept" optional="YES" attributeType="String" preserveAfterDeletion="YES" allowsCloudEncryption="YES"/>"#,
                    #"<attribute name="codeLength" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="code.length" usesScalarValueType="YES"/>"#,
                ])
        ]))

    /// Root entities get `extension X : Identifiable {}` (Xcode 12+): `id` properties of every kind.
    static let identifiable = Landmine(
        name: "identifiable",
        xml: model([
            entity("IdUUID", properties: [attribute("id", "UUID")]),
            entity("IdString", properties: [attribute("id", "String")]),
            entity("IdInt", properties: [attribute("id", "Integer 64", scalar: true)]),
            entity("IdNumber", properties: [attribute("id", "Integer 64", scalar: false)]),
            entity("IdURL", properties: [attribute("id", "URI")]),
            entity("IdDictionary", properties: [attribute("id", "Transformable", customClass: "[String: Any]")]),
            entity("IdToOne", properties: [relationship("id", to: "IdUUID")]),
            entity("IdToMany", properties: [relationship("id", to: "IdUUID", toMany: true)]),
            entity("IdChild", parent: "IdUUID", properties: [attribute("extra", "String")]),
        ]))

    /// Transformable attributes of every class in cdgen's framework table, plain and qualified.
    static let frameworks = Landmine(
        name: "frameworks",
        xml: model([
            entity(
                "IOSThing",
                properties: [
                    "UIColor", "UIImage", "UIFont", "UIBezierPath", "UIView", "UIKit.UIColor", "[String: UIImage]",
                    "CLLocation", "CLPlacemark", "CLRegion", "CLCircularRegion", "CLBeacon", "CoreLocation.CLLocation", "[CLLocation]",
                    "MKPolyline", "MKPolygon", "MKMapItem", "MKPlacemark", "MKCircle", "MKRoute",
                    "CNContact", "CNPostalAddress", "CNPhoneNumber", "CGColor", "CGImage", "CGPath",
                    "PKDrawing", "PKStroke", "CKRecord", "CKShare", "CKAsset",
                    "EKEvent", "EKReminder", "EKCalendar", "PHAsset", "AVAsset", "AVURLAsset", "HKQuantity", "HKUnit",
                ].enumerated().map { attribute("value\($0.offset)", "Transformable", customClass: $0.element) }),
            entity(
                "MacThing",
                properties: ["NSColor", "NSImage", "NSFont", "NSBezierPath", "NSView", "AppKit.NSImage"]
                    .enumerated().map { attribute("value\($0.offset)", "Transformable", customClass: $0.element) }),
        ]))

    // MARK: - Building the XML

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func model(_ entities: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="23788" systemVersion="24A335" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities.joined(separator: "\n"))
        </model>
        """
    }

    /// `className: nil` writes no `representedClassName`; the default is the entity name.
    private static func entity(
        _ name: String, className: String?? = .some(nil), parent: String? = nil, abstract: Bool = false,
        userInfo: [String: String] = [:], properties: [String]
    ) -> String {
        var head = "    <entity name=\"\(escape(name))\""
        switch className {
        case .some(.some(let value)): head += " representedClassName=\"\(escape(value))\""
        case .some(.none): head += " representedClassName=\"\(escape(name))\""
        case .none: break
        }
        if let parent { head += " parentEntity=\"\(escape(parent))\"" }
        if abstract { head += " isAbstract=\"YES\"" }
        head += " syncable=\"YES\" codeGenerationType=\"class\">"
        return ([head] + properties.map { "        " + $0 } + userInfoLines(userInfo, indent: "        ") + ["    </entity>"])
            .joined(separator: "\n")
    }

    private static func attribute(
        _ name: String, _ type: String, scalar: Bool? = nil, customClass: String? = nil,
        optional: Bool = true, userInfo: [String: String] = [:]
    ) -> String {
        var text = "<attribute name=\"\(escape(name))\" optional=\"\(optional ? "YES" : "NO")\" attributeType=\"\(type)\""
        if let scalar { text += " usesScalarValueType=\"\(scalar ? "YES" : "NO")\"" }
        if let customClass { text += " customClassName=\"\(escape(customClass))\"" }
        guard !userInfo.isEmpty else { return text + "/>" }
        return ([text + ">"] + userInfoLines(userInfo, indent: "    ") + ["</attribute>"]).joined(separator: "\n        ")
    }

    /// A `<userInfo>` element with `entries` in key order (none when empty).
    private static func userInfoLines(_ entries: [String: String], indent: String) -> [String] {
        guard !entries.isEmpty else { return [] }
        return ["\(indent)<userInfo>"]
            + entries.sorted { $0.key < $1.key }.map {
                "\(indent)    <entry key=\"\(escape($0.key))\" value=\"\(escape($0.value))\"/>"
            } + ["\(indent)</userInfo>"]
    }

    private static func relationship(_ name: String, to destination: String, toMany: Bool = false, ordered: Bool = false) -> String {
        var text = "<relationship name=\"\(escape(name))\" optional=\"YES\""
        text += toMany ? " toMany=\"YES\"" : " maxCount=\"1\""
        if ordered { text += " ordered=\"YES\"" }
        return text + " deletionRule=\"Nullify\" destinationEntity=\"\(escape(destination))\"/>"
    }
}
