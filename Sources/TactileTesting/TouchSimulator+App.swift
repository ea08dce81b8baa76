import Foundation
import Tactile

extension TouchSimulator {
    /// Why a simulator could not start from an app.
    public struct AppHasNoWindow: Error, CustomStringConvertible {
        /// The app's type name.
        public let app: String
        /// What went wrong, naming the app.
        public var description: String {
            "\(app) has no WindowGroup or Window in its body: there is no window to drive."
        }
    }

    /// Starts from an app's root scene: hosts the window that `App.main()` hosts (the first
    /// `WindowGroup` or `Window` of the app's body, with its scene modifiers' environment) in a
    /// window of `size`, at virtual time 0.
    ///
    /// ```swift
    /// let simulator = try TouchSimulator(app: CounterApp())
    /// simulator.tap(.text("Add"))
    /// ```
    ///
    /// - Throws: ``AppHasNoWindow`` when the app's body has no such scene.
    public convenience init<A: App>(app: A, size: CGSize = ViewHost.defaultSize) throws {
        guard let window = AppLaunch.window(of: app) else { throw AppHasNoWindow(app: String(describing: A.self)) }
        self.init(window.makeRoot(), size: size)
    }
}
