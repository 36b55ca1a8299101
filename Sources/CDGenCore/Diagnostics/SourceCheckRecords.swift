// The records of `lint --sources`'s ids: the check lives in CDGenSourceCheck, a module the
// catalogue (Validation) cannot see, so its records are declared here, as `check`'s are in
// LintCheckRecords.swift. Each finding is located at the Swift line and names the model's line.
extension LintCheck {
    package static let sourceClassMissing = LintCheck(
        id: "source-class-missing", severity: .error, family: .sources,
        summary:
            "an entity whose class is left to the app (Manual/None, Category/Extension, or not in --codegen's selection) and that no source declares; located at the entity",
        situation: "entity A (Manual/None, class A); no file under --sources declares class A",
        message: "entity 'A' has the class 'A', which no source declares; Core Data makes its objects plain NSManagedObject and every cast to A fails")

    package static let sourceObjCName = LintCheck(
        id: "source-objc-name", severity: .error, family: .sources,
        summary: "an entity's class whose @objc name is not the class the model names (a class name without a module needs @objc(Name))",
        situation: "entity A (class A); the source declares @objc(AObject) class A: NSManagedObject",
        message:
            "class 'A' is @objc(AObject), but entity 'A' (model line 3) names the class 'A'; Core Data cannot find it and makes plain NSManagedObject objects")

    package static let sourceUnknownProperty = LintCheck(
        id: "source-unknown-property", severity: .error, family: .sources,
        summary:
            "an @NSManaged property that the entity, with its parents, does not have (Core Data's primitive accessors and @objc(name) renames are matched)",
        situation: "entity A without a property x; the source declares @NSManaged var x: String? in class A",
        message: "'x' is @NSManaged in class 'A', but entity 'A' (model line 3) has no property 'x'; touching it crashes with an unrecognized selector")

    package static let sourceTypeMismatch = LintCheck(
        id: "source-type-mismatch", severity: .error, lowered: .warning, family: .sources,
        summary:
            "an @NSManaged type Core Data cannot give the property: another attribute type, a narrower scalar, a to-one as a collection or another class, a to-many as the wrong set; a warning where the value only may not fit (unsigned or floating-point scalars for integers, a transformable's class)",
        situation: "attribute n (Integer 64) of A; the source declares @NSManaged var n: Int32",
        message: "'n' is declared Int32, but attribute 'n' of entity 'A' is Integer 64 (model line 4): Int32 truncates its values; Xcode declares Int64")

    package static let sourceNonOptional = LintCheck(
        id: "source-non-optional", severity: .warning, family: .sources,
        summary:
            "a non-optional Swift object type for an attribute or to-one relationship the model allows to be nil without a default: reading it while nil crashes",
        situation: "attribute s (String, optional, no default) of A; the source declares @NSManaged var s: String",
        message:
            "'s' is declared String, but attribute 's' of entity 'A' is optional without a default (model line 4): reading it while nil crashes; declare String?"
    )

    package static let sourceUnknownAccessor = LintCheck(
        id: "source-unknown-accessor", severity: .error, family: .sources,
        summary:
            "an @NSManaged method whose selector names a relationship the entity does not have, or one that is not to-many (or not ordered, for the ordered accessors)",
        situation: "entity A without a relationship bs; the source declares @objc(addBsObject:) @NSManaged func addToBs(_ value: B)",
        message:
            "@objc(addBsObject:) names the to-many relationship 'bs', which entity 'A' (model line 3) does not have; calling it crashes with an unrecognized selector"
    )

    package static let sourceUndeclaredProperty = LintCheck(
        id: "source-undeclared-property", severity: .note, family: .sources,
        summary:
            "a property of an entity whose properties are left to the app (Manual/None) that no source declares; --strict makes it an error, to require full coverage",
        situation: "entity A (Manual/None) with attribute x; class A is declared without x",
        message: "entity 'A' has the attribute 'x' (model line 4), which no source declares on class 'A'")
}
