@testable import CDGenCore
import Testing

/// `--framework swiftdata`: each attribute's type, optionality, default value and `@Attribute` options.
@Suite struct SwiftDataAttributeEmitterTests {
    @Test func attributesKeepTheirTypesOptionalityAndDefaults() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Person" representedClassName="Person">
                <attribute name="email" attributeType="String" elementID="mail"/>
                <attribute name="nickname" optional="YES" attributeType="String"/>
                <attribute name="age" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="photo" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer" customClassName="UIColor"/>
                <attribute name="secret" optional="YES" attributeType="String" allowsCloudEncryption="YES" versionHashModifier="v2"/>
                <attribute name="draft" optional="YES" transient="YES" attributeType="String"/>
                <attribute name="created" attributeType="Date" defaultDateTimeInterval="0"/>
                <attribute name="price" attributeType="Decimal" defaultValueString="9.99"/>
                <attribute name="token" optional="YES" attributeType="UUID" defaultValueString="6B29FC40-CA47-1067-B31D-00DD010662DA"/>
                <attribute name="home" optional="YES" attributeType="URI"/>
                <attribute name="ratio" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
                <attribute name="active" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(
            SwiftDataSnippet.body(files, "Person.swift") == #"""
                public import Foundation
                public import SwiftData
                public import UIKit

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                @Model
                public final class Person {
                    @Attribute(originalName: "mail") public var email: String
                    public var nickname: String?
                    public var age: Int16 = 0
                    @Attribute(.externalStorage) public var photo: Data?
                    @Attribute(.transformable(by: "ColorTransformer")) public var color: UIColor?
                    @Attribute(.allowsCloudEncryption, hashModifier: "v2") public var secret: String?
                    @Transient public var draft: String? = nil
                    public var created: Date = Date(timeIntervalSinceReferenceDate: 0)
                    public var price: Decimal = Decimal(string: "9.99")!
                    public var token: UUID? = UUID(uuidString: "6B29FC40-CA47-1067-B31D-00DD010662DA")!
                    public var home: URL?
                    public var ratio: Double = 0.5
                    public var active: Bool = true

                    public init(email: String) {
                        self.email = email
                    }
                }

                """#)
    }
}
