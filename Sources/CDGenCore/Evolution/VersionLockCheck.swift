import Foundation

/// A bundle's versions against its lock (`VersionLock`): a released version must never change
/// what Core Data hashes (devices whose stores were made by it stop opening them, or migrate from
/// the wrong source), nor disappear, and the current version must not move back before the
/// newest released one. What Core Data does not hash (`VersionHashInputs` lists it: renaming
/// identifiers, user info, indexes, default values, validation rules, delete rules, class names…)
/// may change in a released version and is no finding.
package enum VersionLockCheck {
    /// One version of the bundle as read, with where its `contents` is.
    package struct Version: Sendable {
        package var name: String
        package var model: DataModel
        package var contents: String

        package init(name: String, model: DataModel, contents: String) {
            self.name = name
            self.model = model
            self.contents = contents
        }
    }

    /// The findings for `lock` against the bundle: `listed`, every version folder in order (those
    /// that could not be read are in `listed` and not in `read`); `current`, the current version;
    /// `marker`, where `.xccurrentversion` is.
    package static func findings(lock: VersionLock, listed: [String], read: [Version], current: String, marker: SourceLocation) -> [Diagnostic] {
        let byName = Dictionary(read.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let entries = Dictionary(
            read.map { ($0.name, VersionLock.Entry(name: $0.name, current: current, inputs: VersionHashInputs(coreData: $0.model))) },
            uniquingKeysWith: { a, _ in a })
        var found: [Diagnostic] = []
        for locked in lock.versions {
            if let version = byName[locked.name], let now = entries[locked.name] {
                found += changes(locked, now, in: version)
            } else if !listed.contains(locked.name) {
                found.append(missing(locked, unlocked: read.filter { version in !lock.versions.contains { $0.name == version.name } }, entries))
            }
        }
        found += rollback(lock, listed: listed, current: current, marker: marker)
        found += noOps(lock, read: read, entries)
        return found
    }

    /// What changed in a locked version: per entity removed, added or whose inputs differ, each at
    /// its place in the version's `contents`.
    static func changes(_ locked: VersionLock.Entry, _ now: VersionLock.Entry, in version: Version) -> [Diagnostic] {
        guard locked.entities != now.entities else { return [] }
        let of = "locked version \(Quoted.name(locked.name))"
        let tail = "stores made by the released version no longer open with it; undo the edit and make the change in a new version"
        var found: [Diagnostic] = []
        for name in Set(locked.entities.keys).union(now.entities.keys).sorted() {
            let entity = version.model.entities.first { $0.name == name }
            switch (locked.entities[name], now.entities[name]) {
            case (.some, nil):
                found.append(
                    LintCheck.lockedVersionChanged("entity \(Quoted.name(name)) was removed from \(of): \(tail)", at: SourceLocation(file: version.contents)))
            case (nil, .some):
                found.append(LintCheck.lockedVersionChanged("entity \(Quoted.name(name)) was added to \(of): \(tail)", at: entity?.location))
            case (let old?, let new?) where old != new:
                found += entityChanges(name, old, new, entity: entity, of: of, tail: tail)
            default:
                break
            }
        }
        return found
    }

    private static func entityChanges(
        _ name: String, _ old: VersionLock.LockedEntity, _ new: VersionLock.LockedEntity, entity: Entity?, of: String, tail: String
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let own = VersionLock.changes(old.fields, new.fields)
        if !own.isEmpty {
            found.append(
                LintCheck.lockedVersionChanged("entity \(Quoted.name(name)) of \(of) changed: \(own.joined(separator: ", ")): \(tail)", at: entity?.location))
        }
        for property in Set(old.properties.keys).union(new.properties.keys).sorted() {
            let qualified = Quoted.name("\(name).\(property)")
            let place = entity?.properties.first { $0.name == property }?.location ?? entity?.location
            switch (old.properties[property], new.properties[property]) {
            case (.some, nil):
                found.append(LintCheck.lockedVersionChanged("property \(qualified) was removed from \(of): \(tail)", at: place))
            case (nil, .some):
                found.append(LintCheck.lockedVersionChanged("property \(qualified) was added to \(of): \(tail)", at: place))
            case (let before?, let after?) where !VersionLock.changes(before, after).isEmpty:
                let what = VersionLock.changes(before, after).joined(separator: ", ")
                found.append(LintCheck.lockedVersionChanged("property \(qualified) of \(of) changed: \(what): \(tail)", at: place))
            default:
                break
            }
        }
        return found
    }

    private static func missing(_ locked: VersionLock.Entry, unlocked: [Version], _ entries: [String: VersionLock.Entry]) -> Diagnostic {
        let same = unlocked.first { entries[$0.name]?.entities == locked.entities }
        let hint = same.map { "; \(Quoted.name($0.name)) hashes the same: if it was renamed, give it its old name back" } ?? "; restore it"
        return LintCheck.lockedVersionMissing(
            "locked version \(Quoted.name(locked.name)) is not in the bundle (removed or renamed): stores made by it can no longer be migrated\(hint)",
            at: locked.location)
    }

    private static func rollback(_ lock: VersionLock, listed: [String], current: String, marker: SourceLocation) -> [Diagnostic] {
        guard let position = listed.firstIndex(of: current),
            let newest = lock.versions.compactMap({ entry in listed.firstIndex(of: entry.name) }).max(), position < newest
        else { return [] }
        return [
            LintCheck.currentVersionRollback(
                "the current version \(Quoted.name(current)) is older than the newest locked version \(Quoted.name(listed[newest])): devices with stores of \(Quoted.name(listed[newest])) cannot open them with an older model; make a newer version current",
                at: marker)
        ]
    }

    /// Versions not locked yet that hash as the version before them: a new version that changes nothing Core Data sees.
    private static func noOps(_ lock: VersionLock, read: [Version], _ entries: [String: VersionLock.Entry]) -> [Diagnostic] {
        zip(read, read.dropFirst()).compactMap { before, version in
            guard !lock.versions.contains(where: { $0.name == version.name }), let inputs = entries[version.name]?.entities,
                inputs == entries[before.name]?.entities
            else { return nil }
            return LintCheck.noOpVersion(
                "version \(Quoted.name(version.name)) hashes the same as \(Quoted.name(before.name)): Core Data sees no change, so stores of either open as both; change the model or remove the version",
                at: SourceLocation(file: version.contents))
        }
    }
}

// The records of the ids of the lock check (VersionLockCheck, VersionLock). Listed by LintCatalogue.
extension LintCheck {
    package static let lockedVersionChanged = LintCheck(
        id: "locked-version-changed", severity: .error, family: .migration,
        summary:
            "a version recorded in the lock (<Model>.cdgen-lock.json) changed what Core Data hashes: an entity or property added, removed, or its type, optionality, destination, counts, order, inverse, external storage, preserve after deletion, derivation, uniqueness constraints or hash modifier changed. Changes Core Data does not hash are no finding: renaming identifiers (developer.apple.com/documentation/coredata/nspropertydescription/renamingidentifier), user info, indexes (\"does not form part of the entity's version hash\", developer.apple.com/documentation/coredata/nsentitydescription/indexes), default values, validation rules, delete rules, class names (developer.apple.com/documentation/coredata/nspropertydescription/versionhash lists what is)",
        situation: "attribute created of entity Note made optional in version M, which the lock records",
        message:
            "property 'Note.created' of locked version 'M.xcdatamodel' changed: optional false → true: stores made by the released version no longer open with it; undo the edit and make the change in a new version"
    )

    package static let lockedVersionMissing = LintCheck(
        id: "locked-version-missing", severity: .error, family: .migration,
        summary: "a version recorded in the lock is no longer in the bundle: removed or renamed, so stores made by it cannot be migrated",
        situation: "M 2.xcdatamodel is in the lock and not in M.xcdatamodeld",
        message:
            "locked version 'M 2.xcdatamodel' is not in the bundle (removed or renamed): stores made by it can no longer be migrated; restore it")

    package static let currentVersionRollback = LintCheck(
        id: "current-version-rollback", severity: .error, family: .migration,
        summary: "the bundle's current version is older than the newest version recorded in the lock",
        situation: ".xccurrentversion names M.xcdatamodel; the lock records M 2.xcdatamodel",
        message:
            "the current version 'M.xcdatamodel' is older than the newest locked version 'M 2.xcdatamodel': devices with stores of 'M 2.xcdatamodel' cannot open them with an older model; make a newer version current"
    )

    package static let noOpVersion = LintCheck(
        id: "no-op-version", severity: .warning, family: .migration,
        summary: "a version not yet in the lock hashes as the version before it: it changes nothing Core Data sees",
        situation: "M 3.xcdatamodel differs from M 2.xcdatamodel only in a default value",
        message:
            "version 'M 3.xcdatamodel' hashes the same as 'M 2.xcdatamodel': Core Data sees no change, so stores of either open as both; change the model or remove the version"
    )

    package static let lockFormatNewer = LintCheck(
        id: "lock-format-newer", severity: .error, family: .migration,
        summary: "the version lock was written by a newer cdgen, in a format this one does not read: nothing is checked or guessed",
        situation: "\"format\": 2 in M.cdgen-lock.json",
        message: "the version lock has format 2, written by a newer cdgen; this cdgen reads format 1 and checks nothing: update cdgen")
}
