/// Writes `<Model>+ManagedObjectModel.swift` (`--model-builder`): a function that builds the whole
/// `NSManagedObjectModel` in code, so that an app or a package needs no compiled `.momd`.
///
/// ```swift
/// /// The Banking model, built in code.
/// public enum BankingManagedObjectModel {
///     /// A new `NSManagedObjectModel` of the Banking model. …
///     public static func make() -> NSManagedObjectModel {
///         let model = NSManagedObjectModel()
///
///         let accountEntity = NSEntityDescription()
///         accountEntity.name = "Account"
///         …
///         return model
///     }
/// }
/// ```
///
/// Order: every entity first (relationships need their destinations), then each entity's
/// properties, inverses, subentities, constraints and indexes, then the model's entities,
/// configurations and fetch request templates. `make()` carries the `@available` of the newest
/// SDK API its statements use (`SDKAvailability`), none when every one is older than the floor.
enum ModelBuilderEmitter {
    /// The text of the builder file.
    static func emit(fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: true, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        // Only CoreData's types appear in the public API; Foundation's are used inside `make()`.
        p.print("import Foundation", "\(context.style.importKeyword) CoreData")
        p.blank()
        let model = context.model
        let typeName = context.names.modelBuilder
        p.print("/// The \(SwiftComment.text(model.name)) model, built in code: entities, properties, validation rules, relationships,")
        p.print("/// constraints, indexes, fetch request templates and configurations, as its model file describes them.")
        p.print("\(context.memberPrefix)enum \(typeName) {")
        p.indented { p in
            p.print("/// A new `NSManagedObjectModel` of the \(SwiftComment.text(model.name)) model. Build it once and share it (for example")
            p.print("/// through `NSPersistentContainer(name:managedObjectModel:)`): Core Data expects one model per class.")
            // The statements first, into their own printer: what they use decides the line above `make()`.
            var builder = ModelBuilderBody(model: model, context: context)
            var body = CodePrinter()
            builder.emit(into: &body)
            if let availability = builder.usage.attribute { p.print(availability) }
            p.print("\(context.access)static func make() -> NSManagedObjectModel {")
            p.indented { p in
                for line in body.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { p.print(String(line)) }
            }
            p.print("}")
        }
        p.print("}")
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }
}
