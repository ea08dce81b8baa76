import Foundation

extension SceneCatalog {
    /// A package's previews as a catalogue (``PreviewCatalog``): what a preview host serves.
    ///
    /// The list of scenes is read once, here, on the main actor: a process's previews do not change
    /// while it runs (a new build starts a new preview host). `/scenes.json` then answers without
    /// the main actor, where sessions run: a preview whose body takes long, or hangs, no longer
    /// holds the page's list behind it (the build's status never waited). Opening a scene builds
    /// its view, and naming it in a downloaded test reads the registry, on the main actor.
    ///
    /// The package's `apps` come first in the list (``HostedApp``, `kind` `app`), each with the
    /// problem that keeps it from running, if any.
    @MainActor
    public static func previews(
        inModules modules: [String], sourceDirectories: [String: String] = [:], apps: [HostedApp] = []
    ) -> SceneCatalog {
        let scenes =
            apps.map(\.sceneInfo) + PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).scenes()
        let appsByID = Dictionary(apps.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
        var catalog = SceneCatalog(
            mode: "package",
            scenes: { scenes },
            example: { id in
                await MainActor.run {
                    if let app = appsByID[id] { return try? app.example().get() }
                    return PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).example(id: id)
                }
            },
            testSubject: { id in
                await MainActor.run {
                    if let app = appsByID[id] {
                        return app.typeName.map { SessionTestSubject.app(module: app.module, type: $0) }
                    }
                    return PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).testSubject(id: id)
                }
            })
        catalog.problem = { id in
            guard let app = appsByID[id] else { return nil }
            return await MainActor.run { () -> String? in
                if case .failure(let problem) = app.example() { return problem.description }
                return nil
            }
        }
        return catalog
    }
}
