/// The model classes a container manages.
///
/// On Linux a schema lists types and nothing more: there is no store to map them to, so there are
/// no versions, entities or migrations. A container also manages models of types its schema does
/// not list (related models are inserted with their owner, as SwiftData does).
public final class Schema: @unchecked Sendable {
    // @unchecked: immutable after init; the metatypes it holds are those of model classes.
    /// The model classes, in the order given, without repeats.
    let types: [any PersistentModel.Type]

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type]) {
        var seen = Set<ObjectIdentifier>()
        self.types = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type...) {
        self.init(types)
    }

    /// An empty schema.
    public convenience init() {
        self.init([])
    }

    /// What `@Attribute` can say of a property.
    public final class Attribute: @unchecked Sendable {
        private init() {}

        /// An option of `@Attribute`. Only `unique` has an effect on Linux.
        public struct Option: Hashable, Sendable {
            let name: String

            /// No two models of the type have the same value: inserting one that has an existing
            /// model's value updates that model instead.
            public static let unique = Option(name: "unique")
            /// Kept beside the store on Apple platforms; in memory on Linux, as everything is.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in iCloud on Apple platforms; no effect on Linux.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after deletion on Apple platforms; no effect on Linux.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked but not persisted on Apple platforms; no effect on Linux, where nothing is.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight on Apple platforms; no effect on Linux.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// What `@Relationship` can say of a property.
    public final class Relationship: @unchecked Sendable {
        private init() {}

        /// What deleting a model does to the models its relationship refers to.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// Removes the deleted model from the related models' references (the default).
            case nullify
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete the model while the relationship refers to any model.
            case deny
            /// Leaves the related models as they are.
            case noAction
        }

        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String

            /// No two models of the type refer to the same models.
            public static let unique = Option(name: "unique")
        }
    }
}
