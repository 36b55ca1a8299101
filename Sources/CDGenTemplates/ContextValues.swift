import CDGenCore

/// A model's entities by name (the first of a name, as SwiftGen keeps) and each entity's
/// sub-entities, so that the context is built in time linear in the model.
struct EntityIndex {
    private var byName: [String: Entity] = [:]
    private(set) var children: [String: [String]] = [:]

    init(_ model: DataModel) {
        for entity in model.entities {
            if byName[entity.name] == nil { byName[entity.name] = entity }
            if let parent = entity.parentEntity { children[parent, default: []].append(entity.name) }
        }
    }

    func entity(named name: String) -> Entity? { byName[name] }
}

/// The names SwiftGen's context gives: its class name keeps what follows the first `.` of
/// `representedClassName` (empty when absent), its type names ignore cdgen's options.
enum SwiftGenNames {
    /// `representedClassName` without its module part.
    static func className(_ represented: String?) -> String {
        guard let represented else { return "" }
        let parts = represented.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : represented
    }

    /// SwiftGen's `typeName` of an attribute.
    static func typeName(_ type: AttributeType, scalar: Bool, customClassName: String?) -> String {
        switch type {
        case .binary: "Data"
        case .date: "Date"
        case .decimal: "NSDecimalNumber"
        case .string: "String"
        case .uri: "URL"
        case .uuid: "UUID"
        case .transformable: customClassName ?? "AnyObject"
        case .boolean, .double, .float, .integer16, .integer32, .integer64: scalar ? type.scalarTypeName ?? "NSNumber" : "NSNumber"
        case .objectID: "NSManagedObjectID"
        case .composite, .undefined: customClassName ?? "AnyObject"
        }
    }
}

/// User info values as SwiftGen reads them: an integer, else a number, else a Boolean, else the text.
enum UserInfoValues {
    static func dictionary(_ info: UserInfo?) -> [String: Any] {
        var result: [String: Any] = [:]
        for entry in info ?? [] { result[entry.key] = value(entry.value) }
        return result
    }

    static func value(_ text: String) -> Any {
        if let int = Int(text) { return int }
        if let double = Double(text) { return double }
        switch text.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default: return text
        }
    }
}

/// A bundle's version names, from the files the model was read from.
struct ModelVersions {
    var names: [String] = []
    var current = ""

    init(_ source: ModelSource) {
        for file in source.inputFiles + [source.file] where file.hasSuffix(".xcdatamodel/contents") {
            let name = String(file.dropLast("/contents".count).split(separator: "/").last ?? "").replacingSuffix(".xcdatamodel")
            if !names.contains(name) { names.append(name) }
            if file == source.file { current = name }
        }
        names.sort()
        if names.isEmpty { current = source.modelName }
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
