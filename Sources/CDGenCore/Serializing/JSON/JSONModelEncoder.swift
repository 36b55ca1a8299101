/// Writes a `DataModel` as canonical JSON of the `cdgen-model` format: keys in a fixed order,
/// everything the format's defaults say left out, 2-space indentation and a final newline, so
/// that equal models always give equal bytes and `decode(encode(m)) == m`.
package enum JSONModelEncoder {
    /// The canonical text of `model`.
    package static func text(of model: DataModel) -> String {
        JSONWriter.text(of: json(of: model))
    }

    /// The canonical JSON value of `model`.
    package static func json(of model: DataModel) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("format", JSONModelFormat.formatName)
        o.add("version", JSONValue(.number(String(JSONModelFormat.currentVersion))))
        o.add(ExtraAttributesCodec.encode(model.modelAttributes, promoted: PromotedExtra.model))
        o.array("entities", model.entities.map { entity($0, in: model) })
        o.array("composites", model.composites.map(composite))
        o.array("fetchRequests", model.fetchRequests.map { fetchRequest($0, defaultName: nil) })
        o.array("configurations", model.configurations.map(configuration))
        o.add("userInfo", userInfo(model.userInfo))
        return o.value
    }

    /// A fetch request; `defaultName` is left out (the request of a fetched property).
    static func fetchRequest(_ request: FetchRequest, defaultName: String?) -> JSONValue {
        var o = JSONObjectBuilder()
        if request.name != defaultName { o.string("name", request.name) }
        o.string("entity", request.entity)
        o.string("predicate", request.predicateString)
        o.add(ExtraAttributesCodec.encode(request.extraAttributes, promoted: PromotedExtra.fetchRequest))
        return o.value
    }

    private static func configuration(_ configuration: Configuration) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", configuration.name)
        o.array("entities", configuration.memberEntities.map(JSONObjectBuilder.string))
        o.add(ExtraAttributesCodec.encode(configuration.extraAttributes, promoted: PromotedExtra.configuration))
        return o.value
    }

    private static func composite(_ composite: Composite) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", composite.name)
        o.array("attributes", composite.attributes.map(attribute))
        return o.value
    }

    /// `userInfo` as an object, or as an array of `{"key", "value"}` objects when keys repeat.
    static func userInfo(_ userInfo: UserInfo?) -> JSONValue? {
        guard let userInfo else { return nil }
        if Set(userInfo.map(\.key)).count == userInfo.count {
            return JSONValue(.object(userInfo.map { JSONMember($0.key, JSONObjectBuilder.string($0.value)) }))
        }
        return JSONValue(
            .array(
                userInfo.map { entry in
                    JSONValue(.object([JSONMember("key", JSONObjectBuilder.string(entry.key)), JSONMember("value", JSONObjectBuilder.string(entry.value))]))
                }))
    }
}
