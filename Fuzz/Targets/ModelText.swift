// The fuzz target `modeltext`: the input, as text, put into every free-text place of a model
// (predicates of a fetch request and a fetched property, a default value, user info keys and
// values, renaming identifiers, a version hash modifier, an index name) and generated under every
// option set (`FuzzInvariants.optionSets`). What stops a run: a file that holds a line break,
// control or bidirectional character as written (`SourceScalars`), or whose code, once its
// comments, the text of its string literals and its identifiers are left out (`SwiftCodeShape`), differs from
// that of the same model with plain text: model text that left its comment or literal.

/// Called once per input when the target is `modeltext` (`FuzzTarget`).
func fuzzModelText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = ModelTextFuzz.xmlText(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    guard let hostile = try? ModelTextFuzz.parse(text) else { return 0 }
    for (index, options) in FuzzInvariants.optionSets.enumerated() {
        guard
            ModelValidator.validate(hostile, options: options, declarations: RunDeclarations(alone: hostile, options: options)).allSatisfy({
                $0.severity != .error
            }),
            let files = try? Pipeline.generate(hostile, options: options).files
        else { continue }
        let plain = ModelTextFuzz.plainFiles[index]
        FuzzInvariants.require(files.map(\.name) == plain.map(\.name), "other files than with plain text: \(files.map(\.name))")
        for (file, reference) in zip(files, plain) {
            FuzzInvariants.require(
                !file.contents.unicodeScalars.contains { $0 != "\n" && SourceScalars.isUnsafe($0) }, "\(file.name) holds a raw control character")
            let shape = SwiftCodeShape.code(file.contents)
            FuzzInvariants.require(shape != nil, "\(file.name): a string literal or comment is not closed:\n\(file.contents)")
            FuzzInvariants.require(shape == SwiftCodeShape.code(reference.contents), "\(file.name): model text became code:\n\(file.contents)")
        }
    }
    return 0
}

enum ModelTextFuzz {
    /// The model, with `TEXT` where the input goes.
    static let template = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Author" representedClassName="Author" elementID="TEXT" versionHashModifier="TEXT" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String" defaultValueString="TEXT" elementID="TEXT"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            <fetchedProperty name="recent" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="title == 'TEXT'"/>
            </fetchedProperty>
            <fetchIndex name="TEXT"><fetchIndexElement property="name" type="Binary" order="ascending"/></fetchIndex>
            <userInfo><entry key="TEXT" value="TEXT"/></userInfo>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
        </entity>
        <fetchRequest name="byTitle" entity="Book" predicateString="title == 'TEXT'"/>
        </model>
        """

    static func parse(_ xmlText: String) throws -> DataModel {
        let xml = template.replacingOccurrences(of: "TEXT", with: xmlText)
        return try ModelParser.parseXML(Array(xml.utf8), path: "fuzz/contents", modelName: "Fuzz").model
    }

    /// The files of the plain model, per option set.
    static let plainFiles: [[GeneratedFile]] = {
        let model = try! parse("plain")
        return FuzzInvariants.optionSets.map { try! Pipeline.generate(model, options: $0).files }
    }()

    /// `text` as an XML attribute value: what XML 1.0 cannot hold left out, markup and line
    /// breaks as references; `$` (a substitution variable, which names a parameter) as `¤`; never
    /// empty (an empty value is no value).
    static func xmlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x24: result += "¤"
            case 0x09, 0x0A, 0x0D: result += "&#\(scalar.value);"
            case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: result.unicodeScalars.append(scalar)
            default: continue
            }
        }
        return result.isEmpty ? "x" : result
    }
}

/// Swift source with its comments left out, the text of its string literals replaced by `""` and
/// each identifier by `i`: the shape of the code a compiler sees. `nil` when a comment or literal is not closed, or a literal
/// crosses a line.
enum SwiftCodeShape {
    static func code(_ source: String) -> String? {
        let scalars = Array(source.unicodeScalars)
        var code = String.UnicodeScalarView()
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if at(0) == "/", at(1) == "*" { depth += 1; index += 2 } else if at(0) == "*", at(1) == "/" { depth -= 1; index += 2 } else { index += 1 }
                    if index >= scalars.count, depth > 0 { return nil }
                } while depth > 0
            } else if scalar == "\"" {
                let triple = at(1) == "\"" && at(2) == "\""
                index += triple ? 3 : 1
                while true {
                    guard let next = at(0) else { return nil }
                    if next == "\\" { index += 2; continue }
                    if !triple, next == "\n" || next == "\r" { return nil }
                    if next == "\"", !triple || (at(1) == "\"" && at(2) == "\"") { index += triple ? 3 : 1; break }
                    index += 1
                }
                code.append(contentsOf: "\"\"".unicodeScalars)
            } else if isIdentifierScalar(scalar) {
                // An identifier (or number) as one `i`: the index name names a variable.
                while let next = at(0), isIdentifierScalar(next) { index += 1 }
                code.append("i")
            } else {
                code.append(scalar)
                index += 1
            }
        }
        return String(code)
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.value >= 0x80 || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
