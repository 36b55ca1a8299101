// The catalogue's text: what each id means, an example situation, and the message it gives
// (as the code prints it; LintRulesTests runs each example through cdgen to check).
extension LintCheck {
    /// Description, situation and message of each id (messages as the code prints them).
    var entry: (summary: String, situation: String, message: String) {
        switch self {
        // Reading a model file
        case .unreadableFile:
            return (
                "a model file cdgen cannot read: missing, not a regular file (a FIFO, a device, a link), unreadable, or larger than 32 MiB",
                "the model's contents file is a FIFO",
                "cannot read the file: it is not a regular file"
            )
        case .emptyFile:
            return ("a model file with no bytes", "an empty contents file", "the file is empty")
        case .tooLarge:
            return (
                "a model file with more than 500 000 XML elements",
                "a contents file of 500 001 elements",
                "more than 500000 elements; cdgen reads models of at most that size"
            )
        case .doctype:
            return (
                "a <!DOCTYPE> in a model file (Xcode never writes one); refused before libxml2 parses it",
                "<!DOCTYPE model [<!ENTITY x \"y\">]> before <model>",
                "a <!DOCTYPE> is not allowed in a model file; remove it (Xcode never writes one)"
            )
        case .entityReference:
            return (
                "a reference to an entity declared in a <!DOCTYPE> (in a .xccurrentversion property list, which may have one)",
                "&x; in a .xccurrentversion whose <!DOCTYPE> declares x",
                "entity references are not allowed; write the characters themselves"
            )
        case .malformedXML:
            return (
                "the file is not well-formed XML (libxml2's message follows \"malformed XML:\")",
                "<entity name=A/> (an attribute value without quotes)",
                "malformed XML: AttValue: \" or ' expected"
            )
        case .notAModel:
            return (
                "the root element is not <model>",
                "<plist version=\"1.0\"/> as a contents file",
                "expected a <model> root element, found '<plist>': this is not a Core Data model"
            )
        case .missingKey:
            return (
                "an element lacks an attribute Core Data requires (an entity's name, a relationship's destinationEntity, …)",
                "<entity representedClassName=\"A\"/>",
                "<entity> has no 'name' attribute; add it"
            )
        case .invalidValue:
            return (
                "an attribute value that is not one Core Data knows: a Boolean other than YES/NO, an unknown attributeType or deletionRule, …",
                "<attribute name=\"x\" optional=\"maybe\" attributeType=\"String\"/>",
                "'optional' must be YES or NO, not 'maybe'"
            )
        case .unknownElement:
            return (
                "an element cdgen does not know; it is ignored",
                "<entity name=\"A\" representedClassName=\"A\"><gizmo/></entity>",
                "unknown element '<gizmo>' in <entity> is ignored"
            )
        // cdgen. userInfo keys
        case .unknownCDGenKey:
            return (
                "a userInfo key starting with cdgen. that cdgen does not read there",
                "<entity name=\"A\" representedClassName=\"A\"><userInfo><entry key=\"cdgen.colour\" value=\"red\"/></userInfo></entity>",
                "unknown userInfo key 'cdgen.colour' on entity 'A' (known here: cdgen.fetchHelpers, cdgen.keys, cdgen.respectOptional, cdgen.typedCollections)"
            )
        case .invalidCDGenValue:
            return (
                "a Boolean cdgen. key whose value is not YES or NO",
                "<entry key=\"cdgen.optional\" value=\"maybe\"/> on attribute A.x",
                "userInfo key 'cdgen.optional' on attribute 'A.x' must be YES or NO, not 'maybe'"
            )
        case .cdgenKeyIgnored:
            return (
                "a cdgen. key that has no effect where it is: cdgen.rawType without cdgen.type, cdgen.optional on a to-many relationship",
                "<entry key=\"cdgen.rawType\" value=\"String\"/> on attribute A.x, without cdgen.type",
                "cdgen.rawType on attribute 'A.x' has no effect without cdgen.type"
            )
        case .invalidCDGenType:
            return (
                "cdgen.type is not a Swift type name",
                "<entry key=\"cdgen.type\" value=\"not a type\"/> on attribute A.x",
                "cdgen.type 'not a type' on attribute 'A.x' is not a Swift type name"
            )
        case .enumRawType:
            return (
                "cdgen.type on an attribute that cannot hold its raw value (not String or Integer), or a cdgen.rawType that does not match the attribute type",
                "<entry key=\"cdgen.type\" value=\"Kind\"/> on the Date attribute A.x",
                "cdgen.type 'Kind' on attribute 'A.x' needs a String or Integer attribute to hold its raw value, not Date"
            )
        // Names the options add
        case .generatedNameClash:
            return (
                "a name --keys, --fetch-helpers or --typed-collections would generate is already taken by a class or property",
                "an entity A with an attribute aFetchRequest, with --fetch-helpers",
                "the typed fetch request of entity 'A' would be named 'aFetchRequest', which the entity already uses"
            )
        case .danglingTemplateEntity:
            return (
                "a fetch request template fetches an entity that is not in the model (checked with --fetch-helpers or --model-builder)",
                "<fetchRequest name=\"All\" entity=\"Gone\"/>, with --fetch-helpers",
                "fetch request template 'All' fetches 'Gone', which is not in the model"
            )
        // The model builder
        case .danglingComposite:
            return (
                "a composite attribute names a composite that is not in the model",
                "<attribute name=\"c\" attributeType=\"Composite\" composite=\"Gone\"/> in entity A, with --model-builder",
                "composite attribute 'A.c' names composite 'Gone', which is not in the model"
            )
        case .danglingConstraint:
            return (
                "a uniqueness constraint names a property the entity does not have",
                "<uniquenessConstraint><constraint value=\"y\"/></uniquenessConstraint> in entity A, which has no y, with --model-builder",
                "uniqueness constraint of entity 'A' names 'y', which is not a property of the entity"
            )
        case .danglingConfigurationEntity:
            return (
                "a configuration names an entity that is not in the model",
                "<configuration name=\"Cloud\"><memberEntity name=\"Gone\"/></configuration>, with --model-builder",
                "configuration 'Cloud' names entity 'Gone', which is not in the model"
            )
        case .invalidNumber:
            return (
                "a minimum, maximum or date value the model builder must write as a number is not one",
                "<attribute name=\"s\" attributeType=\"String\" minValueString=\"1.5\"/> in entity A, with --model-builder",
                "minValueString '1.5' of attribute 'A.s' is not an integer"
            )
        case .inexactDefault:
            return (
                "a default value the model builder reads as NSString does, which is not what it says",
                "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"1.5\"/> in entity A, with --model-builder",
                "defaultValueString '1.5' of attribute 'A.n' is not an integer; the model builder uses 1, as NSString reads it"
            )
        case .modelBuilderUnsupported:
            return (
                "a part of the model the model builder cannot build yet and leaves out (a fetch index on an expression)",
                "<fetchIndexElement property=\"y\" …/> in entity A, which has no property y, with --model-builder",
                "fetch index 'byY' of entity 'A' uses 'y', which is not a property of the entity; the model builder supports property indexes only and leaves this index out"
            )
        // Model checks
        case .danglingDestination:
            return (
                "a relationship's destination is not in the model",
                "<relationship name=\"b\" maxCount=\"1\" destinationEntity=\"Gone\"/> in entity A",
                "relationship 'A.b' points to 'Gone', which is not in the model; add that entity or correct the destination"
            )
        case .danglingParent:
            return (
                "an entity's parent is not in the model",
                "<entity name=\"A\" representedClassName=\"A\" parentEntity=\"Gone\"/>",
                "entity 'A' has parent 'Gone', which is not in the model; add that entity or correct parentEntity"
            )
        case .parentCycle:
            return (
                "an entity is its own ancestor",
                "<entity name=\"A\" parentEntity=\"B\" …/><entity name=\"B\" parentEntity=\"A\" …/>",
                "entity 'A' is its own ancestor through parentEntity ('A' → 'B' → 'A'); remove the parent of one of them"
            )
        case .inheritanceTooDeep:
            return (
                "a parentEntity chain deeper than 100 entities",
                "entities E0 … E101, each the parent of the next",
                "entity 'E101' is more than 100 levels below its root entity; flatten the hierarchy"
            )
        case .unknownEntity:
            return (
                "--entity names no entity of the model",
                "--entity Gone",
                "no entity named 'Gone' in the model; check the --entity option"
            )
        case .missingInverse:
            return (
                "a relationship without an inverse",
                "<relationship name=\"bs\" toMany=\"YES\" deletionRule=\"Nullify\" destinationEntity=\"B\"/> in entity A",
                "relationship 'A.bs' has no inverse; add one on 'B' so Core Data keeps both sides consistent"
            )
        case .danglingInverse:
            return (
                "the inverse is not a property of the destination",
                "<relationship name=\"b\" destinationEntity=\"B\" inverseName=\"owner\" inverseEntity=\"B\" …/> in A; B has no owner",
                "relationship 'A.b' has inverse 'owner', which is not a property of 'B'; correct inverseName or add that relationship"
            )
        case .inverseNotReciprocal:
            return (
                "the inverse does not name this relationship as its own inverse (Xcode compiles such models, and shipping apps have them)",
                "A.b and A.other both name B.a as inverse; B.a names A.b",
                "relationship 'A.other' has inverse 'B.a', but 'B.a' names 'A.b' as its inverse; make each the inverse of the other"
            )
        case .inverseEntityMismatch:
            return (
                "the inverse points to another entity",
                "A.b has inverse B.c, and B.c points to C",
                "relationship 'A.b' has inverse 'B.c', which points to 'C', not to 'A'; choose an inverse that points back here"
            )
        case .inverseEntityKey:
            return (
                "inverseEntity differs from destinationEntity",
                "A.b has destinationEntity=\"B\" and inverseEntity=\"C\"",
                "relationship 'A.b' has destination 'B' but inverseEntity 'C'; the inverse is looked up on the destination, so set inverseEntity to it"
            )
        case .inverseShape:
            return (
                "the inverse is an attribute or fetched property, or one side is transient and the other not",
                "A.b has inverse B.a, and B.a is an attribute",
                "relationship 'A.b' has inverse 'B.a', which is not a relationship; choose a relationship as its inverse"
            )
        case .noActionDeleteRule:
            return (
                "No Action leaves the other side pointing at deleted objects",
                "<relationship name=\"b\" deletionRule=\"No Action\" …/> in entity A",
                "relationship 'A.b' uses the No Action delete rule: deleting an object leaves its destinations pointing at it; use Nullify unless you update the inverse yourself"
            )
        case .denyDeleteRule:
            return (
                "Deny opposite Deny or Cascade: the pair can never be deleted",
                "A.b and its inverse B.a both use deletionRule=\"Deny\"",
                "relationship 'A.b' uses Deny and its inverse 'B.a' uses Deny: deleting either related object fails validation on save; use Nullify on one side"
            )
        case .cascadeBothSides:
            return (
                "Cascade on both sides of a to-many pair",
                "to-many A.bs and its to-many inverse B.as both use deletionRule=\"Cascade\"",
                "relationship 'A.bs' and its inverse 'B.as' both use Cascade on a to-many pair: deleting one object deletes every object connected to it; use Nullify on one side"
            )
        case .duplicateEntity:
            return (
                "two entities with one name",
                "<entity name=\"A\" representedClassName=\"A\"/><entity name=\"A\" representedClassName=\"B\"/>",
                "entity name 'A' is used by more than one entity; rename one of them"
            )
        case .duplicateClass:
            return (
                "two entities generating one class",
                "<entity name=\"A\" representedClassName=\"Shared\" codeGenerationType=\"class\"/><entity name=\"B\" representedClassName=\"Shared\" codeGenerationType=\"class\"/>",
                "entities 'A' and 'B' both generate class 'Shared'; give one of them another class name"
            )
        case .duplicateProperty:
            return (
                "two properties of an entity with one name (an attribute and a relationship too)",
                "<attribute name=\"x\" attributeType=\"String\"/><attribute name=\"x\" attributeType=\"Date\"/> in entity A",
                "attribute 'A.x' has the same name as an attribute of the entity; rename one of them"
            )
        case .inheritedProperty:
            return (
                "a property that redeclares one its entity inherits",
                "entity B, child of A, declares the attribute x that A declares",
                "attribute 'B.x' redeclares a property that 'B' inherits from 'A'; rename it or remove it"
            )
        case .reservedPropertyName:
            return (
                "a property named like a no-parameter method of NSObject or NSManagedObject (description, entity, objectID, isDeleted, …)",
                "<attribute name=\"description\" attributeType=\"String\"/> in entity A",
                "attribute 'A.description' has the name of a method of NSObject, which Core Data does not allow for properties; rename it"
            )
        case .invalidPropertyName:
            return (
                "a property name that is not a Swift identifier",
                "<attribute name=\"first name\" attributeType=\"String\"/> in entity A",
                "attribute 'A.first name' is not a valid Swift identifier; use letters, digits and _, starting with a letter"
            )
        case .invalidClassName:
            return (
                "a class name the run's files name that is not a Swift identifier, is a keyword, or would hide a type the generated code writes unqualified (String, Date, NSSet, …)",
                "<entity name=\"A\" representedClassName=\"My Class\" codeGenerationType=\"class\"/>",
                "entity 'A' has class name 'My Class', which is not a Swift identifier; use letters, digits and _ only"
            )
        case .noCustomClass:
            return (
                "the entity has no class of its own and gets no files",
                "<entity name=\"A\"/>",
                "entity 'A' has no class of its own, so Core Data creates plain NSManagedObject instances for it and cdgen writes no files for it; to get a class, set its Class in the model editor"
            )
        case .outputCollision:
            return (
                "two output files that are one file on case-insensitive file systems",
                "entities User (class User) and LowerUser (class user), codeGenerationType=\"class\"",
                "output file 'user+CoreDataClass.swift' of entity 'LowerUser' and 'User+CoreDataClass.swift' of entity 'User' are the same file on case-insensitive file systems; give one class a name that differs by more than case"
            )
        case .declarationClash:
            return (
                "two top-level declarations of the output with one name (an entity's class and a type cdgen declares for the model), which one module cannot compile",
                "an entity MStore in model M, with --framework swiftdata",
                "class 'MStore' of entity 'MStore' in MStore.swift and enum 'MStore' of the store helper (--framework swiftdata) in MStore.swift have the same name, which one module cannot declare twice; rename the entity"
            )
        case .invalidOutputName:
            return (
                "an output file name longer than 255 bytes, or a model name that is not a file name",
                "an entity whose class name is 240 characters long",
                "output file 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' is longer than 255 bytes; shorten the class or model name"
            )
        case .accessorCollision:
            return (
                "two properties needing one Objective-C selector (url/Url → setUrl:; item/itemObject → addItemObject:; primitiveName); an error for an entity the run writes files for, a warning for the others",
                "<attribute name=\"url\" …/><attribute name=\"Url\" …/> in entity A, codeGenerationType=\"class\"",
                "attribute 'A.Url' and attribute 'A.url' both need the Objective-C selector 'setUrl:'; rename one of them"
            )
        case .invalidDefaultValue:
            return (
                "a default value that does not parse for its type",
                "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"many\"/> in entity A",
                "attribute 'A.n' has default value 'many', which is not a valid Integer 16 value; correct or remove it"
            )
        case .invalidLimit:
            return (
                "a minimum or maximum that does not parse for its type",
                "<attribute name=\"n\" attributeType=\"Integer 16\" minValueString=\"low\"/> in entity A",
                "attribute 'A.n' has minimum 'low', which is not a valid Integer 16 value; correct or remove it"
            )
        case .minGreaterThanMax:
            return (
                "a minimum greater than the maximum: no value can be valid",
                "<attribute name=\"n\" attributeType=\"Integer 16\" minValueString=\"10\" maxValueString=\"1\"/> in entity A",
                "attribute 'A.n' has minimum 10 greater than maximum 1, so no value is valid; swap or correct them"
            )
        case .defaultOutOfRange:
            return (
                "the default fails its own limits",
                "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"20\" minValueString=\"1\" maxValueString=\"10\"/> in entity A",
                "attribute 'A.n' has default value '20' outside its limits; objects keeping the default fail validation on save"
            )
        case .invalidRegex:
            return (
                "NSRegularExpression cannot compile the validation pattern",
                "<attribute name=\"s\" attributeType=\"String\" regularExpressionString=\"([\"/> in entity A",
                "attribute 'A.s' has the regular expression '([', which does not compile; correct its syntax"
            )
        case .unknownCodegenMode:
            return (
                "a codeGenerationType other than class or category",
                "<entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"nope\"/>",
                "entity 'A' has the unknown codegen mode 'nope'; use \"class\", \"category\", or remove codeGenerationType for Manual/None"
            )
        case .platformReservedPropertyName:
            return (
                "a property named after a no-parameter member NSObject has on macOS and Mac Catalyst only: the class does not compile there (Xcode writes the same code)",
                "<attribute name=\"className\" optional=\"YES\" attributeType=\"String\"/> in entity A",
                "attribute 'A.className' has the name of a member of NSObject on macOS and Mac Catalyst, where the generated class does not compile and Core Data does not allow the name (Xcode writes the same code); rename it (with the old name as its renaming ID) if the model is used there"
            )
        case .cloudKitRequiredAttribute:
            return (
                "in an entity mirrored to CloudKit, an attribute that is required and has no default value",
                "<attribute name=\"n\" attributeType=\"String\"/> in entity A, linted with --cloudkit",
                "attribute 'A.n' is required and has no default value, which CloudKit does not allow; make it optional or give it a default value"
            )
        case .cloudKitRequiredRelationship:
            return (
                "in an entity mirrored to CloudKit, a required relationship",
                "<relationship name=\"b\" maxCount=\"1\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
                "relationship 'A.b' is required, which CloudKit does not allow; make it optional"
            )
        case .cloudKitMissingInverse:
            return (
                "in an entity mirrored to CloudKit, a relationship without an inverse",
                "<relationship name=\"b\" optional=\"YES\" maxCount=\"1\" destinationEntity=\"B\"/> in entity A, linted with --cloudkit",
                "relationship 'A.b' has no inverse, which CloudKit requires; add one"
            )
        case .cloudKitOrderedRelationship:
            return (
                "in an entity mirrored to CloudKit, an ordered relationship",
                "<relationship name=\"b\" optional=\"YES\" toMany=\"YES\" ordered=\"YES\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
                "relationship 'A.b' is ordered, which CloudKit does not support; keep the order in an attribute"
            )
        case .cloudKitDenyDeleteRule:
            return (
                "in an entity mirrored to CloudKit, a relationship with the Deny delete rule",
                "<relationship name=\"b\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Deny\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
                "relationship 'A.b' uses the Deny delete rule, which CloudKit does not support; use Nullify or Cascade"
            )
        case .cloudKitUniquenessConstraint:
            return (
                "in an entity mirrored to CloudKit, uniqueness constraints",
                "<uniquenessConstraints><uniquenessConstraint><constraint value=\"n\"/></uniquenessConstraint></uniquenessConstraints> in entity A, linted with --cloudkit",
                "entity 'A' has uniqueness constraints, which CloudKit does not support; remove them and deduplicate in code"
            )
        case .insecureTransformer:
            return (
                "a Transformable attribute with no value transformer or an insecure one, as momc warns",
                "<attribute name=\"t\" optional=\"YES\" attributeType=\"Transformable\"/> in entity A",
                "transformable attribute 'A.t' uses no value transformer, so Core Data unarchives it with NSKeyedUnarchiveFromData; set its transformer to NSSecureUnarchiveFromDataTransformer or a subclass of it"
            )
        case .duplicateFetchIndex:
            return (
                "two fetch indexes of one name in an entity",
                "two <fetchIndex name=\"byN\"> in entity A",
                "entity 'A' has two fetch indexes named 'byN'; rename one"
            )
        case .toOneMaxCount:
            return (
                "a to-one relationship whose maximum count is not 1",
                "<relationship name=\"b\" optional=\"YES\" maxCount=\"3\" destinationEntity=\"A\" inverseName=\"b\" inverseEntity=\"A\"/> in entity A",
                "to-one relationship 'A.b' has maximum count 3; a to-one relationship holds at most 1"
            )
        // Model versions
        case .migrationDataLoss:
            return (
                "an entity or a stored property of an older version is gone from the current one: migrating its stores drops the data",
                "attribute body of entity Note in version M, not in the current version M 2",
                "attribute 'Note.body' is removed: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' drops its values"
            )
        case .migrationLikelyRename:
            return (
                "one property removed and one of the same kind and type added in its place without a renaming identifier: most likely a rename that drops the old values",
                "attribute title of entity Note in version M, attribute heading (same type) in its place in the current version M 2",
                "attribute 'Note.heading' replaces 'Note.title' with the same type and no renaming identifier: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' drops the values of 'Note.title'; set the Renaming ID of 'heading' to 'title' to keep them"
            )
        case .migrationNotInferable:
            return (
                "a change lightweight migration cannot infer or that fails on existing objects (a required value they lack, a type or destination change, merged hierarchies); a warning when a mapping model is beside the bundle",
                "a required attribute created without a default value added to entity Note in the current version M 2",
                "new attribute 'Note.created' is required and has no default value: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' fails on the device, as the existing 'Note' objects have none (error 134110); give it a default value or make it optional"
            )
        // SwiftData output
        case .swiftDataOrderedRelationship:
            return (
                "--framework swiftdata: an ordered relationship; SwiftData's arrays do not keep an order",
                "<relationship name=\"b\" optional=\"YES\" toMany=\"YES\" ordered=\"YES\" …/> in entity A",
                "relationship 'A.b' is ordered, which SwiftData cannot say: it becomes an array whose order is not kept, and on a store shared with Core Data the order is lost for the Core Data side too; store an index to sort by"
            )
        case .swiftDataFetchedProperty:
            return (
                "--framework swiftdata: a fetched property, which SwiftData has no form for (a comment marks its place)",
                "<fetchedProperty name=\"same\"> in entity A",
                "fetched property 'A.same' has no SwiftData form: cdgen writes a comment in its place; fetch with a FetchDescriptor"
            )
        case .swiftDataDerivedAttribute:
            return (
                "--framework swiftdata: a derived attribute, which becomes a stored property nothing updates",
                "<attribute name=\"total\" derived=\"YES\" derivationExpression=\"now()\" …/> in entity A",
                "attribute 'A.total' is derived, which SwiftData cannot say: it becomes a stored property that nothing updates, and on a store shared with Core Data the objects SwiftData saves keep a stale value for both sides; compute it in code"
            )
        case .swiftDataFetchRequest:
            return (
                "--framework swiftdata: a fetch request template, which SwiftData has no form for",
                "<fetchRequest name=\"all\" entity=\"A\"/>",
                "fetch request template 'all' has no SwiftData form, and cdgen writes nothing for it; build a FetchDescriptor with a #Predicate in code"
            )
        case .swiftDataAbstractEntity:
            return (
                "--framework swiftdata: an abstract entity; SwiftData has no abstract models",
                "<entity name=\"A\" representedClassName=\"A\" isAbstract=\"YES\"/>",
                "entity 'A' is abstract, which SwiftData cannot say: its class is written like any other, and nothing stops code from inserting one"
            )
        case .swiftDataUniqueToMany:
            return (
                "--framework swiftdata: a uniqueness constraint over a to-many relationship (or a property the entity lacks), which #Unique cannot say",
                "a uniqueness constraint on the to-many relationship b of entity A",
                "the uniqueness constraint ('b') of entity 'A' is over a to-many relationship or a property it does not have, which #Unique cannot say; it is left out"
            )
        case .swiftDataConfiguration:
            return (
                "--framework swiftdata: a configuration; SwiftData sets stores up with ModelConfiguration in code",
                "<configuration name=\"Cloud\"><memberEntity name=\"A\"/></configuration>",
                "configuration 'Cloud' has no SwiftData form in the model classes; give its entities a ModelConfiguration of their own in code"
            )
        case .swiftDataClassName:
            return (
                "--framework swiftdata: an entity whose class name differs from its name; the @Model class takes the entity's name",
                "<entity name=\"A\" representedClassName=\"AObject\"/>",
                "entity 'A' has the class 'AObject'; SwiftData names the class after the entity, so it is 'A' (a Core Data stack of the same model can keep its own class beside it)"
            )
        case .swiftDataUnsupportedType:
            return (
                "--framework swiftdata: an ObjectID attribute, which SwiftData does not store",
                "<attribute name=\"o\" optional=\"YES\" attributeType=\"ObjectID\"/> in entity A",
                "attribute 'A.o' is an ObjectID, which SwiftData does not store: it becomes a @Transient NSObject?"
            )
        case .swiftDataEntityIdentifier:
            return (
                "--framework swiftdata: an entity with a renaming identifier or version hash modifier, which @Model cannot carry",
                "<entity name=\"A\" representedClassName=\"A\" elementID=\"OldA\"/>",
                "entity 'A' has a renaming identifier or version hash modifier, which @Model cannot carry; a migration that renames the entity needs a custom stage"
            )
        case .swiftDataExpressionIndex:
            return (
                "--framework swiftdata: a fetch index over an expression or a to-many relationship, which #Index cannot say",
                "a fetch index byB over the to-many relationship b of entity A",
                "fetch index 'byB' of entity 'A' is over an expression or a to-many relationship, which #Index cannot say; it is left out"
            )
        case .swiftDataReservedName:
            return (
                "--framework swiftdata: a property named like a member of PersistentModel (modelContext, persistentModelID, …): the class would not compile",
                "<attribute name=\"modelContext\" optional=\"YES\" attributeType=\"String\"/> in entity A",
                "property 'A.modelContext' has the name of a member every SwiftData model has (PersistentModel); rename it, with the old name as its renaming identifier"
            )
        case .swiftDataCustomMigration:
            return (
                "--versioned-schema: a step between versions lightweight migration cannot infer; the migration plan's stage is .custom, whose code you write",
                "a required attribute created without a default value added to entity Note in M 2, with --framework swiftdata --versioned-schema",
                "the migration plan's stage from 'M.xcdatamodel' to 'M 2.xcdatamodel' is .custom: 1 change lightweight migration cannot infer (new attribute 'Note.created' is required and has no default value: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' fails on the device, as the existing 'Note' objects have none (error 134110); give it a default value or make it optional); write its code in a type of your own conforming to the plan"
            )
        case .swiftDataValidationRule:
            return (
                "--framework swiftdata: validation rules (minimum, maximum, regular expression) SwiftData does not check; a Core Data stack on the same store then fails to save what SwiftData wrote",
                "<attribute name=\"age\" attributeType=\"Integer 16\" minValueString=\"0\" maxValueString=\"150\" …/> in entity A",
                "attribute 'A.age' has validation rules (minimum value '0', maximum value '150') that SwiftData does not check: it saves values that break them, and on a store shared with Core Data the Core Data side then fails to save those objects (a validation error); check the values in code before SwiftData saves them"
            )
        case .swiftDataTransientDefault:
            return (
                "--framework swiftdata: a required transient attribute without a default value; @Transient needs an initial value, so cdgen gives it one (or makes it optional)",
                "<attribute name=\"count\" transient=\"YES\" attributeType=\"Integer 32\"/> in entity A",
                "attribute 'A.count' is transient and required with no default value, and @Transient needs an initial value unless its type is optional: cdgen gives it the value 0; give it a default value in the model to choose another"
            )
        case .swiftDataMixedIndex:
            return (
                "--framework swiftdata: a fetch index mixing binary and R-tree elements; a SwiftData index is one or the other, so it is written as binary",
                "a fetch index byPlace of entity A with a binary and an R-tree element",
                "fetch index 'byPlace' of entity 'A' mixes binary and R-tree elements, and a SwiftData index is one or the other; it is written as a binary index: make its elements all R-tree or all binary"
            )
        // Writing the output folder
        case .output:
            return (
                "cdgen cannot write the output folder or a file in it; nothing is left half-written",
                "-o names an existing file",
                "the output path exists and is not a folder"
            )
        // The build plugin
        case .xcodeCodegenConflict:
            return (
                "with --xcode-project (the build plugin in an Xcode project): Xcode's own codegen would also write an entity cdgen generates",
                "entity A with codeGenerationType=\"class\", generated with --xcode-project",
                "Xcode generates entity 'A' itself (its Codegen is Class Definition), and cdgen would too; set its Codegen to Manual/None in the model editor so that cdgen alone writes it"
            )
        // Checking generated files
        case .staleFile:
            return (
                "a generated file whose text differs from what generate writes (cdgen check); located at its first differing line",
                "A+CoreDataClass.swift edited by hand in the folder given to cdgen check",
                "'A+CoreDataClass.swift' differs from what generate writes from the model, first at line 1; run cdgen generate"
            )
        case .missingFile:
            return (
                "a file generate writes that the folder lacks (cdgen check)",
                "A+CoreDataClass.swift deleted from the folder given to cdgen check",
                "'A+CoreDataClass.swift' is missing: generate writes it from the model; run cdgen generate"
            )
        case .extraFile:
            return (
                "a file cdgen generated earlier for the model that it no longer writes, after an entity was renamed or deleted (cdgen check)",
                "entity A renamed B after generating; A+CoreDataClass.swift is still in the folder given to cdgen check",
                "'A+CoreDataClass.swift' was generated earlier from the model and is no longer produced; remove it or run cdgen generate --prune"
            )
        }
    }
}
