/// "A relationship's inverse can be named once": when `Mensaje.conversacion` says its inverse is
/// `Conversacion.mensajes`, `Conversacion.mensajes` (with no `inverse` key) gets
/// `Mensaje.conversacion` as its inverse. The encoder uses the same rule to know when a missing
/// inverse must be written as `"inverse": null`.
enum InverseInference {
    /// The inverse `relationship` of `entity` gets from the other side: the one relationship of
    /// its destination whose inverse is `entity.relationship`; `nil` when there is none or
    /// more than one.
    static func inverse(of relationship: Relationship, in entity: Entity, model: DataModel) -> (name: String, entity: String)? {
        guard let destination = model.entity(named: relationship.destinationEntity) else { return nil }
        let candidates = destination.relationships.filter {
            $0.inverseName == relationship.name && $0.inverseEntity == entity.name
        }
        guard candidates.count == 1 else { return nil }
        return (candidates[0].name, destination.name)
    }
}
