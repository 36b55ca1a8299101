/// `cloudKit`: the CloudKit schema `lint` checks against (`CloudKitConfig`).
extension ConfigDecoder {
    /// `cloudKit`: an object with `schema`, `configurations`, `sharing`, `database`, each optional.
    static func cloudKit(_ value: JSONValue, configPath: String) throws -> CloudKitConfig {
        let members = try object(value, what: "cloudKit", keys: CloudKitConfig.keys)
        let field = { (key: String) in members.first { $0.key == key }?.value }
        var config = CloudKitConfig()
        if let schemaValue = field("schema") {
            guard let schema = schemaValue.string, !schema.isEmpty else {
                throw failure(
                    "cloudKit's schema must be the path of the exported CloudKit schema (.ckdb), such as \"CloudKit/production.ckdb\"", schemaValue.location)
            }
            config.schema = resolved(schema, configPath: configPath)
        }
        if let list = field("configurations") {
            let names = list.array?.compactMap(\.string)
            guard let names, names.count == list.array?.count else {
                throw failure("cloudKit's configurations must be an array of configuration names", list.location)
            }
            config.configurations = names
        }
        if let sharing = field("sharing") { config.sharing = try bool(sharing, key: "cloudKit's sharing") }
        if let database = field("database") { config.database = try name(database, key: "cloudKit's database", among: ["private", "public"]) }
        return config
    }
}
