@testable import CDGenCore
import Testing

/// The `cdgen.` userInfo keys: unknown keys warn, bad values stop generation, with locations.
@Suite struct UserInfoKeyValidatorTests {
    private func diagnostics(_ entities: String) throws -> [Diagnostic] {
        UserInfoKeyValidator.validate(try Snippet.parse(entities), options: GeneratorOptions())
    }

    @Test func unknownKeyIsAWarning() throws {
        let found = try diagnostics(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <userInfo><entry key="cdgen.kees" value="YES"/></userInfo>
            </entity>
            """)
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.description.hasPrefix("Snippet.xml:3:1: warning: unknown userInfo key 'cdgen.kees' on entity 'A'") == true)
    }

    @Test func nonBooleanValueIsAnError() throws {
        let found = try diagnostics(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="x" optional="YES" attributeType="String">
                    <userInfo><entry key="cdgen.optional" value="maybe"/></userInfo>
                </attribute>
            </entity>
            """)
        #expect(found.map(\.id) == ["invalid-cdgen-value"])
        #expect(found.first?.severity == .error)
    }

    @Test func otherUserInfoKeysAreIgnored() throws {
        let found = try diagnostics(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <userInfo><entry key="note" value="x"/><entry key="cdgen.keys" value="NO"/></userInfo>
            </entity>
            """)
        #expect(found.isEmpty)
    }

    @Test func enumTypeMustBeATypeName() throws {
        let found = try diagnostics(
            """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="x" optional="YES" attributeType="String">
                    <userInfo><entry key="cdgen.type" value="My Status"/></userInfo>
                </attribute>
            </entity>
            """)
        #expect(found.map(\.id) == ["invalid-cdgen-type"])
    }
}
