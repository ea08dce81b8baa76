// The view controllers SwiftUI code presents or wraps: navigation, image picker, share sheet, alert;
// and the window and keyboard helpers it reads.
import Foundation
import Tactile
import TactileTesting
import Testing

private final class NavigationLog: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { shown.append("will \(viewController.title ?? "")") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { shown.append("did \(viewController.title ?? "")") }
}

/// The coordinator of the "100 Days of SwiftUI" style image picker.
private final class PickerCoordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    var picked: UIImage?
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picked = info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }
}

@MainActor private func controller(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

@MainActor
@Suite("UIKit controllers SwiftUI code presents")
struct PresentedControllerTests {
    @Test("a navigation controller pushes and pops, never its root, and tells its delegate")
    func navigation() {
        let root = controller("Root")
        let navigation = UINavigationController(rootViewController: root)
        let log = NavigationLog()
        navigation.delegate = log
        let detail = controller("Detail")
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(log.shown == ["will Detail", "did Detail", "will Root", "did Root"])
        navigation.viewControllers = [root, controller("A"), controller("B")]
        #expect(navigation.popToRootViewController(animated: false)?.compactMap(\.title) == ["A", "B"])
        #expect(detail.navigationController == nil && navigation.navigationController == nil)
    }

    @Test("no source is available on Linux; a picker's delegate runs only when called")
    func imagePicker() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == nil)
        let picker = UIImagePickerController()
        let coordinator = PickerCoordinator()
        picker.delegate = coordinator
        picker.sourceType = .camera
        picker.allowsEditing = true
        let presenter = UIViewController()
        presenter.present(picker, animated: true)
        #expect(presenter.presentedViewController === picker && coordinator.picked == nil)
        coordinator.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: UIImage()])
        #expect(coordinator.picked == UIImage())
        #expect(presenter.presentedViewController == nil)
        #expect(UIImagePickerController.InfoKey.editedImage.rawValue == "UIImagePickerControllerEditedImage")
    }

    @Test("a share sheet keeps its items and reports no activity when dismissed")
    func shareSheet() {
        let url = URL(string: "https://example.com")!
        let sheet = UIActivityViewController(activityItems: ["Look", url], applicationActivities: nil)
        sheet.excludedActivityTypes = [.airDrop, .print]
        var results: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
        let root = UIViewController()
        root.present(sheet, animated: true)
        #expect(results.isEmpty)
        #expect(sheet.activityItems.count == 2 && sheet.activityItems.last as? URL == url)
        root.dismiss(animated: true)
        #expect(results.count == 1 && results.first?.0 == nil && results.first?.1 == false)
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
    }

    @Test("an alert keeps its actions, one cancel, and text fields; presenting it is recorded")
    func alert() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(delete)
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Type DELETE" }
        #expect(alert.actions.compactMap(\.title) == ["Cancel", "Delete"])
        #expect(alert.preferredAction === delete && alert.textFields?.first?.placeholder == "Type DELETE")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        let root = UIViewController()
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert && alert.title == "Delete?")
    }

    @Test("the window helpers old SwiftUI code reads, and the keyboard notifications' names")
    func windowsAndKeyboard() {
        let window = UIApplication.shared.windows.first
        #expect(window?.safeAreaInsets.top == 0)
        #expect(UIApplication.shared.keyWindow === window && window?.isKeyWindow == true)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.keyWindow === window && window?.windowScene === scene)
        #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    }
}
