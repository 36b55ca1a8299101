import CDGenCore
import CDGenSourceCheck
import Testing

/// Where the check's fixes go, and where it offers none: a fix must hold on the next run and
/// never move an error to another entity or another `#if` branch.
@Suite struct FixTargetTests {
    static let model = [
        #"<entity name="A" representedClassName="A">"#,
        #"    <attribute name="added" optional="YES" attributeType="Date"/>"#,
        #"    <attribute name="title" optional="YES" attributeType="String"/>"#,
        #"</entity>"#,
        #"<entity name="B" representedClassName="B">"#,
        #"    <attribute name="added" optional="YES" attributeType="Date"/>"#,
        #"</entity>"#,
    ]

    /// The findings of `files` against `model`, and the fix of the note on `property` of A.
    static func undeclaredFix(_ property: String, _ files: [String: String]) throws -> SourceFix? {
        let findings = SourceCheckSnippet.findings(try SourceCheckSnippet.model(model), files)
        let note = findings.first { $0.diagnostic.id == LintCheck.sourceUndeclaredProperty.id && $0.diagnostic.message.contains("'\(property)'") }
        #expect(note != nil, "\(findings.map(\.diagnostic.description))")
        return note?.fix
    }

    @Test func aBaseClassExtensionSharedByOtherEntitiesIsNeverTheTarget() throws {
        let swift = """
            class Base: NSManagedObject {}
            extension Base {
                @NSManaged var added: Date?
            }
            @objc(A) class A: Base {}
            @objc(B) class B: Base {}
            """
        guard case .addMembers(let className, _, _, let file, _, _)? = try Self.undeclaredFix("title", ["A.swift": swift]) else {
            Issue.record("no fix")
            return
        }
        #expect(className == "A" && file == nil, "a new A+CoreDataProperties.swift, not Base's extension")
    }

    @Test func anExtensionWithoutManagedMembersInThePropertiesFileIsTheTarget() throws {
        let files = [
            "App/A.swift": "@objc(A) class A: NSManagedObject {}\n",
            "App/A+CoreDataProperties.swift": "extension A {\n    var display: String { \"\" }\n}\n",
        ]
        guard case .addMembers(_, _, _, let file, _, _)? = try Self.undeclaredFix("title", files) else {
            Issue.record("no fix")
            return
        }
        #expect(file == "App/A+CoreDataProperties.swift")
    }

    @Test func oneTypeSharedByTwoNamesIsNotRetyped() throws {
        let swift = """
            @objc(A) class A: NSManagedObject {}
            extension A {
                @NSManaged var added, title: String?
            }
            """
        let findings = SourceCheckSnippet.findings(try SourceCheckSnippet.model(Self.model), ["A.swift": swift])
        let mismatch = findings.first { $0.diagnostic.id == LintCheck.sourceTypeMismatch.id }
        #expect(mismatch?.diagnostic.message.hasPrefix("'added' is declared String?") == true, "\(findings.map(\.diagnostic.description))")
        #expect(mismatch != nil && mismatch?.fix == nil)
    }

    @Test func aNestedClassGetsAnExtensionOfItsQualifiedName() throws {
        let swift = "enum Storage {\n    @objc(A) class A: NSManagedObject {}\n}\n"
        let fix = try Self.undeclaredFix("title", ["App/A.swift": swift])
        let outcome = SourceFixer.apply(fix.map { [$0] } ?? [], modelName: "M") { $0 == "App/A.swift" ? Array(swift.utf8) : nil }
        #expect(outcome.files.map(\.path) == ["App/A+CoreDataProperties.swift"])
        #expect(outcome.files.first?.new.contains("\nextension Storage.A {\n") == true, "\(outcome.files.first?.new ?? "")")
    }

    @Test func anExtensionInsideIfGetsNoFix() throws {
        let swift = """
            @objc(A) class A: NSManagedObject {}
            #if os(iOS)
            extension A {
                @NSManaged var added: Date?
            }
            #else
            extension A {
                @NSManaged var added: Date?
            }
            #endif
            """
        #expect(try Self.undeclaredFix("title", ["A.swift": swift]) == nil)
    }

    @Test func aFileWithCarriageReturnsOnlyKeepsThemAndItsLineNumbers() {
        let path = "App/Usuario+CoreDataProperties.swift"
        let text = "import CoreData\r\rextension Usuario {\r    @NSManaged public var nombre: String?\r}\r"
        let outcome = SourceFixerTests.fix([SourceFixerTests.add(["@NSManaged public var login: String?"], to: text)], [path: text])
        #expect(
            outcome.files.first?.new
                == "import CoreData\r\rextension Usuario {\r    @NSManaged public var nombre: String?\r    @NSManaged public var login: String?\r}\r")
        #expect(outcome.files.first?.changes.map(\.line) == [5])
    }

    /// The line added is the one `generate` prints for the property under the same options.
    @Test func theAddedLineIsTheGeneratedOne() throws {
        let model = try SourceCheckSnippet.model(Self.model)
        var options = GeneratorOptions()
        options.nonisolated = true
        let (file, _) = SourceReader.read(text: "@objc(A) class A: NSManagedObject {}\nextension A {\n    @NSManaged var added: Date?\n}\n", path: "A.swift")
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        let findings = CoreDataSourceCheck.check(
            SourceIndex(files: [file], problems: []), model: model, declarations: declarations, access: "", nonisolated: options.nonisolated)
        let lines = findings.compactMap { finding -> [String]? in
            guard case .addMembers(_, _, let lines, _, _, _)? = finding.fix else { return nil }
            return lines
        }
        #expect(lines == [["@NSManaged nonisolated var title: String?"]], "\(findings.map(\.diagnostic.description))")
    }
}
