/// Fetch requests, configurations, composites and `userInfo`.
extension JSONModelDecoder {
    /// Decodes a fetch request: a model-level template (`defaultName` nil: `name` required) or
    /// the request of a fetched property (`name` defaults to Xcode's).
    mutating func fetchRequest(_ value: JSONValue, defaultName: String?) -> FetchRequest {
        var f = JSONObjectReader(value, what: "a fetch request")
        let name = defaultName.map { f.string("name") ?? $0 } ?? f.requiredString("name") ?? ""
        if defaultName == nil, !name.isEmpty { f.what = "fetch request \"\(name)\"" }
        let entity = f.requiredString("entity") ?? ""
        if f.member("entity")?.string != nil { refer(to: .entity, entity, at: f.member("entity"), noun: "entity", context: f.what) }
        var r = FetchRequest(name: name, entity: entity)
        r.location = value.location
        r.predicateString = f.string("predicate")
        r.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.fetchRequest, element: .fetchRequest)
        finish(&f, kind: "fetchRequest")
        return r
    }

    /// Decodes a configuration and the names of its entities.
    mutating func configuration(_ value: JSONValue) -> Configuration {
        var f = JSONObjectReader(value, what: "a configuration")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "configuration \"\(name)\"" }
        var c = Configuration(name: name)
        c.location = value.location
        for member in f.array("entities") ?? [] {
            guard let entity = member.expectString("each element of \"entities\"", &diagnostics) else { continue }
            c.memberEntities.append(entity)
            refer(to: .entity, entity, at: member, noun: "entity", context: f.what)
        }
        c.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.configuration, element: .configuration)
        finish(&f, kind: "configuration")
        return c
    }

    /// Decodes a composite and its attributes.
    mutating func composite(_ value: JSONValue) -> Composite {
        var f = JSONObjectReader(value, what: "a composite")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "composite \"\(name)\"" }
        var c = Composite(name: name)
        c.location = value.location
        c.attributes = f.array("attributes")?.map { attribute($0, owner: name) } ?? []
        finish(&f, kind: "composite")
        return c
    }

    /// The `userInfo` of the object `f` reads: an object of strings (`{}` for Xcode's empty
    /// `<userInfo/>`), or an array of `{"key", "value"}` objects where keys repeat.
    mutating func userInfo(_ f: inout JSONObjectReader) -> UserInfo? {
        guard let value = f.member("userInfo") else { return nil }
        if let members = value.members {
            return members.compactMap { member in
                guard let text = member.value.expectString("the userInfo value of \"\(member.key)\"", &diagnostics) else { return nil }
                return UserInfoEntry(key: member.key, value: text)
            }
        }
        guard let entries = value.array else {
            f.report(JSONValue.typeError("\"userInfo\"", expected: "an object or an array of {\"key\", \"value\"} objects", found: value))
            return nil
        }
        return entries.map { entry in
            var g = JSONObjectReader(entry, what: "a userInfo entry")
            let item = UserInfoEntry(key: g.requiredString("key") ?? "", value: g.requiredString("value") ?? "")
            finish(&g, kind: "userInfoEntry")
            return item
        }
    }
}
