import CDGenCore
import CDGenSourceCheck
import Testing

/// `lint --sources` for Core Data on snippets: model lines (from line 3 of `M.xml`) and one Swift
/// file `A.swift` in, the exact findings out. One test per id, then the patterns apps write on
/// purpose, which give nothing.
@Suite struct CoreDataSourceCheckTests {
    /// Entity A (Manual/None, class A) with `properties`, one a line from line 4, and entity B.
    static func model(_ properties: [String], entityA: String = #"<entity name="A" representedClassName="A">"#) -> [String] {
        [entityA] + properties + ["</entity>", #"<entity name="B" representedClassName="B"/>"#]
    }

    /// `body` inside `@objc(A) class A: NSManagedObject`, with `@objc(B) class B: NSManagedObject {}` after it.
    static func classA(_ body: String) -> String {
        "import CoreData\n\n@objc(A)\nclass A: NSManagedObject {\n\(body)\n}\n\n@objc(B)\nclass B: NSManagedObject {}\n"
    }

    static let integer64 = #"<attribute name="n" attributeType="Integer 64" usesScalarValueType="YES"/>"#
    static let optionalString = #"<attribute name="s" optional="YES" attributeType="String"/>"#
    static let toManyB = #"<relationship name="bs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="B"/>"#
    static let orderedB = #"<relationship name="os" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B"/>"#
    static let toOneB = #"<relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>"#

    // MARK: Classes

    @Test func anEntityWhoseClassNoSourceDeclaresIsAnErrorAtTheEntity() throws {
        let found = try SourceCheckSnippet.printed(Self.model([]), "@objc(B) class B: NSManagedObject {}")
        #expect(
            found == [
                "M.xml:3:1: error: entity 'A' has the class 'A', which no source declares; Core Data makes its objects plain NSManagedObject and every cast to A fails [source-class-missing]"
            ])
        // Class Definition: the build writes the class, so the sources need not.
        let generated = try SourceCheckSnippet.printed(
            Self.model([], entityA: #"<entity name="A" representedClassName="A" codeGenerationType="class">"#), "@objc(B) class B: NSManagedObject {}")
        #expect(generated.isEmpty)
    }

    @Test func aClassWithAnotherObjCNameOrNoneIsAnError() throws {
        let other = try SourceCheckSnippet.printed(Self.model([]), "@objc(AObject) class A: NSManagedObject {}\n@objc(B) class B: NSManagedObject {}")
        #expect(
            other == [
                "A.swift:1:1: error: class 'A' is @objc(AObject), but entity 'A' (model line 3) names the class 'A'; Core Data cannot find it and makes plain NSManagedObject objects [source-objc-name]"
            ])
        let none = try SourceCheckSnippet.printed(Self.model([]), "class A: NSManagedObject {}\n@objc(B) class B: NSManagedObject {}")
        #expect(none.count == 1 && none[0].hasPrefix("A.swift:1:1: error: class 'A' has no @objc(A), but entity 'A'"))
        // A module-qualified class name needs no @objc; an @objc(A) class of another Swift name is A's.
        #expect(
            try SourceCheckSnippet.printed(
                Self.model([], entityA: #"<entity name="A" representedClassName=".A">"#), "class A: NSManagedObject {}\n@objc(B) class B: NSManagedObject {}"
            ).isEmpty)
        #expect(try SourceCheckSnippet.printed(Self.model([]), "@objc(A) final class AMO: NSManagedObject {}\n@objc(B) class B: NSManagedObject {}").isEmpty)
    }

    // MARK: Properties

    @Test func anNSManagedPropertyTheEntityLacksIsAnError() throws {
        let found = try SourceCheckSnippet.printed(Self.model([]), Self.classA("    @NSManaged var x: String?"))
        #expect(
            found == [
                "A.swift:5:5: error: 'x' is @NSManaged in class 'A', but entity 'A' (model line 3) has no property 'x'; touching it crashes with an unrecognized selector [source-unknown-property]"
            ])
    }

    @Test func primitiveAccessorsRenamesComputedPropertiesAndMethodsAreAccepted() throws {
        let swift = Self.classA(
            """
                @NSManaged var s: String?
                @NSManaged var primitiveS: String?
                @objc(n) @NSManaged var count: Int64
                var display: String { s ?? "" }
                static let entityName = "A"
                func touch() {}
                @objc func describe() -> String { "" }
            """)
        #expect(try SourceCheckSnippet.printed(Self.model([Self.optionalString, Self.integer64]), swift).isEmpty)
    }

    @Test func propertiesOfTheParentEntityAndOfTheAppsBaseClassesAreChecked() throws {
        let model = [
            #"<entity name="P" representedClassName="P" isAbstract="YES">"#, #"<attribute name="created" optional="YES" attributeType="Date"/>"#, "</entity>",
            #"<entity name="A" representedClassName="A" parentEntity="P"/>"#, #"<entity name="B" representedClassName="B"/>"#,
        ]
        let swift = """
            class Base: NSManagedObject {
                @NSManaged var created: Date?
            }
            @objc(P) class P: Base {}
            @objc(A) class A: P {}
            @objc(B) class B: Base {}
            """
        // B descends from Base too, and entity B has no `created`.
        #expect(
            try SourceCheckSnippet.printed(model, swift) == [
                "A.swift:2:5: error: 'created' is @NSManaged in class 'Base', but entity 'B' (model line 7) has no property 'created'; touching it crashes with an unrecognized selector [source-unknown-property]"
            ])
    }

    // MARK: Types

    /// `type` declared for the property of `property` (one model line), and what it gives.
    static func typeFindings(_ property: String, _ name: String, _ type: String) throws -> [String] {
        try SourceCheckSnippet.printed(Self.model([property]), Self.classA("    @NSManaged var \(name): \(type)"))
    }

    @Test(arguments: [
        (
            integer64, "n", "Int32",
            "error: 'n' is declared Int32, but attribute 'n' of entity 'A' is Integer 64 (model line 4): Int32 truncates its values; Xcode declares Int64"
        ),
        (
            integer64, "n", "UInt64",
            "warning: 'n' is declared UInt64, but attribute 'n' of entity 'A' is Integer 64 (model line 4): UInt64 is unsigned, so negative values wrap; Xcode declares Int64"
        ),
        (
            integer64, "n", "String?",
            "error: 'n' is declared String?, but attribute 'n' of entity 'A' is Integer 64 (model line 4): Core Data gives NSNumber values; Xcode declares NSNumber"
        ),
        (
            #"<attribute name="d" optional="YES" attributeType="Date"/>"#, "d", "Foundation.Data?",
            "error: 'd' is declared Foundation.Data?, but attribute 'd' of entity 'A' is Date (model line 4): Core Data gives Date values; Xcode declares Date"
        ),
        (
            #"<attribute name="f" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>"#, "f", "Float",
            "error: 'f' is declared Float, but attribute 'f' of entity 'A' is Double (model line 4): Float rounds its values; Xcode declares Double"
        ),
        (
            toOneB, "b", "NSSet?",
            "error: 'b' is declared NSSet?, but relationship 'b' of entity 'A' is a to-one to B (model line 4): a to-one relationship is one object, not a collection; Xcode declares B?"
        ),
        (
            toOneB, "b", "A?",
            "error: 'b' is declared A?, but relationship 'b' of entity 'A' is a to-one to B (model line 4): Core Data gives B objects; Xcode declares B?"
        ),
        (
            toManyB, "bs", "NSOrderedSet",
            "error: 'bs' is declared NSOrderedSet, but relationship 'bs' of entity 'A' is a to-many to B (model line 4): the relationship is not ordered: Core Data gives an NSSet and the first access crashes; Xcode declares NSSet?"
        ),
        (
            toManyB, "bs", "[B]",
            "error: 'bs' is declared [B], but relationship 'bs' of entity 'A' is a to-many to B (model line 4): Core Data gives an NSSet and the first access crashes; Xcode declares NSSet?"
        ),
        (
            toManyB, "bs", "Set<A>",
            "error: 'bs' is declared Set<A>, but relationship 'bs' of entity 'A' is a to-many to B (model line 4): Core Data gives B objects; Xcode declares NSSet?"
        ),
        (
            orderedB, "os", "Set<B>",
            "error: 'os' is declared Set<B>, but relationship 'os' of entity 'A' is an ordered to-many to B (model line 4): the relationship is ordered: Core Data gives an NSOrderedSet and the first access crashes; Xcode declares NSOrderedSet?"
        ),
        (
            orderedB, "os", "B?",
            "error: 'os' is declared B?, but relationship 'os' of entity 'A' is an ordered to-many to B (model line 4): a to-many relationship is a set of objects, not one; Xcode declares NSOrderedSet?"
        ),
        (
            #"<attribute name="t" optional="YES" attributeType="Transformable" customClassName="NSArray"/>"#, "t", "[String: Int]?",
            "warning: 't' is declared [String:Int]?, but attribute 't' of entity 'A' is Transformable (model line 4): the model's class for it is NSArray; Xcode declares NSArray"
        ),
        // Scalars exactly: Core Data refuses another encoding than the attribute's at run time.
        (
            #"<attribute name="i" attributeType="Integer 16" defaultValueString="0"/>"#, "i", "Int32",
            "error: 'i' is declared Int32, but attribute 'i' of entity 'A' is Integer 16 (model line 4): Core Data builds a scalar's accessors from its declared type and refuses Int32 for an Integer 16 (\"Dynamically generated accessors do not support implicit type coercion\"); touching it crashes with an unrecognized selector; Xcode declares Int16"
        ),
        (
            #"<attribute name="i" attributeType="Integer 16" defaultValueString="0"/>"#, "i", "Int",
            "error: 'i' is declared Int, but attribute 'i' of entity 'A' is Integer 16 (model line 4): Core Data builds a scalar's accessors from its declared type and refuses Int for an Integer 16 (\"Dynamically generated accessors do not support implicit type coercion\"); touching it crashes with an unrecognized selector; Xcode declares Int16"
        ),
        (
            #"<attribute name="i" attributeType="Integer 32" defaultValueString="0"/>"#, "i", "Int64",
            "error: 'i' is declared Int64, but attribute 'i' of entity 'A' is Integer 32 (model line 4): Core Data builds a scalar's accessors from its declared type and refuses Int64 for an Integer 32 (\"Dynamically generated accessors do not support implicit type coercion\"); touching it crashes with an unrecognized selector; Xcode declares Int32"
        ),
        (
            integer64, "n", "Int",
            "warning: 'n' is declared Int, but attribute 'n' of entity 'A' is Integer 64 (model line 4): Int is 32 bits on watchOS, where Core Data refuses it for an Integer 64 and touching it crashes; Xcode declares Int64"
        ),
        (
            #"<attribute name="f" attributeType="Float" defaultValueString="0"/>"#, "f", "Double",
            "error: 'f' is declared Double, but attribute 'f' of entity 'A' is Float (model line 4): Core Data builds a scalar's accessors from its declared type and refuses Double for a Float (\"Dynamically generated accessors do not support implicit type coercion\"); touching it crashes with an unrecognized selector; Xcode declares Float"
        ),
        (
            #"<attribute name="f" attributeType="Double" defaultValueString="0"/>"#, "f", "CGFloat",
            "warning: 'f' is declared CGFloat, but attribute 'f' of entity 'A' is Double (model line 4): CGFloat is 32 bits on watchOS, where Core Data refuses it for a Double and touching it crashes; Xcode declares Double"
        ),
        (
            #"<attribute name="m" optional="YES" attributeType="Decimal"/>"#, "m", "Decimal?",
            "error: 'm' is declared Decimal?, but attribute 'm' of entity 'A' is Decimal (model line 4): Decimal is a structure where Core Data gives NSDecimalNumber objects; touching it crashes with an unrecognized selector; Xcode declares NSDecimalNumber"
        ),
    ])
    func aTypeCoreDataCannotGiveIsFound(_ property: String, _ name: String, _ type: String, _ expected: String) throws {
        #expect(try Self.typeFindings(property, name, type) == ["A.swift:5:5: \(expected) [source-type-mismatch]"])
    }

    @Test(arguments: [
        (integer64, "n", "NSNumber?"), (integer64, "n", "Swift.Int64"),
        (#"<attribute name="i" attributeType="Integer 16" defaultValueString="0"/>"#, "i", "Int16"),
        (#"<attribute name="f" attributeType="Float" defaultValueString="0"/>"#, "f", "Float"),
        (#"<attribute name="d" optional="YES" attributeType="Date"/>"#, "d", "NSDate?"),
        (#"<attribute name="d" attributeType="Date" usesScalarValueType="YES"/>"#, "d", "TimeInterval"),
        (#"<attribute name="u" optional="YES" attributeType="URI"/>"#, "u", "NSURL?"),
        (#"<attribute name="m" optional="YES" attributeType="Decimal"/>"#, "m", "NSDecimalNumber?"),
        (#"<attribute name="t" optional="YES" attributeType="Transformable" customClassName="NSArray"/>"#, "t", "[String]?"),
        (#"<attribute name="t" optional="YES" attributeType="Transformable"/>"#, "t", "UIColor?"),
        (optionalString, "s", "ObjCTypedString?"),   // not resolved: declared in another module
        (toOneB, "b", "B?"), (toOneB, "b", "NSManagedObject?"), (toOneB, "b", "B!"),
        (toManyB, "bs", "NSSet"), (toManyB, "bs", "Swift.Set<B>"), (orderedB, "os", "NSOrderedSet?"),
    ])
    func typesCoreDataCanGiveAreAccepted(_ property: String, _ name: String, _ type: String) throws {
        #expect(try Self.typeFindings(property, name, type) == [])
    }

    @Test func anObjCEnumBackedByAnIntegerAttributeAndTypeAliasesAreResolved() throws {
        let model = Self.model([#"<attribute name="kind" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>"#, Self.optionalString])
        let swift = "typealias Name = String\n@objc enum Kind: Int16 { case a }\n" + Self.classA("    @NSManaged var kind: Kind\n    @NSManaged var s: Name?")
        #expect(try SourceCheckSnippet.printed(model, swift).isEmpty)
        let narrow = "@objc enum Kind: Int8 { case a }\n" + Self.classA("    @NSManaged var kind: Kind")
        #expect(try SourceCheckSnippet.printed(model, narrow).first?.contains("Kind truncates its values") == true)
        let aliased = "typealias Name = Date\n" + Self.classA("    @NSManaged var s: Name?")
        #expect(try SourceCheckSnippet.printed(model, aliased).first?.contains("'s' is declared Name?, but attribute 's' of entity 'A' is String") == true)
    }

    @Test func aSubEntitysClassForARelationshipIsAWarning() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#, Self.toOneB, "</entity>", #"<entity name="B" representedClassName="B"/>"#,
            #"<entity name="C" representedClassName="C" parentEntity="B"/>"#,
        ]
        let swift = Self.classA("    @NSManaged var b: C?") + "@objc(C) class C: B {}\n"
        #expect(
            try SourceCheckSnippet.printed(model, swift) == [
                "A.swift:5:5: warning: 'b' is declared C?, but relationship 'b' of entity 'A' is a to-one to B (model line 4): C is a sub-entity's class: the objects of other entities under B are not one; Xcode declares B? [source-type-mismatch]"
            ])
    }

    @Test func theSourcesClassNameIsTheOneAFixWritesAndANarrowedTypeMayAlsoBeNonOptional() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#, Self.toOneB, "</entity>", #"<entity name="B" representedClassName="B"/>"#,
            #"<entity name="C" representedClassName="C" parentEntity="B"/>"#,
        ]
        let swift =
            "@objc(A) class A: NSManagedObject {\n    @NSManaged var b: [BObject]\n    @NSManaged var c: C\n}\n@objc(B) class BObject: NSManagedObject {}\n@objc(C) class C: BObject {}\n"
        let findings = SourceCheckSnippet.findings(try SourceCheckSnippet.model(model), ["A.swift": swift])
        guard case .replaceType(_, _, let text)? = findings.first?.fix else {
            Issue.record("no fix: \(findings.map(\.diagnostic))")
            return
        }
        #expect(text == "BObject?")
        let narrowed = try SourceCheckSnippet.printed(model, swift.replacingOccurrences(of: "var b: [BObject]", with: "var b: C"))
        #expect(
            narrowed.map { String($0.suffix(from: $0.lastIndex(of: "[")!)) } == [
                "[source-type-mismatch]", "[source-non-optional]", "[source-unknown-property]",
            ])
    }

    @Test func aNonOptionalObjectTypeForAnAttributeThatMayBeNilIsAWarning() throws {
        #expect(
            try Self.typeFindings(Self.optionalString, "s", "String") == [
                "A.swift:5:5: warning: 's' is declared String, but attribute 's' of entity 'A' is optional without a default (model line 4): reading it while nil crashes; declare String? [source-non-optional]"
            ])
        #expect(try Self.typeFindings(Self.toOneB, "b", "B").first?.contains("relationship 'b' of entity 'A' is an optional to-one (model line 4)") == true)
        // A default value, a scalar (nil reads as zero) and a required attribute give nothing.
        #expect(try Self.typeFindings(#"<attribute name="s" optional="YES" attributeType="String" defaultValueString="x"/>"#, "s", "String").isEmpty)
        #expect(try Self.typeFindings(#"<attribute name="n" optional="YES" attributeType="Integer 32"/>"#, "n", "Int32").isEmpty)
        #expect(try Self.typeFindings(#"<attribute name="s" attributeType="String"/>"#, "s", "String").isEmpty)
    }

    // MARK: Accessors

    @Test(arguments: [
        (
            "@objc(addCsObject:)", "func addToCs(_ value: B)",
            "@objc(addCsObject:) names the to-many relationship 'cs', which entity 'A' (model line 3) does not have"
        ),
        (
            "@objc(insertObject:inBsAtIndex:)", "func insertIntoBs(_ value: B, at idx: Int)",
            "@objc(insertObject:inBsAtIndex:) names 'bs' as an ordered relationship, but it is unordered in entity 'A' (model line 3)"
        ),
        (
            "@objc(addBObject:)", "func addToB(_ value: B)",
            "@objc(addBObject:) names 'b' as a to-many relationship, but it is a to-one relationship of entity 'A' (model line 3)"
        ),
        (
            "", "func addBsObject(value: B)",
            "'addBsObject' is @NSManaged without @objc(…), so its selector is addBsObjectWithValue:, which no property of entity 'A' (model line 3) has"
        ),
    ])
    func anAccessorNamingNoToManyRelationshipIsAnError(_ objc: String, _ method: String, _ expected: String) throws {
        let declaration = "    " + (objc.isEmpty ? "" : objc + " ") + "@NSManaged " + method
        let found = try SourceCheckSnippet.printed(
            Self.model([Self.toManyB, Self.toOneB]), Self.classA(declaration + "\n    @NSManaged var bs: NSSet?\n    @NSManaged var b: B?"))
        #expect(found == ["A.swift:5:5: error: \(expected); calling it crashes with an unrecognized selector [source-unknown-accessor]"])
    }

    @Test func aSetAccessorTakingTheOtherKindOfSetIsAMismatch() throws {
        let swift = Self.classA(
            "    @NSManaged var os: NSOrderedSet?\n    @objc(addOs:) @NSManaged func addToOs(_ values: Set<B>)\n    @objc(addOs:) @NSManaged func addAll(_ values: NSOrderedSet)"
        )
        #expect(
            try SourceCheckSnippet.printed(Self.model([Self.orderedB]), swift) == [
                "A.swift:6:5: error: @objc(addOs:) takes Set<B>, but relationship 'os' of entity 'A' is an ordered to-many to B (model line 4): Core Data's accessor takes an NSOrderedSet; Xcode declares NSOrderedSet [source-type-mismatch]"
            ])
    }

    @Test func aClassOfTheEntitysNameThatIsNoManagedObjectIsNotItsClass() throws {
        let found = try SourceCheckSnippet.printed(Self.model([]), "final class A: ObservableObject {}\n@objc(B) class B: NSManagedObject {}")
        #expect(found.count == 1 && found[0].hasSuffix("[source-class-missing]"), "\(found)")
        // Of a base class of another module, it may be: found, and its @objc name checked only when known to be managed.
        #expect(try SourceCheckSnippet.printed(Self.model([]), "class A: KitManagedObject {}\n@objc(B) class B: NSManagedObject {}").isEmpty)
    }

    @Test func entitiesThatShareAClassShareItsMembers() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#, Self.optionalString, "</entity>",
            #"<entity name="A2" representedClassName="A">"#, #"<attribute name="t" optional="YES" attributeType="String"/>"#, "</entity>",
            #"<entity name="B" representedClassName="B"/>"#,
        ]
        #expect(try SourceCheckSnippet.printed(model, Self.classA("    @NSManaged var s: String?\n    @NSManaged var t: String?")).isEmpty)
    }

    @Test func everyAccessorXcodeWritesIsAccepted() throws {
        let accessors = """
                @NSManaged var bs: NSSet?
                @NSManaged var os: NSOrderedSet?
                @objc(addBsObject:) @NSManaged func addToBs(_ value: B)
                @objc(removeBs:) @NSManaged func removeFromBs(_ values: NSSet)
                @NSManaged func addBsObject(_ value: B)
                @objc(insertObject:inOsAtIndex:) @NSManaged func insertIntoOs(_ value: B, at idx: Int)
                @objc(replaceOsAtIndexes:withOs:) @NSManaged func replaceOs(at indexes: NSIndexSet, with values: [B])
                @objc(removeOsObject:) @NSManaged func removeFromOs(_ value: B)
                @objc(addBsObject:) func addToBsByHand(_ value: B) { mutableSetValue(forKey: "bs").add(value) }
            """
        #expect(try SourceCheckSnippet.printed(Self.model([Self.toManyB, Self.orderedB]), Self.classA(accessors)).isEmpty)
    }

    // MARK: Coverage

    @Test func aPropertyNoSourceDeclaresIsANoteWhereItIsTheApps() throws {
        let found = try SourceCheckSnippet.printed(Self.model([Self.optionalString]), Self.classA(""))
        #expect(
            found == ["A.swift:3:1: note: entity 'A' has the attribute 's' (model line 4), which no source declares on class 'A' [source-undeclared-property]"])
        // Category/Extension: the build writes the properties.
        let category = #"<entity name="A" representedClassName="A" codeGenerationType="category">"#
        #expect(try SourceCheckSnippet.printed(Self.model([Self.optionalString], entityA: category), Self.classA("")).isEmpty)
    }

    // MARK: Fixes

    @Test func aMismatchedTypeAndMissingPropertiesComeWithTheirFix() throws {
        let swift = Self.classA("    @NSManaged var n: Int32") + "extension A {\n    @NSManaged var b: B?\n}\n"
        let findings = SourceCheckSnippet.findings(
            try SourceCheckSnippet.model(Self.model([Self.integer64, Self.optionalString, Self.toOneB])), ["A.swift": swift])
        let utf8 = Array(swift.utf8)
        guard case .replaceType(let file, let range, let text)? = findings.first?.fix else {
            Issue.record("no fix: \(findings.map(\.diagnostic))")
            return
        }
        #expect(file == "A.swift" && String(decoding: utf8[range], as: UTF8.self) == "Int32" && text == "Int64")
        guard case .addMembers(let className, let entity, let lines, let target, let offset, let beside)? = findings.last?.fix else {
            Issue.record("no fix: \(findings.map(\.diagnostic))")
            return
        }
        #expect(className == "A" && entity == "A" && lines == ["@NSManaged public var s: String?"] && target == "A.swift" && beside == "A.swift")
        #expect(offset.map { utf8[$0] } == UInt8(ascii: "}") && offset.map { $0 > swift.utf8.count - 4 } == true)   // the extension's brace
        #expect(findings.count == 2)
    }

    /// A class inherits the `@NSManaged` members of its Swift superclass, another entity's class:
    /// its own entity (a sibling in the model) must have them too.
    @Test func inheritedMembersAreCheckedAgainstTheClassesOwnEntity() throws {
        let model = [
            #"<entity name="A" representedClassName="A">"#, #"<attribute name="games" attributeType="Integer 64" usesScalarValueType="YES"/>"#, "</entity>",
            #"<entity name="B" representedClassName="B">"#, #"<attribute name="score" attributeType="Integer 64" usesScalarValueType="YES"/>"#, "</entity>",
        ]
        let swift = """
            @objc(A) class A: NSManagedObject {
                @NSManaged var games: Int64
            }
            @objc(B) class B: A {
                @NSManaged var score: Int64
            }
            """
        #expect(
            try SourceCheckSnippet.printed(model, swift) == [
                "A.swift:2:5: error: 'games' is @NSManaged in class 'A', but entity 'B' (model line 6) has no property 'games'; touching it crashes with an unrecognized selector [source-unknown-property]"
            ])
    }

    /// `override var isDeleted` overrides NSManagedObject's `deleted` (`getter=isDeleted`) and keeps
    /// that Objective-C name: it declares the attribute `deleted`; without `override` it is `isDeleted`.
    @Test func anOverrideKeepsTheObjectiveCName() throws {
        let model = Self.model([#"<attribute name="deleted" attributeType="Boolean" usesScalarValueType="YES"/>"#])
        #expect(try SourceCheckSnippet.printed(model, Self.classA("    @NSManaged public override var isDeleted: Bool")) == [])
        let plain = try SourceCheckSnippet.printed(model, Self.classA("    @NSManaged public var isDeleted: Bool"))
        #expect(plain.contains { $0.contains("'isDeleted' is @NSManaged in class 'A'") }, "\(plain)")
    }

    /// In a mixed app an entity's class may be an Objective-C `@interface` in a header among the
    /// sources: it is the entity's class (its `@property` lines are not compared).
    @Test func anObjectiveCInterfaceIsTheEntitysClass() throws {
        let model = try SourceCheckSnippet.model(Self.model([Self.optionalString]))
        let header = "#import <CoreData/CoreData.h>\n\n@interface A : NSManagedObject\n@property (nullable, copy) NSString *s;\n@end\n"
        let swift = "@objc(B) class B: NSManagedObject {}\n"
        #expect(SourceCheckSnippet.findings(model, ["A.h": header, "B.swift": swift]).map(\.diagnostic.description) == [])
        let missing = SourceCheckSnippet.findings(model, ["B.swift": swift]).map(\.diagnostic.description)
        #expect(missing.count == 1 && missing[0].contains("entity 'A' has the class 'A', which no source declares"), "\(missing)")
    }
}
