import CDGenCore
import SwiftParser
import SwiftSyntax
import Testing

/// Text from a model never becomes code (issue #43): a model whose every free-text place (the
/// places lint lets hold any text: predicates, default values, regular expressions, user info,
/// renaming identifiers, version hash modifiers, index names, derivation expressions, the model's
/// own name) holds text made to end a comment or a string literal is generated under every
/// generator, and each file must parse (swift-syntax) into exactly the tokens the same model with
/// plain text gives: only comments and string literals may differ. The inventory of those places
/// is in `SwiftComment`'s documentation.
@Suite struct HostileModelTextTests {
    /// Ends a line comment, a doc comment, a block comment and a string literal, then declares
    /// something; and the line breaks and direction controls Swift or a reader might honour.
    static let hostile =
        #"x&quot; */ &#10;let injected = 1 // &#13;}&#10;/* \&quot; \(injected) &#x2028;&#x2029;&#x85;&#x202E;&#x2066;' `"#
    /// The same for a regular expression, which lint checks: one that still compiles.
    static let hostileRegex = #"x&quot; \*/ &#10;let injected = 1 // &#13;&#10;/\* \&quot; &#x2028;&#x202E;"#
    static let plain = "plain"

    /// A model with `text` in every free-text place.
    static func model(_ text: String, regex: String) -> String {
        """
        <entity name="Author" representedClassName="Author" elementID="\(text)" versionHashModifier="\(text)" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String" defaultValueString="\(text)" regularExpressionString="\(regex)" elementID="\(text)"/>
            <attribute name="count" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="books.@count" usesScalarValueType="YES"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            <fetchedProperty name="recent" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="title == '\(text)'"/>
            </fetchedProperty>
            <fetchIndex name="\(text)">
                <fetchIndexElement property="name" type="Binary" order="ascending"/>
            </fetchIndex>
            <userInfo>
                <entry key="\(text)" value="\(text)"/>
            </userInfo>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
        </entity>
        <fetchRequest name="byTitle" entity="Book" predicateString="title == '\(text)'"/>
        <configuration name="Local">
            <memberEntity name="Author"/>
            <memberEntity name="Book"/>
        </configuration>
        """
    }

    /// The generators: Xcode's files, the Swift style with the model builder, SwiftData.
    static let generators: [(name: String, configure: @Sendable (inout GeneratorOptions) -> Void)] = [
        ("xcode", { $0.codegen = .class }),
        (
            "swift style, model builder",
            {
                $0.codegen = .class
                $0.respectOptional = true
                $0.typedCollections = true
                $0.keys = true
                $0.fetchHelpers = true
                $0.modelBuilder = true
            }
        ),
        ("swiftdata", { $0.framework = .swiftData }),
    ]

    @Test(arguments: generators.indices)
    func hostileTextStaysInItsCommentOrLiteral(_ index: Int) throws {
        let (name, configure) = Self.generators[index]
        var options = GeneratorOptions()
        configure(&options)
        let plain = try Self.files(Self.model(Self.plain, regex: Self.plain), modelName: "Plain", options: options)
        let hostile = try Self.files(
            Self.model(Self.hostile, regex: Self.hostileRegex), modelName: "Plain *\u{202E} let injected = 1", options: options)
        #expect(plain.count == hostile.count && plain.count >= 3, "\(name): \(plain.keys.sorted()) against \(hostile.keys.sorted())")
        #expect(hostile.values.allSatisfy { $0.contains("\\u{202e}") }, "\(name): the model's name did not reach every file")
        #expect(!hostile.values.contains { $0.unicodeScalars.contains { [0x2028, 0x2029, 0x85, 0x202E, 0x2066, 0x0D].contains($0.value) } })
        for (plainFile, hostileFile) in zip(plain.sorted { $0.key < $1.key }, hostile.sorted { $0.key < $1.key }) {
            let tree = Parser.parse(source: hostileFile.value)
            #expect(!tree.hasError, "\(name): \(hostileFile.key) does not parse:\n\(hostileFile.value)")
            #expect(
                Self.shape(plainFile.value) == Self.shape(hostileFile.value),
                "\(name): \(hostileFile.key) has other declarations than \(plainFile.key) with plain text:\n\(hostileFile.value)")
        }
    }

    /// Lint lets the hostile text through (it is legal in these places), and the files it gets.
    static func files(_ xml: String, modelName: String, options: GeneratorOptions) throws -> [String: String] {
        let document = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            \(xml)
            </model>
            """
        let model = try ModelParser.parseXML(Array(document.utf8), path: "Hostile.xml", modelName: modelName).model
        let errors = ModelValidator.validate(model, options: options, declarations: RunDeclarations(alone: model, options: options)).filter {
            $0.severity == .error
        }
        #expect(errors.isEmpty, "\(errors)")
        return Dictionary(uniqueKeysWithValues: try Pipeline.generate(model, options: options).files.map { ($0.name, $0.contents) })
    }

    /// The file's tokens without comments (trivia) and with the text of string literals left out:
    /// what a compiler makes of it. Identifiers made from the model's name keep their kind only.
    static func shape(_ source: String) -> [String] {
        var shape: [String] = []
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            // A literal with escapes is several segments: one or more are the literal's text.
            case .stringSegment: if shape.last != "segment" { shape.append("segment") }
            case .identifier: shape.append("identifier")
            default: shape.append(token.text)
            }
        }
        return shape
    }
}
