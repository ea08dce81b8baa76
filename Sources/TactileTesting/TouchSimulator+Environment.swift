import Foundation
import Tactile

extension TouchSimulator {
    /// The window's settings (colour scheme, text size, layout direction, locale). Setting them
    /// re-renders the window at once, keeping the views' state, as a device does when the user
    /// switches to dark mode:
    ///
    /// ```swift
    /// sim.environment.colorScheme = .dark
    /// #expect(sim.displayList.shapes(filledWith: Color.blue.resolve(in: darkEnvironment)) …)
    /// ```
    public var environment: WindowEnvironment {
        get { host.viewHost.windowEnvironment }
        set {
            host.viewHost.windowEnvironment = newValue
            host.update()
        }
    }
}
