extension DataModel {
    /// The same model with every `location` removed: two models read from different files (XML
    /// and JSON, or a file and its conversion) are the same model when these are equal.
    package func withoutLocations() -> DataModel {
        var model = self
        model.location = nil
        model.entities = entities.map { $0.withoutLocations() }
        model.composites = composites.map { composite in
            var c = composite
            c.location = nil
            c.attributes = c.attributes.map { $0.withoutLocation() }
            return c
        }
        model.fetchRequests = fetchRequests.map { $0.withoutLocation() }
        model.configurations = configurations.map { configuration in
            var c = configuration
            c.location = nil
            return c
        }
        return model
    }
}

extension Entity {
    /// The entity with no locations in it.
    func withoutLocations() -> Entity {
        var e = self
        e.location = nil
        e.properties = properties.map { property in
            switch property {
            case .attribute(let a): .attribute(a.withoutLocation())
            case .relationship(let r): .relationship(r.withoutLocation())
            case .fetchedProperty(let p): .fetchedProperty(p.withoutLocation())
            }
        }
        e.fetchIndexes = fetchIndexes.map { index in
            var i = index
            i.location = nil
            return i
        }
        return e
    }
}

extension Attribute {
    /// The attribute without its location.
    func withoutLocation() -> Attribute {
        var a = self
        a.location = nil
        return a
    }
}

extension Relationship {
    /// The relationship without its location.
    func withoutLocation() -> Relationship {
        var r = self
        r.location = nil
        return r
    }
}

extension FetchedProperty {
    /// The fetched property and its request without their locations.
    func withoutLocation() -> FetchedProperty {
        var p = self
        p.location = nil
        p.fetchRequest = p.fetchRequest?.withoutLocation()
        return p
    }
}

extension FetchRequest {
    /// The fetch request without its location.
    func withoutLocation() -> FetchRequest {
        var r = self
        r.location = nil
        return r
    }
}
