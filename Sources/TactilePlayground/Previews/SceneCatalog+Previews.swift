import Foundation

extension SceneCatalog {
    /// A package's previews as a catalogue (``PreviewCatalog``): what a preview host serves.
    ///
    /// The list of scenes is read once, here, on the main actor: a process's previews do not change
    /// while it runs (a new build starts a new preview host). `/scenes.json` then answers without
    /// the main actor, where sessions run: a preview whose body takes long, or hangs, no longer
    /// holds the page's list behind it (the build's status never waited). Opening a scene builds
    /// its view, and naming it in a downloaded test reads the registry, on the main actor.
    @MainActor
    public static func previews(inModules modules: [String], sourceDirectories: [String: String] = [:])
        -> SceneCatalog
    {
        let scenes = PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).scenes()
        return SceneCatalog(
            mode: "package",
            scenes: { scenes },
            example: { id in
                await MainActor.run {
                    PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).example(id: id)
                }
            },
            testSubject: { id in
                await MainActor.run {
                    PreviewCatalog(modules: modules, sourceDirectories: sourceDirectories).testSubject(id: id)
                }
            })
    }
}
