import Foundation
import Tactile

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A preview host's side of keeping state across a reload: the pages open now, whose state it
/// writes when asked (`write(to:build:)`), and the state the previous build wrote, handed to
/// the same pages as they open again (`take(scene:variant:)`).
///
/// A page is matched by its scene id and variant; two pages of the same scene and variant get the
/// saved pages in the order they were saved.
@MainActor
public final class CarriedStateBoard {
    /// A page's state as handed to its new session.
    struct Handover {
        /// The window state the previous build wrote for this page; `nil` if none.
        var state: CarriedStateExport?
        /// Why nothing was carried, for the page (a damaged or foreign file).
        var problem: String?
    }

    /// How long after the host starts its pages are told that the saved state was unusable: a page
    /// reloads within a poll (0.25 s) of the new host serving; 30 s covers a slow browser.
    static let problemShownFor: Duration = .seconds(30)

    private var saved: [CarriedStateFile.Page]
    private let problem: String?
    private let started = ContinuousClock.now
    private var open: [ObjectIdentifier: (scene: String, variant: String, session: PlaygroundSession)] = [:]
    private var order: [ObjectIdentifier] = []

    /// A board with no saved state: nothing to hand over.
    public convenience init() { self.init(loaded: nil) }

    /// A board handing over what `loaded` holds: the previous build's pages, or why they could not
    /// be used.
    init(loaded: Result<CarriedStateFile, CarriedStateFile.Problem>?) {
        switch loaded {
        case .success(let file)?:
            saved = file.pages
            problem = nil
        case .failure(let why)?:
            saved = []
            problem = "\(why); every view starts fresh"
        case nil:
            saved = []
            problem = nil
        }
    }

    /// The saved state of the page showing `scene` in `variant`, removed from the board.
    func take(scene: String, variant: String) -> Handover? {
        if let index = saved.firstIndex(where: { $0.scene == scene && $0.variant == variant }) {
            return Handover(state: saved.remove(at: index).state, problem: nil)
        }
        if let problem, ContinuousClock.now - started < Self.problemShownFor {
            return Handover(state: nil, problem: problem)
        }
        return nil
    }

    /// Notes that `session` shows `scene` in `variant`, until `closed(_:)`.
    func opened(_ session: PlaygroundSession, scene: String, variant: String) {
        let key = ObjectIdentifier(session)
        if open[key] == nil { order.append(key) }
        open[key] = (scene, variant, session)
    }

    /// Forgets `session`.
    func closed(_ session: PlaygroundSession) {
        let key = ObjectIdentifier(session)
        open[key] = nil
        order.removeAll { $0 == key }
    }

    /// The state of every open page, as build `build` writes it.
    func file(build: Int) -> CarriedStateFile {
        let pages = order.compactMap { key -> CarriedStateFile.Page? in
            guard let page = open[key], !page.session.isClosed else { return nil }
            return CarriedStateFile.Page(
                scene: page.scene, variant: page.variant, state: page.session.host.viewHost.exportCarriedState())
        }
        return CarriedStateFile(build: build, pages: pages)
    }

    /// Writes the state of every open page to `path` (through a temporary file, so that the file
    /// appears whole: the supervising command waits for it).
    func write(to path: String, build: Int) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(file(build: build))
        let temporary = path + ".partial"
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            throw CarriedStateFile.Problem(description: "could not move the saved state to \(path) (errno \(errno))")
        }
    }
}
