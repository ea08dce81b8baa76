import GestureGallery
import Tactile
import TactileTesting
import Testing

@MainActor @Test func tapsCountLikes() {
    let sim = TouchSimulator(LikeButton())
    sim.tap(on: .text("Likes: 0"))
    sim.settle()
    #expect(sim.texts() == ["Likes: 1"])
}

@MainActor @Test func holdingForASecondConfirms() {
    let sim = TouchSimulator(HoldToConfirm())
    sim.longPress(on: .text("Hold to confirm"), duration: 1.2)
    #expect(sim.texts() == ["Confirmed"])
}

@MainActor @Test func droppingTheBadgeCounts() {
    let sim = TouchSimulator(DraggableBadge())
    sim.drag(.accessibilityIdentifier("badge"), by: CGSize(width: 0, height: 100))
    #expect(sim.texts() == ["Drops: 1"])
}
