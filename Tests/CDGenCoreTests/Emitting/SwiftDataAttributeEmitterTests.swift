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

/// `@Transient` needs an initial value unless its type is optional
/// (https://developer.apple.com/documentation/swiftdata/transient()): a required transient
/// attribute without a default gets one per type, or becomes optional where no value can be made.
@Suite struct SwiftDataTransientDefaultTests {
    @Test func requiredTransientAttributesGetAValueOfTheirType() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Cache" representedClassName="Cache">
                <attribute name="short" transient="YES" attributeType="Integer 16"/>
                <attribute name="medium" transient="YES" attributeType="Integer 32"/>
                <attribute name="long" transient="YES" attributeType="Integer 64"/>
                <attribute name="price" transient="YES" attributeType="Decimal"/>
                <attribute name="ratio" transient="YES" attributeType="Double"/>
                <attribute name="scale" transient="YES" attributeType="Float"/>
                <attribute name="text" transient="YES" attributeType="String"/>
                <attribute name="flag" transient="YES" attributeType="Boolean"/>
                <attribute name="when" transient="YES" attributeType="Date"/>
                <attribute name="bytes" transient="YES" attributeType="Binary"/>
                <attribute name="token" transient="YES" attributeType="UUID"/>
                <attribute name="link" transient="YES" attributeType="URI"/>
                <attribute name="tint" transient="YES" attributeType="Transformable" customClassName="NSArray"/>
                <attribute name="kept" transient="YES" attributeType="Integer 32" defaultValueString="7"/>
                <attribute name="maybe" optional="YES" transient="YES" attributeType="Integer 32"/>
                <attribute name="stored" attributeType="Integer 32"/>
            </entity>
            """)
        #expect(
            SwiftDataSnippet.body(files, "Cache.swift") == #"""
                public import Foundation
                public import SwiftData

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                @Model
                public final class Cache {
                    @Transient public var short: Int16 = 0
                    @Transient public var medium: Int32 = 0
                    @Transient public var long: Int64 = 0
                    @Transient public var price: Decimal = 0
                    @Transient public var ratio: Double = 0
                    @Transient public var scale: Float = 0
                    @Transient public var text: String = ""
                    @Transient public var flag: Bool = false
                    @Transient public var when: Date = Date(timeIntervalSinceReferenceDate: 0)
                    @Transient public var bytes: Data = Data()
                    @Transient public var token: UUID = UUID()
                    @Transient public var link: URL = URL(string: "about:blank")!
                    @Transient public var tint: NSArray? = nil
                    @Transient public var kept: Int32 = 7
                    @Transient public var maybe: Int32? = nil
                    public var stored: Int32

                    public init(stored: Int32) {
                        self.stored = stored
                    }
                }

                """#)
    }

    /// An entity named like the standard type qualifies the value's type too.
    @Test func aShadowedStandardTypeIsQualifiedInTheValue() throws {
        let files = try SwiftDataSnippet.files(
            """
            <entity name="Date" representedClassName="Date">
                <attribute name="at" transient="YES" attributeType="Date"/>
            </entity>
            """)
        #expect(
            SwiftDataSnippet.body(files, "Date.swift").contains(
                "@Transient public var at: Foundation.Date = Foundation.Date(timeIntervalSinceReferenceDate: 0)\n"))
    }
}
