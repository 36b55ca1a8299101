/// Writes a `DataModel` as the `contents` XML of a `.xcdatamodel`, the way Xcode saves it: the
/// `<model>` element's attributes as the model keeps them, then `<entity>`*, `<composite>`*,
/// `<fetchRequest>`*, `<configuration>`* and `<userInfo>`, each in the model's order, 4-space
/// indentation, and no newline after `</model>`.
///
/// Diagram positions (`<elements>`, written by Xcode 13 and older) are not part of the model and
/// are not written; Xcode 14 and later do not write them either.
package enum XMLModelWriter {
    /// The text of the `contents` file for `model`.
    package static func contents(of model: DataModel) -> String {
        var printer = XMLPrinter()
        printer.element("model", model.modelAttributes) { printer in
            for entity in model.entities { XMLEntityWriter.write(entity, to: &printer) }
            for composite in model.composites { XMLCompositeWriter.write(composite, to: &printer) }
            for request in model.fetchRequests { XMLFetchRequestWriter.write(request, to: &printer) }
            for configuration in model.configurations { XMLConfigurationWriter.write(configuration, to: &printer) }
            XMLUserInfoWriter.write(model.userInfo, to: &printer)
        }
        return printer.text
    }
}

/// Writes a `<composite>` and its attributes.
enum XMLCompositeWriter {
    /// Prints `composite`.
    static func write(_ composite: Composite, to printer: inout XMLPrinter) {
        printer.element("composite", [ExtraAttribute(name: "name", value: composite.name)]) { printer in
            for attribute in composite.attributes { XMLAttributeWriter.write(attribute, to: &printer) }
        }
    }
}

/// Writes a `<configuration>` and its `<memberEntity>` children.
enum XMLConfigurationWriter {
    /// Prints `configuration`.
    static func write(_ configuration: Configuration, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.configuration)
        list.add("name", configuration.name)
        printer.element("configuration", list.merged(with: configuration.extraAttributes)) { printer in
            for member in configuration.memberEntities {
                printer.element("memberEntity", [ExtraAttribute(name: "name", value: member)])
            }
        }
    }
}

/// Writes a `<fetchRequest>`: a model-level template or the request of a fetched property.
enum XMLFetchRequestWriter {
    /// Prints `request`.
    static func write(_ request: FetchRequest, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.fetchRequest)
        list.add("name", request.name)
        list.add("entity", request.entity)
        list.add("predicateString", request.predicateString)
        printer.element("fetchRequest", list.merged(with: request.extraAttributes))
    }
}

/// Writes a `<userInfo>` dictionary (`<userInfo/>` when empty, nothing when absent).
enum XMLUserInfoWriter {
    /// Prints `userInfo` when present.
    static func write(_ userInfo: UserInfo?, to printer: inout XMLPrinter) {
        guard let userInfo else { return }
        printer.element("userInfo") { printer in
            for entry in userInfo {
                printer.element("entry", [ExtraAttribute(name: "key", value: entry.key), ExtraAttribute(name: "value", value: entry.value)])
            }
        }
    }
}

/// The `.xccurrentversion` property list of a bundle, byte for byte as Xcode writes it.
package enum CurrentVersionWriter {
    /// The plist naming `versionFolder` (such as `Chat.xcdatamodel`) as the current version.
    package static func plist(currentVersion versionFolder: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(XMLPrinter.escape(versionFolder))</string>
        </dict>
        </plist>

        """
    }
}
