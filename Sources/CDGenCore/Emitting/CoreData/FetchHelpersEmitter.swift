/// Writes the fetch helpers of a class (`--fetch-helpers`): a typed fetch request named after the
/// class (it never overloads `NSManagedObject.fetchRequest()` or a parent's: an overload makes
/// `fetchRequest()` ambiguous without a type annotation, as SwiftGen found), a
/// function per fetch request template of the model that fetches this entity, with its `$VARIABLE`
/// substitution variables as parameters, and the `Sendable` typed object ID.
///
/// ```swift
/// extension Usuario {
///
///     /// A fetch request for Usuario objects, typed.
///     @nonobjc public static func usuarioFetchRequest() -> NSFetchRequest<Usuario> {
///         NSFetchRequest<Usuario>(entityName: "Usuario")
///     }
///
///     /// The `byLogin` template of the Chat model (`login == $LOGIN`), with its variables substituted.
///     @nonobjc public static func byLoginFetchRequest(login: Any, in model: NSManagedObjectModel) -> NSFetchRequest<Usuario>? {
///         let request = model.fetchRequestFromTemplate(withName: "byLogin", substitutionVariables: ["LOGIN": login])
///         return request.flatMap { ($0 as AnyObject) as? NSFetchRequest<Usuario> }
///     }
///     …
/// }
/// ```
enum FetchHelpersEmitter {
    /// Prints the extension with the helpers of `entity` of class `className`.
    static func emit(_ entity: Entity, className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let escapedClass = Naming.escaped(className)
        p.print("extension \(escapedClass) {", "")
        p.indented { p in
            p.print("/// A fetch request for \(SwiftComment.text(className)) objects, typed (unlike `NSManagedObject.fetchRequest()`).")
            p.print("@nonobjc \(context.memberPrefix)static func \(Naming.fetchHelperName(className: className))() -> NSFetchRequest<\(escapedClass)> {")
            p.indented { $0.print("NSFetchRequest<\(escapedClass)>(entityName: \(SwiftLiteral.string(entity.name)))") }
            p.print("}")
            for template in context.model.fetchRequests where template.entity == entity.name {
                p.blank()
                emitTemplate(template, className: escapedClass, context: context, into: &p)
            }
            p.blank()
            ObjectIDEmitter.emit(className: className, context: context, into: &p)
        }
        p.print("}")
    }

    /// One template's function.
    private static func emitTemplate(_ template: FetchRequest, className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let result = resultType(of: template, className: className)
        let variables = template.substitutionVariables
        var used: Set<String> = []
        var parameters: [(label: String, variable: String)] = []
        for variable in variables {
            let base = Naming.parameterName(substitutionVariable: variable)
            var name = base
            var suffix = 2
            while used.contains(name) { name = base + "\(suffix)"; suffix += 1 }
            used.insert(name)
            parameters.append((name, variable))
        }
        let predicate = template.predicateString.map { " (`\(SwiftComment.text($0))`)" } ?? ""
        let name = SwiftLiteral.string(template.name)
        p.print(
            "/// The `\(SwiftComment.text(template.name))` fetch request template of the \(SwiftComment.text(context.modelName)) model\(predicate)\(variables.isEmpty ? "" : ", with its variables substituted")."
        )
        let signature = (parameters.map { "\($0.label): Any" } + ["in model: NSManagedObjectModel"]).joined(separator: ", ")
        p.print("@nonobjc \(context.memberPrefix)static func \(Naming.templateFunctionName(template.name))(\(signature)) -> NSFetchRequest<\(result)>? {")
        p.indented { p in
            // `NSFetchRequest` is an Objective-C generic class: the casts check the class only, and
            // go through `Any`/`AnyObject` so that no compiler sees two unrelated specializations.
            if parameters.isEmpty {
                p.print("model.fetchRequestTemplate(forName: \(name))?.copy() as? NSFetchRequest<\(result)>")
            } else {
                let dictionary = parameters.map { "\(SwiftLiteral.string($0.variable)): \($0.label)" }.joined(separator: ", ")
                p.print("let request = model.fetchRequestFromTemplate(withName: \(name), substitutionVariables: [\(dictionary)])")
                p.print("return request.flatMap { ($0 as AnyObject) as? NSFetchRequest<\(result)> }")
            }
        }
        p.print("}")
    }

    /// The result type of a template's request, from its `resultType` (managed objects by default).
    static func resultType(of template: FetchRequest, className: String) -> String {
        switch template.extraAttributes.first(where: { $0.name == "resultType" })?.value {
        case "1": "NSManagedObjectID"
        case "2": "NSDictionary"
        case "4": "NSNumber"
        default: className
        }
    }
}

extension FetchRequest {
    /// The `$VARIABLE` substitution variables of the predicate, each once, in order of first use.
    var substitutionVariables: [String] {
        guard let predicate = predicateString else { return [] }
        var result: [String] = []
        var scalars = Array(predicate.unicodeScalars)[...]
        while let dollar = scalars.firstIndex(of: "$") {
            scalars = scalars[(dollar + 1)...]
            let name = scalars.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            scalars = scalars.dropFirst(name.count)
            let variable = String(String.UnicodeScalarView(name))
            if !variable.isEmpty, !result.contains(variable) { result.append(variable) }
        }
        return result
    }
}
