// App and scene delegates, scenes, shakes, fonts and dynamic colours as SwiftUI apps write them:
// through `import Tactile`.
import Foundation
import Tactile
import TactileTesting
import Testing

private final class AppDelegate: NSObject, UIApplicationDelegate {
    var launched = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launched = true
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

private final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// The shake idiom, as a subclass: Swift on Linux overrides only in a class's own declaration.
private final class ShakeWindow: UIWindow {
    static let shaken = Notification.Name("deviceDidShake")
    var shakes = 0

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { shakes += 1 }
    }
}

@MainActor
@Suite("UIKit app life cycle, fonts and colours")
struct AppLifecycleTests {
    @Test("an app delegate's methods run when called; unimplemented ones have UIKit's defaults")
    func appDelegate() {
        let delegate = AppDelegate()
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
        #expect(delegate.launched)
        #expect(delegate.application(.shared, willFinishLaunchingWithOptions: nil))
        #expect(!delegate.application(.shared, open: URL(string: "app://x")!, options: [:]))
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate.application(
            .shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.role == .windowApplication)
        #expect(configuration.name == nil)
        #expect(configuration.delegateClass == SceneDelegate.self)
    }

    @Test("the window scene has one application session and keeps its delegate")
    func sceneSession() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.session.role == .windowApplication)
        #expect(scene?.session.scene === scene)
        #expect(scene?.session.configuration.name == "Default Configuration")
        let delegate = SceneDelegate()
        scene?.delegate = delegate
        #expect(scene?.delegate === delegate)
        scene?.delegate = nil
    }

    @Test("a window subclass hears motionEnded with the shake subtype")
    func shake() {
        let window = ShakeWindow()
        window.motionEnded(.motionShake, with: nil)
        window.motionEnded(.remoteControlPlay, with: nil)
        #expect(window.shakes == 1)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        #expect(UIEvent().subtype == .none)
    }

    @Test("a font's width carries into Font(_:), which measures narrower text when compressed")
    func fontWidth() {
        let compressed = UIFont.systemFont(ofSize: 20, weight: .bold, width: .compressed)
        #expect(compressed.width == .compressed)
        #expect(compressed != UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(Font(compressed) == Font.system(size: 20, weight: .bold).width(.compressed))
        #expect(Font(UIFont.systemFont(ofSize: 20)) == Font.system(size: 20))
        let narrow = TouchSimulator(Text("Wide words").font(Font(compressed)).fixedSize())
        let wide = TouchSimulator(
            Text("Wide words").font(Font(.systemFont(ofSize: 20, weight: .bold, width: .expanded))).fixedSize())
        #expect(narrow.frame(of: .text("Wide words"))!.width < wide.frame(of: .text("Wide words"))!.width)
    }

    @Test("a dynamic UIColor written as a trailing closure draws by the view's colour scheme")
    func dynamicColor() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let light = TouchSimulator(Color(uiColor: brand).frame(width: 10, height: 10)).svg().lowercased()
        let dark = TouchSimulator(Color(uiColor: brand).frame(width: 10, height: 10).preferredColorScheme(.dark)).svg()
            .lowercased()
        #expect(light.contains("#0000ff"))
        #expect(dark.contains("#ff0000"))
    }
}
