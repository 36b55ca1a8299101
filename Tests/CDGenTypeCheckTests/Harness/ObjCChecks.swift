/// Objective-C rules the Linux compiler cannot check because `@objc` is dropped there (see
/// `SwiftRewriter.swift`). Checks of one file alone (selector shape, optional scalars) are made while
/// rewriting; this is the check across the files of a model.
enum ObjCChecks {
    /// Two methods with the same selector in one class, or in a class and one of its superclasses
    /// (an override in an extension, which Objective-C dispatch cannot tell apart).
    static func clashes(_ files: [(name: String, facts: ObjCFacts)], lines: [String: String]) -> [Finding] {
        var superclass: [String: String] = [:]
        for (_, facts) in files {
            for declared in facts.classes {
                if let parent = declared.superclass { superclass[declared.name] = parent }
            }
        }
        var byType: [String: [(file: String, selector: ObjCFacts.Selector)]] = [:]
        for (name, facts) in files {
            for selector in facts.selectors { byType[selector.typeName, default: []].append((name, selector)) }
        }

        var findings: [Finding] = []
        for (typeName, own) in byType.sorted(by: { $0.key < $1.key }) {
            var seen: [String: (file: String, selector: ObjCFacts.Selector)] = [:]
            // Selectors of the superclasses first, nearest last, so a clash names the nearest one.
            var ancestors: [String] = []
            var current = superclass[typeName]
            while let parent = current, !ancestors.contains(parent), parent != typeName {
                ancestors.append(parent)
                current = superclass[parent]
            }
            for ancestor in ancestors.reversed() {
                for entry in byType[ancestor] ?? [] { seen[entry.selector.selector] = entry }
            }
            for entry in own {
                if let earlier = seen[entry.selector.selector] {
                    let text = lines[entry.file].flatMap { text -> String? in
                        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
                        return entry.selector.line - 1 < all.count ? String(all[entry.selector.line - 1]) : nil
                    }
                    let owner = earlier.selector.typeName == typeName ? "" : " of superclass '\(earlier.selector.typeName)'"
                    findings.append(
                        Finding(
                            file: entry.file, line: entry.selector.line, column: entry.selector.column,
                            message:
                                "Objective-C selector '\(entry.selector.selector)' of '\(typeName).\(entry.selector.member)' is also the selector of '\(earlier.selector.member)'\(owner) (\(earlier.file):\(earlier.selector.line))",
                            lineText: text))
                } else {
                    seen[entry.selector.selector] = entry
                }
            }
        }
        return findings
    }
}
