@testable import CDGenCore
import Testing

/// `--snapshots`: `<Class>+Snapshot.swift`, the typed ID, the snapshot, `fetch` and `apply(_:)`.
@Suite struct SnapshotEmitterTests {
    /// An abstract parent, a concrete child with a to-one, an ordered and an unordered to-many, and
    /// a destination without a class of its own.
    static let model = """
        <entity name="Person" representedClassName="Person" isAbstract="YES" syncable="YES">
            <attribute name="name" attributeType="String"/>
        </entity>
        <entity name="Employee" representedClassName="Employee" parentEntity="Person" syncable="YES">
            <attribute name="salary" optional="YES" attributeType="Decimal"/>
            <relationship name="manager" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Employee"/>
            <relationship name="desk" maxCount="1" deletionRule="Nullify" destinationEntity="Desk"/>
            <relationship name="badges" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Badge"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note"/>
        </entity>
        <entity name="Badge" representedClassName="Badge" syncable="YES"/>
        <entity name="Desk" representedClassName="Desk" syncable="YES"/>
        <entity name="Note" syncable="YES"/>
        """

    static func files(_ entities: String = model, _ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [String: String] {
        try Snippet.files(entities) {
            $0.snapshots = true
            configure(&$0)
        }
    }

    @Test func everyClassGetsAFileAndNothingElseChanges() throws {
        let with = try Self.files()
        let without = try Snippet.files(Self.model)
        #expect(
            Set(with.keys).subtracting(without.keys) == ["Person+Snapshot.swift", "Employee+Snapshot.swift", "Badge+Snapshot.swift", "Desk+Snapshot.swift"])
        for (name, text) in without { #expect(with[name] == text, "\(name)") }
    }

    /// Hand-written from the option's description: the parent's attribute first, Decimal as
    /// `Foundation.Decimal`, the mandatory to-one unwrapped, the ordered to-many as an array, the
    /// classless destination as plain object IDs.
    @Test func theSnapshotOfASubEntity() throws {
        let text = Snippet.body(try Self.files(), "Employee+Snapshot.swift")
        #expect(
            text.contains(
                """
                public struct EmployeeSnapshot: Swift.Sendable {
                    /// The object's ID.
                    public var objectID: EmployeeID
                    public var name: Swift.String
                    public var salary: Foundation.Decimal?
                    public var manager: EmployeeID?
                    public var desk: DeskID
                    public var badges: [BadgeID]
                    public var notes: Swift.Set<CoreData.NSManagedObjectID>

                    /// A snapshot of these values.
                    nonisolated public init(objectID: EmployeeID, name: Swift.String, salary: Foundation.Decimal?, manager: EmployeeID?, desk: DeskID, badges: [BadgeID], notes: Swift.Set<CoreData.NSManagedObjectID>) {
                """), "\(text)")
        #expect(
            text.contains(
                """
                    nonisolated public init(_ object: Employee) {
                        self.objectID = EmployeeID(object)
                        self.name = object.value(forKey: "name") as! Swift.String
                        self.salary = (object.value(forKey: "salary") as? Foundation.NSNumber)?.decimalValue
                        self.manager = (object.value(forKey: "manager") as? Employee).map(EmployeeID.init)
                        self.desk = DeskID((object.value(forKey: "desk") as! Desk))
                        self.badges = ((object.value(forKey: "badges") as? NSOrderedSet)?.array ?? []).compactMap { ($0 as? Badge).map { BadgeID($0) } }
                        self.notes = Swift.Set(((object.value(forKey: "notes") as? NSSet)?.allObjects ?? []).compactMap { ($0 as? NSManagedObject).map { $0.objectID } })
                    }
                """), "\(text)")
        #expect(
            text.contains(
                """
                extension Employee {

                    /// Writes `snapshot`'s attributes and relationships (not its `objectID`) into this object, resolving the
                    /// relationships' IDs in the object's context; call it on that context's queue. Throws when the object is in
                    /// no context, or an ID is of an object that no longer exists or is of another entity.
                    nonisolated public func apply(_ snapshot: EmployeeSnapshot) throws {
                        guard let context = managedObjectContext else { throw EmployeeID.Failure.noContext }
                        setValue(snapshot.name, forKey: "name")
                        setValue(snapshot.salary, forKey: "salary")
                        setValue(try snapshot.manager.map { try $0.object(in: context) }, forKey: "manager")
                        setValue(try snapshot.desk.object(in: context), forKey: "desk")
                        setValue(Foundation.NSOrderedSet(array: try snapshot.badges.map { try $0.object(in: context) }), forKey: "badges")
                        setValue(Foundation.NSSet(array: try snapshot.notes.map { try context.existingObject(with: $0) }), forKey: "notes")
                    }

                }
                """), "\(text)")
        #expect(text.contains("let request = NSFetchRequest<Employee>(entityName: \"Employee\")"))
        #expect(
            text.contains(
                "#if compiler(>=6.2)\nextension EmployeeSnapshot: nonisolated Swift.Hashable {}\n#else\nextension EmployeeSnapshot: Swift.Hashable {}\n#endif\n"
            ))
    }

    /// `--nonisolated` makes the types `nonisolated`: the conformance stays in the declaration.
    @Test func nonisolatedTypesDeclareHashable() throws {
        let text = Snippet.body(try Self.files { $0.nonisolated = true }, "Employee+Snapshot.swift")
        #expect(text.contains("nonisolated public struct EmployeeSnapshot: Swift.Hashable, Swift.Sendable {"))
        #expect(text.contains("nonisolated public struct EmployeeID: Swift.Hashable, Swift.Sendable {"))
        #expect(!text.contains("#if compiler"))
    }

    /// Numbers read through `NSNumber` (as Core Data's scalar accessors convert), a derived attribute
    /// read and never written back, and the ID's `isTemporary`.
    @Test func numbersDerivedAttributesAndTemporaryIDs() throws {
        let entity = """
            <entity name="Item" representedClassName="Item">
                <attribute name="count" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="ratio" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="done" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="total" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="count" usesScalarValueType="YES"/>
            </entity>
            """
        let text = Snippet.body(try Self.files(entity), "Item+Snapshot.swift")
        #expect(text.contains("self.count = (object.value(forKey: \"count\") as? Foundation.NSNumber)?.int16Value ?? 0\n"), "\(text)")
        #expect(text.contains("self.ratio = (object.value(forKey: \"ratio\") as? Foundation.NSNumber)?.doubleValue\n"))
        #expect(text.contains("self.done = (object.value(forKey: \"done\") as? Foundation.NSNumber)?.boolValue ?? false\n"))
        #expect(text.contains("self.total = (object.value(forKey: \"total\") as? Foundation.NSNumber)?.int64Value\n"), "\(text)")
        #expect(text.contains("setValue(snapshot.count, forKey: \"count\")"))
        #expect(!text.contains("forKey: \"total\")\n        setValue") && !text.contains("setValue(snapshot.total"), "\(text)")
        #expect(text.contains("/// Derived attributes (`total`) are not written: Core Data computes them."))
        #expect(text.contains("nonisolated public var isTemporary: Swift.Bool { objectID.isTemporaryID }"))
    }

    /// An abstract entity: the ID, checked against the entity and its sub-entities, and no snapshot.
    @Test func anAbstractEntityGetsItsIDOnly() throws {
        let text = Snippet.body(try Self.files(), "Person+Snapshot.swift")
        #expect(text.contains("public struct PersonID: Swift.Sendable {"))
        #expect(text.contains("extension PersonID: nonisolated Swift.Hashable {}\nextension PersonID.Failure: nonisolated Swift.Hashable {}\n"))
        #expect(text.contains("guard Self.isKind(objectID.entity), let object = try context.existingObject(with: objectID) as? Person else {"))
        #expect(text.contains("Swift.sequence(first: entity, next: { $0.superentity }).contains { $0.name == \"Person\" }"))
        #expect(!text.contains("PersonSnapshot"))
        #expect(!text.contains("extension Person {"))
    }

    /// Every attribute type, optional and mandatory: Swift's and Foundation's value types whatever
    /// `usesScalarValueType` says; Transformables of Sendable value types kept; the rest left out.
    @Test func attributeTypes() throws {
        let types = [
            ("Integer 16", "Swift.Int16"), ("Integer 32", "Swift.Int32"), ("Integer 64", "Swift.Int64"), ("Double", "Swift.Double"),
            ("Float", "Swift.Float"), ("Boolean", "Swift.Bool"), ("Decimal", "Foundation.Decimal"), ("String", "Swift.String"),
            ("Date", "Foundation.Date"), ("Binary", "Foundation.Data"), ("UUID", "Foundation.UUID"), ("URI", "Foundation.URL"),
            ("ObjectID", "CoreData.NSManagedObjectID"),
        ]
        var attributes = types.enumerated().map { #"<attribute name="o\#($0.offset)" optional="YES" attributeType="\#($0.element.0)"/>"# }
        attributes += types.enumerated().map { #"<attribute name="m\#($0.offset)" attributeType="\#($0.element.0)" usesScalarValueType="YES"/>"# }
        attributes += [
            #"<attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>"#,
            #"<attribute name="scores" optional="YES" attributeType="Transformable" customClassName="[String: Foundation.Date]"/>"#,
            #"<attribute name="ids" optional="YES" attributeType="Transformable" customClassName="Swift.Set&lt;UUID&gt;"/>"#,
            #"<attribute name="nested" optional="YES" attributeType="Transformable" customClassName="[[Int]]"/>"#,
            #"<attribute name="objects" optional="YES" attributeType="Transformable" customClassName="[NSObject]"/>"#,
            #"<attribute name="body" optional="YES" attributeType="Transformable" customClassName="NSAttributedString"/>"#,
            #"<attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIColor"/>"#,
            #"<attribute name="scratch" optional="YES" transient="YES" attributeType="Undefined"/>"#,
            #"<attribute name="forced" attributeType="String"><userInfo><entry key="cdgen.optional" value="YES"/></userInfo></attribute>"#,
        ]
        let entity = #"<entity name="Item" representedClassName="Item">"# + attributes.joined() + "</entity>"
        let text = Snippet.body(try Self.files(entity), "Item+Snapshot.swift")
        for (offset, type) in types.enumerated() {
            #expect(text.contains("    public var o\(offset): \(type.1)?\n"), "\(type.0)")
            #expect(text.contains("    public var m\(offset): \(type.1)\n"), "\(type.0)")
        }
        #expect(text.contains("    public var tags: [Swift.String]?\n"))
        #expect(text.contains("    public var scores: [Swift.String: Foundation.Date]?\n"))
        #expect(text.contains("    public var forced: Swift.String?\n"))
        #expect(text.contains("    public var ids: Swift.Set<Foundation.UUID>?\n"))
        #expect(text.contains("    public var nested: [[Swift.Int]]?\n"))
        for omitted in ["objects", "body", "color", "scratch"] { #expect(!text.contains("var \(omitted)"), "\(omitted)") }
    }

    /// What a snapshot leaves out is a note at the attribute; nothing without the option.
    @Test func leftOutAttributesAreNoted() throws {
        let entity = """
            <entity name="Note" representedClassName="Note">
                <attribute name="body" optional="YES" attributeType="Transformable" customClassName="NSAttributedString"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
            </entity>
            """
        let model = try Snippet.parse(entity)
        var options = GeneratorOptions()
        options.snapshots = true
        let notes = ModelValidator.validate(alone: model, options: options).filter { $0.id == "snapshot-omits-property" }
        #expect(
            notes.map { "\($0.location?.line ?? 0): \($0.message)" } == [
                "4: attribute 'Note.body' is a Transformable of 'NSAttributedString', which is not known to be a Sendable value type; the snapshot leaves it out"
            ])
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).allSatisfy { $0.id != "snapshot-omits-property" })
    }

    /// An entity named like another's snapshot or ID: one module cannot declare both.
    @Test func anEntityNamedLikeASnapshotTypeIsAnError() throws {
        let model = try Snippet.parse(
            #"<entity name="Foo" representedClassName="Foo"/><entity name="FooSnapshot" representedClassName="FooSnapshot"/><entity name="FooID" representedClassName="FooID"/>"#
        )
        var options = GeneratorOptions()
        options.codegen = .class
        options.snapshots = true
        let clashes = ModelValidator.validate(alone: model, options: options).filter { $0.id == "declaration-clash" }.map(\.message)
        #expect(
            clashes == [
                "struct 'FooSnapshot' of entity 'Foo' in Foo+Snapshot.swift and class 'FooSnapshot' of entity 'FooSnapshot' in FooSnapshot+CoreDataClass.swift have the same name, which one module cannot declare twice; rename the entity's class",
                "struct 'FooID' of entity 'Foo' in Foo+Snapshot.swift and class 'FooID' of entity 'FooID' in FooID+CoreDataClass.swift have the same name, which one module cannot declare twice; rename the entity's class",
            ])
        options.snapshots = false
        #expect(ModelValidator.validate(alone: model, options: options).allSatisfy { $0.id != "declaration-clash" })
    }

    /// `--complement` (the command plugin's files for the sources) plans none: the build writes them.
    @Test func theComplementHasNoSnapshotFiles() throws {
        var options = GeneratorOptions()
        options.snapshots = true
        options.complement = true
        let plan = OutputPlan(model: try Snippet.parse(Self.model), options: options)
        #expect(!plan.files.contains { $0.kind == .snapshot })
    }
}
