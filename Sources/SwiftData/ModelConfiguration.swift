/// How a container keeps its models. On Linux every configuration keeps them in memory, for as long
/// as the process runs: one that asks for storage on disk works the same and says once, on standard
/// error, that nothing is written (Docs/Decisions.md#no-swiftdata).
public struct ModelConfiguration: Identifiable, Hashable, Sendable {
    /// The configuration's name (`"default"` when none is given).
    public let name: String
    /// The schema the configuration is for, if it names one.
    public let schema: Schema?
    /// Whether the app asked for memory-only storage. Storage is in memory on Linux either way.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save. Saving changes no file on Linux; when `false`, `save()` throws.
    public let allowsSave: Bool
    /// Where the store would be on disk. Nothing is written there on Linux.
    public let url: URL
    /// The app group whose container would hold the store; no effect on Linux.
    public let groupContainer: GroupContainer
    /// The iCloud database the store would sync with; no effect on Linux.
    public let cloudKitDatabase: CloudKitDatabase

    /// The configuration's name.
    public var id: String { name }

    /// A configuration that stores in the default place, or in memory.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(
            name: name, schema: schema, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave,
            url: nil, groupContainer: groupContainer, cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration that stores at `url` (in memory on Linux).
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(
            name: name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave, url: url,
            groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration for `forTypes`.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration that stores in the default place, or in memory.
    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    private init(
        name: String?, schema: Schema?, isStoredInMemoryOnly: Bool, allowsSave: Bool, url: URL?,
        groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.url =
            url
            ?? (isStoredInMemoryOnly
                ? URL(fileURLWithPath: "/dev/null")
                : URL.applicationSupportDirectory.appendingPathComponent("\(self.name).store"))
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.url == rhs.url && lhs.schema === rhs.schema
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// The app group that would hold the store. No effect on Linux.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?

        /// The app's first app group, if it has one.
        public static let automatic = GroupContainer(identifier: "automatic")
        /// No app group.
        public static let none = GroupContainer(identifier: nil)
        /// The app group named `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The iCloud database the store would sync with. No effect on Linux: nothing syncs.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?

        /// The app's first iCloud container, if it has one.
        public static let automatic = CloudKitDatabase(identifier: "automatic")
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: nil)
        /// The private database of the iCloud container `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: containerIdentifier)
        }
    }
}
