import Foundation

/// Plays the animations of a host's commits: given each committed `DisplayList` and the time it
/// was committed, it answers what the window shows at any later time, the in-between frames of the
/// animations each list asks for (`DisplayItem/animations`).
///
/// ```swift
/// var animator = FrameAnimator()
/// animator.commit(host.displayList, at: host.now)
/// // … a change animated with `withAnimation(.linear(duration: 0.4))` commits …
/// animator.commit(host.displayList, at: host.now)
/// let halfway = animator.frame(at: host.now + 0.2)
/// ```
///
/// Time is the caller's, in seconds on any monotonic origin: `GestureHost` plays its commits on
/// its own time (`GestureHost/displayList(at:)`), the playground on the server's clock.
///
/// Each animated attribute of an item becomes a *track*: from the value on screen when the change
/// arrived (so an interrupted animation continues from where it is, as SwiftUI's do) to the new
/// value, shaped by the change's `Animation`. Attributes are interpolated as numbers, each as its
/// `DisplayAttribute` says: geometry as the six entries of the item's transform, opacity, blur
/// radius, shadow (offset, radius, colour) and paint (the fill of a shape or the colour of a text,
/// in sRGB). An outline drawn from a shape's `animatableData` (`AnimatableContent`) is drawn
/// again at every frame from the data interpolated between the shown and the new; other outlines,
/// text and images change at once. Items are matched between lists by view identity and their
/// order within it.
public struct FrameAnimator {
    /// An item's place, stable across commits while its view stays.
    private struct ItemKey: Hashable {
        var identity: ViewIdentity
        var occurrence: Int
    }

    private struct TrackKey: Hashable {
        var item: ItemKey
        var attribute: DisplayAttribute
    }

    private struct Track {
        var from: [Double]
        var to: [Double]
        var start: Double
        var animation: Animation

        func value(at time: Double) -> [Double] {
            let f = animation.fraction(atElapsed: max(0, time - start))
            return zip(from, to).map { $0 + ($1 - $0) * f }
        }

        func isComplete(at time: Double) -> Bool { animation.isComplete(atElapsed: max(0, time - start)) }
    }

    /// An item's `animatableData` moving from the data shown when the change arrived to the new
    /// data, which the item is redrawn with (`AnimatableContent`).
    private struct DataTrack {
        var from: any VectorArithmetic
        var to: AnimatableContent
        var start: Double
        var animation: Animation

        func value(at time: Double) -> any VectorArithmetic {
            to.interpolated(from: from, fraction: animation.fraction(atElapsed: max(0, time - start)))
        }

        func isComplete(at time: Double) -> Bool { animation.isComplete(atElapsed: max(0, time - start)) }
    }

    /// The attributes interpolated; the others jump.
    private static let animatedAttributes = DisplayAttribute.all.filter { $0.kind.interpolates }

    private var list = DisplayList()
    private var tracks: [TrackKey: Track] = [:]
    private var dataTracks: [ItemKey: DataTrack] = [:]
    /// Items of views removed with a transition, drawn until their removal finishes.
    private var ghosts: [Ghost] = []

    /// An item of a removed view, still drawn while its transition runs: from where it was shown
    /// to where the transition takes it, at the place it had in the list.
    private struct Ghost {
        var item: DisplayItem
        var index: Int
        var geometry: Track
        var opacity: Track

        func isComplete(at time: Double) -> Bool { geometry.isComplete(at: time) }

        func frame(at time: Double) -> DisplayItem {
            var out = item
            GeometryAttribute.apply(geometry.value(at: time), to: &out)
            OpacityEffect.apply(opacity.value(at: time), to: &out)
            return out
        }
    }

    /// An animator with nothing committed yet: its frames are empty lists until `commit(_:at:)`.
    public init() {}

    /// Whether any animation is still running at `time`.
    public func isAnimating(at time: TimeInterval) -> Bool {
        tracks.values.contains { !$0.isComplete(at: time) } || ghosts.contains { !$0.isComplete(at: time) }
            || dataTracks.values.contains { !$0.isComplete(at: time) }
    }

    /// Takes the list committed at `time`.
    ///
    /// Each attribute that this commit animates (`DisplayItem/animations`) starts a new animation
    /// from the value shown at `time`, so an interrupted animation continues from where it is; an
    /// animation under way on an attribute the commit leaves as it was goes on. Animations that are
    /// complete at `time` are forgotten (they show their end value, the committed one, anyway).
    ///
    /// - Parameters:
    ///   - newList: What the commit drew.
    ///   - time: When it was committed; not earlier than the previous commit's time.
    public mutating func commit(_ newList: DisplayList, at time: TimeInterval) {
        if tracks.values.contains(where: { $0.isComplete(at: time) }) {
            tracks = tracks.filter { !$0.value.isComplete(at: time) }
        }
        ghosts.removeAll { $0.isComplete(at: time) }
        if dataTracks.values.contains(where: { $0.isComplete(at: time) }) {
            dataTracks = dataTracks.filter { !$0.value.isComplete(at: time) }
        }
        let transitions =
            list.items.contains { $0.transition != nil } || newList.items.contains { $0.transition != nil }
        if tracks.isEmpty && dataTracks.isEmpty && !transitions
            && !newList.items.contains(where: { !$0.animations.isEmpty })
        {
            // Nothing to play: the common case of a commit without animations costs no more.
            list = newList
            return
        }
        if transitions { startRemovals(of: newList, at: time) }
        let old = Self.keyed(list)
        var newTracks: [TrackKey: Track] = [:]
        var newDataTracks: [ItemKey: DataTrack] = [:]
        for (key, item) in Self.keyed(newList) {
            if let content = item.animatableContent {
                newDataTracks[key] = dataTrack(for: content, of: item, key: key, old: old[key], at: time)
            }
            for attribute in Self.animatedAttributes {
                let trackKey = TrackKey(item: key, attribute: attribute)
                guard let target = attribute.kind.vector(of: item) else { continue }
                if let animation = item.animations[attribute] {
                    let shown = tracks[trackKey]?.value(at: time) ?? old[key].flatMap { attribute.kind.vector(of: $0) }
                    if let shown, shown.count == target.count, shown != target {
                        newTracks[trackKey] = Track(from: shown, to: target, start: time, animation: animation)
                    }
                } else if let running = tracks[trackKey], running.to == target {
                    // Unchanged by this commit: an animation already under way goes on.
                    newTracks[trackKey] = running
                }
            }
        }
        if transitions { startInsertions(newList, previous: list, at: time, into: &newTracks) }
        startContentTransitions(newList, at: time, into: &newTracks)
        list = newList
        tracks = newTracks
        dataTracks = newDataTracks
    }

    /// The track of `item`'s animatable data after a commit at `time`: a new one from the data
    /// shown to `content`'s when the commit animates the item's content and the data changed, the
    /// running one when the data stays, else none.
    private func dataTrack(
        for content: AnimatableContent, of item: DisplayItem, key: ItemKey, old: DisplayItem?, at time: Double
    ) -> DataTrack? {
        let running = dataTracks[key]
        if let animation = item.animations[.content] {
            let shown = running?.value(at: time) ?? old?.animatableContent.map(\.data)
            guard let shown, let previous = old?.animatableContent, previous.hasSameType(as: content),
                !content.holds(shown)
            else { return nil }
            return DataTrack(from: shown, to: content, start: time, animation: animation)
        }
        guard let running, content.holds(running.to.data) else { return nil }
        // Unchanged by this commit: the animation under way goes on (with the new drawing).
        return DataTrack(from: running.from, to: content, start: running.start, animation: running.animation)
    }

    /// The identities of the views with a transition that `list` draws.
    private static func transitionIdentities(_ list: DisplayList) -> Set<ViewIdentity> {
        Set(list.items.compactMap { $0.transition?.identity })
    }

    /// Items of views with a transition that `newList` no longer draws become ghosts, from where
    /// they are shown at `time` to the transition's removed state, with the animation of the commit
    /// that removed them (`DisplayList/removals`: the removing commit's own, even when this
    /// animator did not take it) or the transition's own; without one they go at once.
    private mutating func startRemovals(of newList: DisplayList, at time: Double) {
        let staying = Self.transitionIdentities(newList)
        let shown = played(at: time)
        for (index, item) in shown.items.enumerated() {
            guard let transition = item.transition, !staying.contains(transition.identity),
                let animation = transition.animation(
                    insertion: false, commit: newList.removalAnimation(of: transition.identity))
            else { continue }
            let (transform, opacity) = transition.outState(of: item.transform, opacity: item.opacity, insertion: false)
            let from = GeometryAttribute.vector(of: item.transform)
            let to = GeometryAttribute.vector(of: transform)
            ghosts.append(
                Ghost(
                    item: item, index: index,
                    geometry: Track(from: from, to: to, start: time, animation: animation),
                    opacity: Track(from: [item.opacity], to: [opacity], start: time, animation: animation)))
        }
    }

    /// Items of views with a transition that `previous` did not draw start from the transition's
    /// inserted state, with the animation in effect at the view (or the transition's own); without
    /// one they appear at once.
    private func startInsertions(
        _ newList: DisplayList, previous: DisplayList, at time: Double, into newTracks: inout [TrackKey: Track]
    ) {
        let before = Self.transitionIdentities(previous)
        var seen: [ViewIdentity: Int] = [:]
        for item in newList.items {
            let key = ItemKey(identity: item.identity, occurrence: seen[item.identity, default: 0])
            seen[item.identity, default: 0] += 1
            guard let transition = item.transition, !before.contains(transition.identity),
                let animation = transition.animation(insertion: true, commit: newList.animation)
            else { continue }
            let (transform, opacity) = transition.outState(of: item.transform, opacity: item.opacity, insertion: true)
            let from = GeometryAttribute.vector(of: transform)
            let to = GeometryAttribute.vector(of: item.transform)
            if from != to {
                newTracks[TrackKey(item: key, attribute: .geometry)] = Track(
                    from: from, to: to, start: time, animation: animation)
            }
            if opacity != item.opacity {
                newTracks[TrackKey(item: key, attribute: .opacity)] = Track(
                    from: [opacity], to: [item.opacity], start: time, animation: animation)
            }
        }
    }

    /// Items whose content changed under an animation with a content transition
    /// (`DisplayItem/contentTransition`) cross-fade: the content shown at `time` stays drawn as a
    /// ghost fading out while the new fades in; a numeric transition also rolls the old content
    /// out by `ContentTransitionMetrics/rollFraction` of its height and the new in.
    private mutating func startContentTransitions(
        _ newList: DisplayList, at time: Double, into newTracks: inout [TrackKey: Track]
    ) {
        guard newList.items.contains(where: { $0.contentTransition != nil && $0.animations[.content] != nil })
        else { return }
        let shown = Self.keyed(played(at: time))
        var seen: [ViewIdentity: Int] = [:]
        for (index, item) in newList.items.enumerated() {
            let key = ItemKey(identity: item.identity, occurrence: seen[item.identity, default: 0])
            seen[item.identity, default: 0] += 1
            guard let transition = item.contentTransition, let animation = item.animations[.content],
                let old = shown[key]
            else { continue }
            var roll: CGFloat = 0
            if case .numeric(let countsDown) = transition.kind {
                roll = item.bounds.height * ContentTransitionMetrics.rollFraction * (countsDown ? 1 : -1)
            }
            let oldPlace = GeometryAttribute.vector(of: old.transform)
            let oldGone = GeometryAttribute.vector(of: old.transform.translatedInWindow(by: roll))
            ghosts.append(
                Ghost(
                    item: old, index: index,
                    geometry: Track(from: oldPlace, to: oldGone, start: time, animation: animation),
                    opacity: Track(from: [old.opacity], to: [0], start: time, animation: animation)))
            newTracks[TrackKey(item: key, attribute: .opacity)] = Track(
                from: [0], to: [item.opacity], start: time, animation: animation)
            if roll != 0 {
                newTracks[TrackKey(item: key, attribute: .geometry)] = Track(
                    from: GeometryAttribute.vector(of: item.transform.translatedInWindow(by: -roll)),
                    to: GeometryAttribute.vector(of: item.transform), start: time, animation: animation)
            }
        }
    }

    /// What the window shows at `time`: the last committed list, with each animation still
    /// running at `time` played to that time. Once every animation is complete, the committed list
    /// itself.
    ///
    /// - Parameter time: Not earlier than the last commit's time (earlier times show the start of
    ///   its animations).
    public func frame(at time: TimeInterval) -> DisplayList {
        var out = played(at: time)
        // No views leaving (every frame but a removal's): nothing to filter, sort or insert.
        guard !ghosts.isEmpty else { return out }
        // Leaving items go back where they were in the list they were last drawn in.
        for ghost in ghosts.filter({ !$0.isComplete(at: time) }).sorted(by: { $0.index < $1.index }) {
            out.items.insert(ghost.frame(at: time), at: min(ghost.index, out.items.count))
        }
        return out
    }

    /// The last committed list with its running tracks played to `time` (without leaving items).
    private func played(at time: TimeInterval) -> DisplayList {
        let running = tracks.filter { !$0.value.isComplete(at: time) }
        let runningData = dataTracks.filter { !$0.value.isComplete(at: time) }
        guard !running.isEmpty || !runningData.isEmpty else { return list }
        var byItem: [ItemKey: [(DisplayAttribute, [Double])]] = [:]
        for (key, track) in running {
            byItem[key.item, default: []].append((key.attribute, track.value(at: time)))
        }
        var out = list
        var seen: [ViewIdentity: Int] = [:]
        for index in out.items.indices {
            let identity = out.items[index].identity
            let key = ItemKey(identity: identity, occurrence: seen[identity, default: 0])
            seen[identity, default: 0] += 1
            // The outline first: it is drawn in the item's bounds, which geometry does not change.
            if let track = runningData[key] {
                track.to.redraw(track.value(at: time), &out.items[index])
            }
            for (attribute, value) in byItem[key] ?? [] {
                attribute.kind.apply(value, to: &out.items[index])
            }
        }
        return out
    }

    private static func keyed(_ list: DisplayList) -> [ItemKey: DisplayItem] {
        var out: [ItemKey: DisplayItem] = [:]
        var seen: [ViewIdentity: Int] = [:]
        for item in list.items {
            let n = seen[item.identity, default: 0]
            seen[item.identity] = n + 1
            out[ItemKey(identity: item.identity, occurrence: n)] = item
        }
        return out
    }
}

/// The constants of content transitions.
enum ContentTransitionMetrics {
    /// How far a numeric transition rolls the old and the new content, as a fraction of the item's
    /// height: half a line, so the two pass each other mid-way, as digits on a counter do.
    static let rollFraction: CGFloat = 0.5
}

extension CGAffineTransform {
    /// The transform followed by a vertical move of `dy` in window space.
    fileprivate func translatedInWindow(by dy: CGFloat) -> CGAffineTransform {
        concatenating(CGAffineTransform(translationX: 0, y: dy))
    }
}
