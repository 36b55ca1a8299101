/// Collects the XML attributes of one element and orders them the way Xcode does, with the
/// element's extra attributes (keys the model does not model) put back where Xcode writes them.
struct XMLAttributeList {
    /// The element whose order applies.
    let element: XMLVocabulary.Element
    private var items: [ExtraAttribute] = []

    /// Starts an empty list for `element`.
    init(_ element: XMLVocabulary.Element) {
        self.element = element
    }

    /// Adds `name="value"` when `value` is not `nil`.
    mutating func add(_ name: String, _ value: String?) {
        if let value { items.append(ExtraAttribute(name: name, value: value)) }
    }

    /// Adds `name="YES"` when `flag` is true (Xcode never writes the `NO` of these flags).
    mutating func flag(_ name: String, _ flag: Bool) {
        if flag { items.append(ExtraAttribute(name: name, value: "YES")) }
    }

    /// Adds `name="YES"` or `name="NO"`, or nothing for `nil`.
    mutating func flag(_ name: String, _ flag: Bool?) {
        add(name, flag.map { $0 ? "YES" : "NO" })
    }

    /// The attributes and `extras` in Xcode's order. An extra of a known name takes its place
    /// in that order; an extra Xcode's order does not name stays just before the next known
    /// extra that followed it in the file, or goes last, keeping the file's order among them.
    func merged(with extras: [ExtraAttribute]) -> [ExtraAttribute] {
        let order = XMLVocabulary.order(of: element)
        let rank = { (name: String) in order.firstIndex(of: name) }
        var ranked = items.map { (rank: rank($0.name) ?? Int.max, attribute: $0) }
        for (index, extra) in extras.enumerated() {
            let own = rank(extra.name)
            let borrowed = extras[index...].lazy.compactMap { rank($0.name) }.first
            ranked.append((own ?? borrowed ?? Int.max, extra))
        }
        return stableSorted(ranked).map(\.attribute)
    }

    private func stableSorted(_ ranked: [(rank: Int, attribute: ExtraAttribute)]) -> [(rank: Int, attribute: ExtraAttribute)] {
        ranked.enumerated()
            .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element)
    }
}
