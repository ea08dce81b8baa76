import Foundation

// Writing a window's state out and putting it back in a new build (``CarriedStateEntry``).
extension ViewGraph {
    /// Every state value of the views in the tree, as entries keyed by identity path, view type,
    /// property index and value type; values that are not `Codable` are counted, not written.
    func exportCarriedState() -> CarriedStateExport {
        var export = CarriedStateExport()
        for (identity, kept) in storage {
            guard let ownerType = kept.ownerType else { continue }
            let viewType = String(reflecting: ownerType)
            let path = identity.carriedPath
            let names = propertyNames[ObjectIdentifier(ownerType)] ?? []
            for (index, slot) in kept.slots {
                guard let carriable = slot as? any CarriableSlot else { continue }
                guard let json = carriable.carriedJSON() else {
                    export.notCarried += 1
                    continue
                }
                export.entries.append(
                    CarriedStateEntry(
                        path: path, viewType: viewType, index: index, name: index < names.count ? names[index] : "",
                        valueType: carriable.carriedValueType, value: json))
            }
        }
        // One order for every run, so that a file of the same state is the same file.
        export.entries.sort { ($0.path, $0.index) < ($1.path, $1.index) }
        return export
    }

    /// Hands `entries` to the views made from now on: each is put back into the slot whose key
    /// matches when that slot is first made. The later of two entries with the same key wins.
    func seedCarriedState(_ entries: [CarriedStateEntry]) {
        carriedSeeds = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, later in later })
        carriedRestored = 0
    }

    /// Stops putting values back; returns what became of the seeds.
    func finishCarriedState() -> CarriedStateOutcome {
        let outcome = CarriedStateOutcome(restored: carriedRestored, unmatched: carriedSeeds.count)
        carriedSeeds = [:]
        return outcome
    }

    /// Puts the seed whose key is this slot's into `slot`, if there is one and it decodes.
    func restoreCarried(into slot: any CarriableSlot, identity: ViewIdentity, type: Any.Type, index: Int) {
        let names = propertyNames[ObjectIdentifier(type)] ?? []
        let key = CarriedStateKey(
            path: identity.carriedPath, viewType: String(reflecting: type), index: index,
            name: index < names.count ? names[index] : "", valueType: slot.carriedValueType)
        guard let entry = carriedSeeds[key] else { return }
        // A value that no longer decodes stays a seed: it is counted as not carried.
        guard slot.restore(json: entry.value) else { return }
        carriedSeeds[key] = nil
        carriedRestored += 1
    }

    /// Notes the names of `value`'s linked dynamic properties in slot order, found as
    /// `linkProperties(of:type:inputs:)` counts slots (nested dynamic properties searched).
    func recordPropertyNames(of value: Any, typeID: ObjectIdentifier) {
        var names: [String] = []
        func walk(_ value: Any, prefix: String) {
            for child in Mirror(reflecting: value).children {
                let name = prefix + (child.label ?? "_")
                if child.value is any GraphLinkedProperty {
                    names.append(name)
                } else if let nested = child.value as? any DynamicProperty {
                    walk(nested, prefix: name + ".")
                }
            }
        }
        walk(value, prefix: "")
        propertyNames[typeID] = names
    }
}
