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
