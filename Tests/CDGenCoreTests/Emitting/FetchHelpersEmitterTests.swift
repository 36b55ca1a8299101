@testable import CDGenCore
import Testing

/// `--fetch-helpers`: the typed fetch request, the template functions and `ObjectID`.
@Suite struct FetchHelpersEmitterTests {
    static let model = """
        <entity name="Person" representedClassName="Person" syncable="YES">
            <attribute name="age" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="name" optional="YES" attributeType="String"/>
        </entity>
        <fetchRequest name="adults" entity="Person" predicateString="age &gt;= $MIN_AGE AND name BEGINSWITH $prefix AND age &lt; $MIN_AGE + 100"/>
        <fetchRequest name="everyone" entity="Person"/>
        <fetchRequest name="IDs" entity="Person" resultType="1"/>
        """

    /// Hand-written from the option's description; variables once each, in order of first use.
    @Test func helpersOfAnEntity() throws {
        let text = try #require(try Snippet.files(Self.model) { $0.fetchHelpers = true }["Person+CoreDataProperties.swift"])
        #expect(
            text.contains(
                """
                extension Person {

                    /// A fetch request for Person objects, typed (unlike `NSManagedObject.fetchRequest()`).
                    @nonobjc public static func personFetchRequest() -> NSFetchRequest<Person> {
                        NSFetchRequest<Person>(entityName: "Person")
                    }

                    /// The `adults` fetch request template of the Snippet model (`age >= $MIN_AGE AND name BEGINSWITH $prefix AND age < $MIN_AGE + 100`), with its variables substituted.
                    @nonobjc public static func adultsFetchRequest(minAge: Any, prefix: Any, in model: NSManagedObjectModel) -> NSFetchRequest<Person>? {
                        let request = model.fetchRequestFromTemplate(withName: "adults", substitutionVariables: ["MIN_AGE": minAge, "prefix": prefix])
                        return request.flatMap { ($0 as AnyObject) as? NSFetchRequest<Person> }
                    }

                    /// The `everyone` fetch request template of the Snippet model.
                    @nonobjc public static func everyoneFetchRequest(in model: NSManagedObjectModel) -> NSFetchRequest<Person>? {
                        model.fetchRequestTemplate(forName: "everyone")?.copy() as? NSFetchRequest<Person>
                    }

                    /// The `IDs` fetch request template of the Snippet model.
                    @nonobjc public static func idsFetchRequest(in model: NSManagedObjectModel) -> NSFetchRequest<NSManagedObjectID>? {
                        model.fetchRequestTemplate(forName: "IDs")?.copy() as? NSFetchRequest<NSManagedObjectID>
                    }

                    /// A Sendable reference to a Person, to hand to another context or actor.
                    public struct ObjectID: Swift.Hashable, Swift.Sendable {
                        /// The object's ID.
                        public let id: NSManagedObjectID

                        /// The ID of `object`.
                        public init(_ object: Person) {
                            id = object.objectID
                        }

                        /// The object in `context`; throws when it no longer exists.
                        public func object(in context: NSManagedObjectContext) throws -> Person {
                            try context.existingObject(with: id) as! Person
                        }
                    }
                }

                """))
    }

    /// The names: class-based helper, template functions, substitution parameters.
    @Test(arguments: [
        ("Usuario", "usuarioFetchRequest"), ("URLItem", "urlItemFetchRequest"), ("CompanyMO", "companyMOFetchRequest"), ("IDs", "idsFetchRequest"),
    ])
    func helperNames(className: String, expected: String) {
        #expect(Naming.fetchHelperName(className: className) == expected)
    }

    @Test(arguments: [("LOGIN", "login"), ("MIN_AGE", "minAge"), ("minAge", "minAge"), ("IN", "inValue"), ("model", "modelValue")])
    func parameterNames(variable: String, expected: String) {
        #expect(Naming.parameterName(substitutionVariable: variable) == expected)
    }

    /// A template whose entity is missing is a located error when the helpers are on.
    @Test func danglingTemplateEntity() throws {
        let model = #"<entity name="A" representedClassName="A" syncable="YES"/><fetchRequest name="x" entity="Ghost"/>"#
        let error = try #require(throws: DiagnosticError.self) { try Snippet.files(model) { $0.fetchHelpers = true } }
        #expect(error.diagnostics.contains { $0.id == "dangling-template-entity" && $0.location != nil })
    }
}
