/// Writes an `<entity>`: its attributes in Xcode's order, then its properties in the model's
/// order, `<fetchIndex>`*, `<uniquenessConstraints>`, `<compoundIndexes>` and `<userInfo>`.
enum XMLEntityWriter {
    /// Prints `entity`.
    static func write(_ entity: Entity, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.entity)
        list.add("name", entity.name)
        list.add("representedClassName", entity.representedClassName)
        list.flag("isAbstract", entity.isAbstract)
        list.add("parentEntity", entity.parentEntity)
        list.add("elementID", entity.elementID)
        list.add("versionHashModifier", entity.versionHashModifier)
        list.add("codeGenerationType", entity.codeGenerationType == .manual ? nil : entity.codeGenerationType.rawValue)
        printer.element("entity", list.merged(with: entity.extraAttributes)) { printer in
            for property in entity.properties {
                switch property {
                case .attribute(let attribute): XMLAttributeWriter.write(attribute, to: &printer)
                case .relationship(let relationship): XMLRelationshipWriter.write(relationship, to: &printer)
                case .fetchedProperty(let fetched): XMLFetchedPropertyWriter.write(fetched, to: &printer)
                }
            }
            for index in entity.fetchIndexes { XMLFetchIndexWriter.write(index, to: &printer) }
            XMLValueListWriter.write(
                entity.uniquenessConstraints, element: "uniquenessConstraints", list: "uniquenessConstraint", item: "constraint", to: &printer)
            XMLValueListWriter.write(entity.compoundIndexes, element: "compoundIndexes", list: "compoundIndex", item: "index", to: &printer)
            XMLUserInfoWriter.write(entity.userInfo, to: &printer)
        }
    }
}

/// Writes a `<fetchIndex>` and its `<fetchIndexElement>` children.
enum XMLFetchIndexWriter {
    /// Prints `index`.
    static func write(_ index: FetchIndex, to printer: inout XMLPrinter) {
        printer.element("fetchIndex", [ExtraAttribute(name: "name", value: index.name)]) { printer in
            for element in index.elements {
                var list = XMLAttributeList(.fetchIndexElement)
                list.add("property", element.property)
                list.add("type", element.type)
                list.add("order", element.order)
                printer.element("fetchIndexElement", list.merged(with: element.extraAttributes))
            }
        }
    }
}

/// Writes the `<list><item value="…"/>…</list>` groups of uniqueness constraints and legacy
/// compound indexes (`<uniquenessConstraints/>` when empty, nothing when absent).
enum XMLValueListWriter {
    /// Prints `groups` as `<element><list><item value=…/>…</list>…</element>`.
    static func write(_ groups: [[String]]?, element: String, list: String, item: String, to printer: inout XMLPrinter) {
        guard let groups else { return }
        printer.element(element) { printer in
            for group in groups {
                printer.element(list) { printer in
                    for value in group { printer.element(item, [ExtraAttribute(name: "value", value: value)]) }
                }
            }
        }
    }
}
