@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The table of options (`GeneratorOption`) is what `cdgen.json` reads and what applies: each key
/// sets its own option and no other, to the value given, and an entity's `cdgen.` key sets
/// exactly the options the table lets an entity set.
@Suite struct GeneratorOptionTests {
    /// A value of `option` that is not its default, as JSON and as the table holds it.
    static func nonDefault(_ option: GeneratorOption) -> (json: String, value: OptionValue) {
        let value: OptionValue
        switch (option.spec.value, option.value(in: GeneratorOptions())) {
        case (.bool, .bool(let on)): value = .bool(!on)
        case (.integer(let minimum), .integer(let number)): value = .integer(max(minimum, number - 2))
        case (.name(let names), .name(let name)): value = .name(names.first { $0 != name }!)
        case (.xcodeVersion, _): return ("\"12.5\"", .integer(XcodeEra.xcode12.rawValue))
        default: preconditionFailure("\(option): a value of the wrong kind")
        }
        switch value {
        case .bool(let on): return ("\(on)", value)
        case .integer(let number): return ("\(number)", value)
        case .name(let name): return ("\"\(name)\"", value)
        }
    }

    @Test func theTableIsTheConfigurationsKeys() {
        #expect(GeneratorConfig.keys.filter { GeneratorOption(rawValue: $0) == nil } == ["entities", "templates", "cloudKit"])
        #expect(GeneratorOption.allCases.map(\.key) == GeneratorConfig.keys.filter { GeneratorOption(rawValue: $0) != nil })
        #expect(GeneratorOption.fetchHelpers.flag == "fetch-helpers" && GeneratorOption.guardWithCanImport.flag == "guard-with-can-import")
    }

    /// Each key alone sets its option and only it (the old decoder's `default:` branch set
    /// `guardWithCanImport` for any key it did not name).
    @Test(arguments: GeneratorOption.allCases)
    func eachKeySetsItsOwnOption(_ option: GeneratorOption) throws {
        let (json, value) = Self.nonDefault(option)
        let config = try GeneratorConfig.parse(Array("{\"\(option.key)\": \(json)}".utf8), path: "cdgen.json")
        #expect(config[option] == value)
        var options = GeneratorOptions()
        config.apply(to: &options)
        // `style` is a preset: it sets the four options of `--style swift` and holds no value itself.
        let preset: [GeneratorOption] = option == .style ? [.respectOptional, .typedCollections, .keys, .fetchHelpers] : []
        for other in GeneratorOption.allCases where other != option {
            let changed = other.value(in: options) != other.value(in: GeneratorOptions())
            #expect(changed == preset.contains(other), "\(option.key) changed \(other.key)")
        }
        if option != .style {
            #expect(option.value(in: options) == value)
        }
    }

    /// `EntityOptions` holds exactly the options an entity may set, and each follows its key.
    @Test func entityKeysAreThePerEntityOptions() throws {
        let perEntity = GeneratorOption.allCases.filter(\.spec.perEntity)
        #expect(CDGenUserInfo.entityKeys == Set(perEntity.map { "cdgen.\($0.key)" }))
        for option in perEntity {
            let model = try Snippet.parse(
                "<entity name=\"A\" representedClassName=\"A\"><userInfo><entry key=\"cdgen.\(option.key)\" value=\"YES\"/></userInfo></entity>")
            let resolved = EntityOptions(entity: model.entities[0], options: GeneratorOptions())
            let fields = Mirror(reflecting: resolved).children.map { ($0.label ?? "", $0.value as? Bool) }
            #expect(fields.map(\.0) == perEntity.map(\.key))
            #expect(fields.filter { $0.1 == true }.map(\.0) == [option.key])
        }
    }
}
