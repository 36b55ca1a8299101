/// A relationship whose JSON has no `inverse` key: its inverse is taken from the relationship of
/// its destination that names it as inverse.
struct PendingInverse {
    /// The entity's index in the model.
    var entity: Int
    /// The relationship's index in the entity's properties.
    var property: Int
    /// Whether the JSON gave `inverseEntity` (which then stays as given).
    var keepsInverseEntity: Bool
}

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

extension JSONModelDecoder {
    /// Fills in the inverses of the pending relationships, all computed from the inverses the
    /// document names (never from other inferred ones).
    mutating func inferInverses(in model: inout DataModel) {
        var found: [(PendingInverse, (name: String, entity: String))] = []
        for pending in pendingInverses {
            let entity = model.entities[pending.entity]
            guard case .relationship(let relationship) = entity.properties[pending.property],
                let inverse = InverseInference.inverse(of: relationship, in: entity, model: model)
            else { continue }
            found.append((pending, inverse))
        }
        for (pending, inverse) in found {
            guard case .relationship(var relationship) = model.entities[pending.entity].properties[pending.property] else { continue }
            relationship.inverseName = inverse.name
            if !pending.keepsInverseEntity { relationship.inverseEntity = inverse.entity }
            model.entities[pending.entity].properties[pending.property] = .relationship(relationship)
        }
    }
}
