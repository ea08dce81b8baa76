import Foundation

/// Whether the caller runs on the main actor's queue, where `Thread.isMainThread` is not enough:
/// on Linux, once `dispatchMain()` parks the main thread (as Swift Testing does), the main
/// actor's jobs run on Dispatch's main queue drained by another thread. The main queue is marked
/// once, and the mark is read back from the queue the caller runs on.
enum MainQueueMark {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool { marked && DispatchQueue.getSpecific(key: key) == true }
}
