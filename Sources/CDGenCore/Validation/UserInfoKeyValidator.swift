import Foundation

/// Checks the `cdgen.` userInfo keys (unknown keys, values that are not `YES`/`NO`, `cdgen.type`
/// raw types that do not match the attribute type) and the names the options beyond Xcode add
/// (`Keys`, `xArray`, `xFetchRequest`, …) against the model's own names.
enum UserInfoKeyValidator {
    /// The problems of `model`'s `cdgen.` keys and generated names under `options`.
    static func validate(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entity in model.entities {
            if entity.userInfo != nil {
                found += keyProblems(entity.userInfo, allowed: CDGenUserInfo.entityKeys, owner: "entity \(Quoted.name(entity.name))", at: entity.location)
            }
            // Without a userInfo a property has no key to check (and no owner text is built).
            for property in entity.properties where property.userInfo != nil {
                switch property {
                case .attribute(let a):
                    let owner = "attribute \(Quoted.name("\(entity.name).\(a.name)"))"
                    found += keyProblems(a.userInfo, allowed: CDGenUserInfo.attributeKeys, owner: owner, at: a.location)
                    found += enumProblems(a, owner: owner)
                case .relationship(let r):
                    let owner = "relationship \(Quoted.name("\(entity.name).\(r.name)"))"
                    found += keyProblems(r.userInfo, allowed: CDGenUserInfo.relationshipKeys, owner: owner, at: r.location)
                    if r.isToMany, r.userInfo?[key: CDGenUserInfo.optional] != nil {
                        found.append(
                            LintCheck.cdgenKeyIgnored(
                                "\(CDGenUserInfo.optional) on \(owner) has no effect: to-many relationships are never nil", at: r.location))
                    }
                case .fetchedProperty(let f):
                    found += keyProblems(f.userInfo, allowed: [], owner: "fetched property \(Quoted.name("\(entity.name).\(f.name)"))", at: f.location)
                }
            }
        }
        found += GeneratedNameValidator.validate(model, options: options)
        return found
    }

    /// Unknown `cdgen.` keys (warnings) and Boolean keys whose value is not YES/NO (errors).
    private static func keyProblems(_ userInfo: UserInfo?, allowed: Set<String>, owner: String, at location: SourceLocation?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entry in userInfo ?? [] where entry.key.hasPrefix(CDGenUserInfo.prefix) {
            guard allowed.contains(entry.key) else {
                let known = allowed.isEmpty ? "none is read here" : "known here: " + allowed.sorted().joined(separator: ", ")
                found.append(LintCheck.unknownCDGenKey("unknown userInfo key \(Quoted.name(entry.key)) on \(owner) (\(known))", at: location))
                continue
            }
            let isBoolean = entry.key != CDGenUserInfo.type && entry.key != CDGenUserInfo.rawType
            if isBoolean, CDGenUserInfo.bool(entry.value) == nil {
                found.append(
                    LintCheck.invalidCDGenValue(
                        "userInfo key \(Quoted.name(entry.key)) on \(owner) must be YES or NO, not \(Quoted.name(entry.value))", at: location))
            }
        }
        return found
    }

    /// `cdgen.type` and `cdgen.rawType` of one attribute.
    private static func enumProblems(_ attribute: Attribute, owner: String) -> [Diagnostic] {
        let type = attribute.userInfo?[key: CDGenUserInfo.type]?.trimmingCharacters(in: .whitespaces)
        let raw = attribute.userInfo?[key: CDGenUserInfo.rawType]?.trimmingCharacters(in: .whitespaces)
        let at = attribute.location
        guard let type else {
            return raw == nil ? [] : [LintCheck.cdgenKeyIgnored("\(CDGenUserInfo.rawType) on \(owner) has no effect without \(CDGenUserInfo.type)", at: at)]
        }
        guard Naming.isTypeName(type) else {
            return [LintCheck.invalidCDGenType("\(CDGenUserInfo.type) \(Quoted.name(type)) on \(owner) is not a Swift type name", at: at)]
        }
        let attributeType = attribute.type.rawValue
        let isInteger = [.integer16, .integer32, .integer64].contains(attribute.type)
        guard attribute.type == .string || isInteger else {
            return [
                LintCheck.enumRawType(
                    "\(CDGenUserInfo.type) \(Quoted.name(type)) on \(owner) needs a String or Integer attribute to hold its raw value, not \(attributeType)",
                    at: at)
            ]
        }
        guard let raw, !raw.isEmpty else { return [] }
        let bare = raw.hasPrefix("Swift.") ? String(raw.dropFirst(6)) : raw
        if attribute.type == .string, bare != "String" {
            return [
                LintCheck.enumRawType(
                    "\(CDGenUserInfo.rawType) \(Quoted.name(raw)) of \(owner) does not match the attribute type String: the raw type must be String", at: at)
            ]
        }
        if isInteger, CDGenUserInfo.integerRawTypes[bare] == nil {
            return [
                LintCheck.enumRawType(
                    "\(CDGenUserInfo.rawType) \(Quoted.name(raw)) of \(owner) does not match the attribute type \(attributeType): the raw type must be an integer type (Int, Int16, Int32, Int64, …)",
                    at: at)
            ]
        }
        return []
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let unknownCDGenKey = LintCheck(
        id: "unknown-cdgen-key", severity: .warning, family: .userInfo,
        summary: "a userInfo key starting with cdgen. that cdgen does not read there",
        situation: "<entity name=\"A\" representedClassName=\"A\"><userInfo><entry key=\"cdgen.colour\" value=\"red\"/></userInfo></entity>",
        message: "unknown userInfo key 'cdgen.colour' on entity 'A' (known here: cdgen.fetchHelpers, cdgen.keys, cdgen.respectOptional, cdgen.typedCollections)"
    )

    package static let invalidCDGenValue = LintCheck(
        id: "invalid-cdgen-value", severity: .error, family: .userInfo,
        summary: "a Boolean cdgen. key whose value is not YES or NO",
        situation: "<entry key=\"cdgen.optional\" value=\"maybe\"/> on attribute A.x",
        message: "userInfo key 'cdgen.optional' on attribute 'A.x' must be YES or NO, not 'maybe'")

    package static let cdgenKeyIgnored = LintCheck(
        id: "cdgen-key-ignored", severity: .warning, family: .userInfo,
        summary: "a cdgen. key that has no effect where it is: cdgen.rawType without cdgen.type, cdgen.optional on a to-many relationship",
        situation: "<entry key=\"cdgen.rawType\" value=\"String\"/> on attribute A.x, without cdgen.type",
        message: "cdgen.rawType on attribute 'A.x' has no effect without cdgen.type")

    package static let invalidCDGenType = LintCheck(
        id: "invalid-cdgen-type", severity: .error, family: .userInfo,
        summary: "cdgen.type is not a Swift type name",
        situation: "<entry key=\"cdgen.type\" value=\"not a type\"/> on attribute A.x",
        message: "cdgen.type 'not a type' on attribute 'A.x' is not a Swift type name")

    package static let enumRawType = LintCheck(
        id: "enum-raw-type", severity: .error, family: .userInfo,
        summary: "cdgen.type on an attribute that cannot hold its raw value (not String or Integer), or a cdgen.rawType that does not match the attribute type",
        situation: "<entry key=\"cdgen.type\" value=\"Kind\"/> on the Date attribute A.x",
        message: "cdgen.type 'Kind' on attribute 'A.x' needs a String or Integer attribute to hold its raw value, not Date")
}
