// UIKit controls with UIAction target–action, as SwiftUI code's representables make them.
import Foundation
import Tactile
import Testing

@MainActor
@Suite("UIKit controls and actions")
struct ControlTests {
    @Test("sendActions runs the actions registered for those events, oldest first, with the sender")
    func sendActions() {
        let control = UIControl()
        var log: [String] = []
        let tap = UIAction(title: "Tap") { action in log.append("tap \(action.sender is UIControl)") }
        control.addAction(tap, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("any touch") }, for: .allTouchEvents)
        control.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["tap true", "any touch"])
        #expect(tap.sender == nil)
        log.removeAll()
        control.removeAction(tap, for: .touchUpInside)
        control.isEnabled = false
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["any touch", "value"])
        #expect(control.allControlEvents == [.allTouchEvents, .valueChanged])
    }

    @Test("an action with the same identifier replaces the registered one; removal by identifier")
    func identifiers() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .allEvents)
        #expect(log == ["new"])
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.editingChanged.rawValue == 1 << 17)
    }

    @Test("a button keeps per-state titles with the normal one as fallback, and taps its primary action")
    func button() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Go")
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .selected) == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        button.isHighlighted = false
        #expect(button.currentTitleColor == button.tintColor)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleLabel?.textColor == .systemRed)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        #expect(UIButton().buttonType == .custom && UIButton().currentTitleColor == .white)
        #expect(button.intrinsicContentSize.width > 0)
    }

    @Test("a button's configuration is kept and its update handler runs once per update")
    func configuration() {
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        config.image = UIImage(systemName: "cart")
        config.baseBackgroundColor = .systemGreen
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        #expect(button.currentTitle == "Buy" && button.currentImage == UIImage(systemName: "cart"))
        #expect(button.configuration?.cornerStyle == .capsule)
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.title = button.isSelected ? "Bought" : "Buy"
        }
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        #expect(updates == 1 && button.currentTitle == "Bought")
    }

    @Test("a switch, slider and stepper change silently in code; the user's change is sent")
    func valueControls() {
        let toggle = UISwitch()
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && changes == 0)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        toggle.isOn.toggle()
        toggle.sendActions(for: .valueChanged)
        #expect(changes == 1)

        let slider = UISlider()
        slider.maximumValue = 10
        slider.setValue(12, animated: false)
        #expect(slider.value == 10)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = 4
        slider.minimumValue = 6
        #expect(slider.value == 6)
        slider.minimumValue = 20
        #expect(slider.maximumValue == 20 && slider.value == 20)

        let stepper = UIStepper()
        stepper.stepValue = 0
        stepper.maximumValue = -5
        #expect(stepper.stepValue == 1 && stepper.maximumValue == 100)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)

        let segments = UISegmentedControl(items: ["A", "B"])
        var segmentChanges = 0
        segments.addAction(UIAction { _ in segmentChanges += 1 }, for: .valueChanged)
        segments.selectedSegmentIndex = 1
        #expect(segmentChanges == 0)
    }

    @Test("a stack view keeps its arranged subviews as subviews; an image view keeps its image")
    func stackAndImage() {
        let title = UILabel(), icon = UIImageView(image: UIImage(systemName: "star"))
        let stack = UIStackView(arrangedSubviews: [title, icon])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        #expect(stack.arrangedSubviews == [title, icon] && stack.subviews == [title, icon])
        stack.removeArrangedSubview(title)
        #expect(stack.arrangedSubviews == [icon] && stack.subviews.count == 2)
        stack.insertArrangedSubview(title, at: 0)
        icon.removeFromSuperview()
        #expect(stack.arrangedSubviews == [title])
        #expect(UIStackView.Alignment.top == .leading)
        #expect(icon.image == UIImage(systemName: "star") && !icon.isUserInteractionEnabled)
        icon.contentMode = .scaleAspectFit
        #expect(icon.contentMode == .scaleAspectFit)
    }
}
