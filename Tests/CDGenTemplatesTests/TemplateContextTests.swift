import CDGenTemplates
import Foundation
import Testing

/// The context over the Library fixture: SwiftGen's keys with the values its documentation gives
/// (`SwiftGenKit Contexts/coredata.md`), and cdgen's own under `cdgen`.
@Suite struct TemplateContextTests {
    let context: [String: Any]
    let model: [String: Any]
    let entities: [String: [String: Any]]

    init() throws {
        context = TemplateContext.make([try TemplateFixtures.model(TemplateFixtures.library)])
        model = (context["models"] as! [[String: Any]])[0]
        entities = model["entities"] as! [String: [String: Any]]
    }

    private func entity(_ name: String) -> [String: Any] { entities[name]! }

    private func property(_ entity: String, _ kind: String, _ name: String) -> [String: Any] {
        (self.entity(entity)[kind] as! [[String: Any]]).first { $0["name"] as? String == name }!
    }

    @Test func entitiesAreKeyedByNameWithSwiftGensClassNameSuperEntityAndCodegenFlag() {
        #expect(Set(entities.keys) == ["Item", "Book", "Chapter", "Shelf"])
        #expect(entity("Item")["className"] as? String == "Item")
        #expect(entity("Item")["isAbstract"] as? Bool == true)
        #expect(entity("Book")["superEntity"] as? String == "Item")
        #expect(entity("Chapter")["superEntity"] as? String == "")
        #expect(entity("Book")["shouldGenerateCode"] as? Bool == false)
        #expect(entity("Shelf")["shouldGenerateCode"] as? Bool == false)
        #expect(entity("Chapter")["shouldGenerateCode"] as? Bool == true)
        #expect(entity("Book")["uniquenessConstraints"] as? [[String]] == [["isbn"]])
        #expect((entity("Item")["userInfo"] as? [String: Any])?["RepositoryName"] as? String == "Items")
    }

    @Test func configurationsHaveDefaultWithEveryEntityThenTheDeclaredOnesSorted() {
        let configurations = model["configurations"] as? [String: [String]]
        #expect(configurations == ["Default": ["Book", "Chapter", "Item", "Shelf"], "Reading": ["Book", "Shelf"]])
    }

    @Test func attributesHaveSwiftGensTypeNamesAndTypedUserInfo() {
        let pages = property("Book", "attributes", "pages")
        #expect(pages["type"] as? String == "Integer 32")
        #expect(pages["typeName"] as? String == "Int32")
        #expect(pages["usesScalarValueType"] as? Bool == true)
        #expect(pages["propertyType"] as? String == "attribute")
        let summary = property("Chapter", "attributes", "summary")
        #expect(summary["typeName"] as? String == "NSAttributedString")
        #expect(summary["customClassName"] as? String == "NSAttributedString")
        #expect((property("Book", "attributes", "isbn")["userInfo"] as? [String: Any])?["maxLength"] as? Int == 13)
        #expect(property("Book", "attributes", "isbn")["isOptional"] as? Bool == false)
    }

    @Test func relationshipsHaveTheirInverseAndCdgensAccessors() {
        let chapters = property("Book", "relationships", "chapters")
        #expect(chapters["isToMany"] as? Bool == true)
        #expect(chapters["isOrdered"] as? Bool == true)
        #expect(chapters["destinationEntity"] as? String == "Chapter")
        #expect(chapters["inverseRelationship"] as? [String: String] == ["name": "book", "entityName": "Chapter"])
        let extras = chapters["cdgen"] as! [String: Any]
        let accessors = extras["toManyAccessors"] as! [[String: String]]
        #expect(accessors.count == 10)
        #expect(accessors.first?["selector"] == "insertObject:inChaptersAtIndex:")
        #expect(extras["deletionRule"] as? String == "Cascade")
        #expect(extras["swiftType"] as? String == "NSOrderedSet?")
        #expect((property("Shelf", "relationships", "books")["cdgen"] as! [String: Any])["toManyAccessors"].map { ($0 as! [Any]).count } == 4)
    }

    @Test func fetchRequestsAreGroupedByEntityWithDefaultsAndVariableTypes() {
        let requests = (model["fetchRequests"] as! [String: [[String: Any]]])["Book"]!
        #expect(requests.count == 1)
        let request = requests[0]
        #expect(request["name"] as? String == "BooksOnShelf")
        #expect(request["resultType"] as? String == "Object ID")
        #expect(request["fetchLimit"] as? Int == 20)
        #expect(request["fetchBatchSize"] as? Int == 0)
        #expect(request["includeSubentities"] as? Bool == true)
        #expect(request["returnDistinctResults"] as? Bool == false)
        #expect(request["substitutionVariables"] as? [String: String] == ["LABEL": "String", "MIN_PAGES": "Int32"])
        let fetched = property("Shelf", "fetchedProperties", "longBooks")
        #expect((fetched["fetchRequest"] as? [String: Any])?["entity"] as? String == "Book")
        #expect(fetched["propertyType"] as? String == "fetchedProperty")
    }

    @Test func cdgensOwnKeysNameTheCodegenModeFilesAndVersions() {
        let book = entity("Book")["cdgen"] as! [String: Any]
        #expect(book["codegen"] as? String == "category")
        #expect(book["className"] as? String == "Book")
        let chapter = entity("Chapter")["cdgen"] as! [String: Any]
        #expect(chapter["codegen"] as? String == "manual")
        #expect((entity("Item")["cdgen"] as! [String: Any])["subEntities"] as? [String] == ["Book"])
        let extras = model["cdgen"] as! [String: Any]
        #expect(extras["name"] as? String == "Library")
        #expect(extras["versions"] as? [String] == ["Library"])
        #expect(extras["currentVersion"] as? String == "Library")
        #expect((property("Chapter", "attributes", "number")["cdgen"] as! [String: Any])["swiftType"] as? String == "Int16")
    }

    @Test func theJSONIsSortedAndStable() throws {
        let json = ContextJSON.text(of: context)
        #expect(json == ContextJSON.text(of: try TemplateContext.make([TemplateFixtures.model(TemplateFixtures.library)])))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(((parsed?["models"] as? [Any])?.first as? [String: Any])?["entities"] != nil)
    }
}

/// A template of the project's own over the Library fixture, against its golden.
@Suite struct TemplateGoldenTests {
    @Test(arguments: ["Repository", "Repository-public"])
    func theRepositoryTemplateRendersItsGolden(name: String) throws {
        let param: [String: Any] = name == "Repository" ? [:] : ["publicAccess": true, "module": "Shop"]
        let template = try String(contentsOf: TemplateFixtures.folder.appendingPathComponent("Repository.stencil"), encoding: .utf8)
        let rendered = try TemplateFixtures.render(template, models: [TemplateFixtures.model(TemplateFixtures.library)], param: param)
        let golden = TemplateFixtures.folder.appendingPathComponent("\(name).swift.golden")
        if ProcessInfo.processInfo.environment["CDGEN_UPDATE_GOLDENS"] == "1" { try rendered.write(to: golden, atomically: true, encoding: .utf8) }
        #expect(rendered == (try String(contentsOf: golden, encoding: .utf8)))
    }
}
