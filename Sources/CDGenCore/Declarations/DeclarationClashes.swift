import Foundation

/// Two declarations of one run that cannot both exist: two files that are one file on macOS's
/// default file system (APFS and HFS+ compare names ignoring case and Unicode normalization), or
/// two top-level declarations with one name, which one module cannot compile.
package struct DeclarationClash: Sendable, Hashable {
    /// What clashes.
    package enum Subject: Sendable, Hashable {
        case files(FileDeclaration, FileDeclaration)
        case types(TypeDeclaration, TypeDeclaration)
    }

    /// The earlier declaration first, in plan order.
    package var subject: Subject

    /// The two sources, earlier first.
    package var sources: (DeclarationSource, DeclarationSource) {
        switch subject {
        case .files(let a, let b): (a.source, b.source)
        case .types(let a, let b): (a.source, b.source)
        }
    }
}

extension RunDeclarations {
    /// Every clash, types first: two declarations with one name, then two files with one name on
    /// macOS. Two sources whose types clash have their files' clash left out (an entity
    /// `ChatStore` and the store enum clash as types; their files, both `ChatStore.swift`, are not
    /// reported again). Not reported here: the same name from two entities (`duplicate-entity`,
    /// `duplicate-class`).
    package func clashes() -> [DeclarationClash] {
        var found: [DeclarationClash] = []
        var typePairs: Set<[DeclarationSource]> = []
        func report(_ clash: DeclarationClash) {
            let (a, b) = clash.sources
            if case .entity = a, case .entity = b, clash.sameName, !clash.hasStruct { return }
            switch clash.subject {
            case .types: if typePairs.insert([a, b]).inserted { found.append(clash) }
            case .files: if !typePairs.contains([a, b]) { found.append(clash) }
            }
        }
        var typeNames: [String: Int] = [:]   // positions in `types`: no copy of a declaration
        typeNames.reserveCapacity(types.count)
        for (position, type) in types.enumerated() where type.declaresName {
            if let earlier = typeNames.updateValue(position, forKey: type.name) {
                typeNames[type.name] = earlier
                if types[earlier].source != type.source { report(DeclarationClash(subject: .types(types[earlier], type))) }
            }
        }
        var fileNames: [String: Int] = [:]
        fileNames.reserveCapacity(files.count)
        for (position, file) in files.enumerated() {
            let key = Self.fileSystemKey(file.name)
            if let earlier = fileNames.updateValue(position, forKey: key) {
                fileNames[key] = earlier
                report(DeclarationClash(subject: .files(files[earlier], file)))
            }
        }
        return found
    }

    /// What macOS's default file system compares of a file name: the name case-folded as
    /// Foundation folds it (an all-ASCII name: A–Z lowered, what Foundation gives for ASCII).
    /// Unicode normalization needs nothing more: Swift's `String` equality and hashing are
    /// canonical equivalence (`é` precomposed equals `e` + U+0301).
    package static func fileSystemKey(_ name: String) -> String {
        guard let scan = ASCIIScan(name) else { return name.folding(options: [.caseInsensitive], locale: nil) }
        guard scan.hasUpperCase else { return name }
        var name = name
        return name.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { folded in
                for (offset, byte) in bytes.enumerated() { folded[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
                return bytes.count
            }
        }
    }
}

extension DeclarationClash {
    /// Whether one of two clashing types is a struct: of entities' declarations only the snapshot
    /// file's (`<Class>ID`, `<Class>Snapshot`) are, so such a clash is not two entities of one class.
    var hasStruct: Bool {
        guard case .types(let a, let b) = subject else { return false }
        return a.kind == .struct || b.kind == .struct
    }

    /// Whether both declarations have exactly the same name.
    var sameName: Bool {
        switch subject {
        case .files(let a, let b): a.name == b.name
        case .types(let a, let b): a.name == b.name
        }
    }
}

extension RunDeclarations {
    /// What a message calls `source`: `entity 'Usuario'`, `the store helper (--framework swiftdata)`.
    package func describe(_ source: DeclarationSource) -> String {
        switch source {
        case .entity(let entity): "entity \(Quoted.name(entity.name))"
        case .composite(let name): "composite \(Quoted.name(name))"
        case .template(let position): "template \(Quoted.name(templates[position].template))"
        case .model(let kind): kind.role
        }
    }

    /// Where a finding about `source` points: the entity, composite or template entry's output;
    /// the model for cdgen's own declarations.
    package func location(of source: DeclarationSource) -> SourceLocation? {
        switch source {
        case .entity(let entity): model.entities[entity.position].location
        case .composite(let name): model.composites.first { $0.name == name }?.location ?? model.location
        case .template(let position): templates[position].outputLocation
        case .model: model.location
        }
    }
}

extension DeclarationSource {
    /// Whether the user names it in the model or the configuration (then a clash points at it).
    package var isNamedByUser: Bool {
        if case .model = self { return false }
        return true
    }
}
