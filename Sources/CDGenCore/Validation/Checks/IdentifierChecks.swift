/// Names that become Swift and Objective-C names: class names must be Swift identifiers (they
/// are also file names, so never paths) and not keywords; property names must be identifiers and
/// not a no-parameter method of `NSObject` or `NSManagedObject` (`ReservedNames`).
enum IdentifierChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        index.model.entities.flatMap { entity in
            [className(entity)].compactMap { $0 } + entity.properties.compactMap { propertyName($0, of: entity) }
        }
    }

    private static func className(_ entity: Entity) -> Diagnostic? {
        let name = Naming.className(of: entity)
        if !Naming.isIdentifier(name) {
            return LintCheck.invalidClassName(
                "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(name)), which is not a Swift identifier; use letters, digits and _ only",
                at: entity.location)
        }
        if SwiftKeywords.reserved.contains(name) {
            return LintCheck.invalidClassName(
                "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(name)), which is a Swift keyword; choose another class name",
                at: entity.location)
        }
        return nil
    }

    private static func propertyName(_ property: Property, of entity: Entity) -> Diagnostic? {
        if case .fetchedProperty = property { return nil }
        let shown = ModelIndex.qualified(entity, property.name)
        let kind = DuplicateNameChecks.kind(property)
        if !Naming.isIdentifier(property.name) {
            return LintCheck.invalidPropertyName(
                "\(kind) \(shown) is not a valid Swift identifier; use letters, digits and _, starting with a letter",
                at: property.location)
        }
        if let owner = ReservedNames.owner(of: property.name) {
            return LintCheck.reservedPropertyName(
                "\(kind) \(shown) has the name of a method of \(owner), which Core Data does not allow for properties; rename it",
                at: property.location)
        }
        return nil
    }
}
