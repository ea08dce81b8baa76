import Foundation

/// The lengths and colours a `List` is drawn with: iOS's, measured on its system lists, named
/// once with their reasons.
enum ListMetrics {
    /// The least height of a row: iOS's 44 pt touch target.
    static let minimumRowHeight: CGFloat = 44
    /// The default insets of a row's content: 16 pt at the sides (iOS's layout margins on a
    /// phone), 8 pt above and below so a line of body text in a 44 pt row stays centred.
    static let rowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// How far the rows of `.insetGrouped`, `.inset` and `.sidebar` lists stand from the list's sides.
    static let sectionInset: CGFloat = 16
    /// The corner radius of an inset-grouped section's card (iOS 15+: 10 pt).
    static let cardCornerRadius: CGFloat = 10
    /// The space above each section of a grouped list (and below the last one).
    static let groupedSectionSpacing: CGFloat = 20
    /// The space between sections with `listSectionSpacing(.compact)` (an estimate of iOS's).
    static let compactSectionSpacing: CGFloat = 8
    /// The least height of a section header or footer in a plain list (iOS: 28 pt).
    static let minimumHeaderHeight: CGFloat = 28
    /// The padding of a header or footer's text above and below.
    static let headerVerticalPadding: CGFloat = 6
    /// The thickness of a row separator (a hairline: one pixel on a 2× screen).
    static let separatorThickness: CGFloat = 0.5

    /// A list's width when nothing proposes one (in a horizontal scroll view): an iPhone's, the
    /// host's default window width.
    static let fallbackWidth: CGFloat = 390

    /// The diameter of the delete control before a row in edit mode (iOS: 22 pt).
    static let deleteControlSize: CGFloat = 22
    /// The space the delete control takes before a row's content, with its gap.
    static let deleteControlWidth: CGFloat = 38
    /// The width of the move handle after a row in edit mode.
    static let moveHandleWidth: CGFloat = 44
    /// How long a finger rests on a row of a `ForEach` with `onMove` (out of edit mode) before the
    /// row lifts to be dragged: iOS's 0.5 s long press, the same as a drag source's lift.
    static let moveLiftDuration: TimeInterval = 0.5

    /// The least width of a swipe action button (iOS: 74 pt).
    static let minimumActionWidth: CGFloat = 74
    /// The padding of a swipe action's label at each side.
    static let actionPadding: CGFloat = 12
    /// The share of the row's width past which a release performs the first action of a swipe that
    /// allows a full swipe: iOS asks for a swipe past about half the row, and a little more than
    /// half keeps a generous reveal (two or three actions) from deleting by accident
    /// (Docs/Decisions.md#list-full-swipe).
    static let fullSwipeFraction: CGFloat = 0.6
    /// The distance a finger moves before a row's swipe begins: the engine's drag distance, the
    /// same as the scroll view's touch slop, so a vertical move fails it and scrolls.
    static let swipeMinimumDistance: CGFloat = 10

    /// How a released row settles open or closed (the spring the swipe-to-reveal component uses,
    /// close to iOS's row animation).
    static let settleAnimation = Animation.spring(response: 0.3, dampingFraction: 0.85)

    /// A plain list's and a row's background.
    static let rowBackground = Color.white
    /// The background behind grouped sections (iOS's `systemGroupedBackground`, #F2F2F7).
    static let groupedBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    /// A plain list's section header background (iOS's `secondarySystemBackground` tone).
    static let plainHeaderBackground = Color(red: 0.969, green: 0.969, blue: 0.969)
    /// A separator's colour (iOS's `separator` over white, #C6C6C8).
    static let separator = Color(red: 0.776, green: 0.776, blue: 0.784)
    /// A selected row's background (iOS's `systemGray4`, #D1D1D6).
    static let selectedRowBackground = Color(red: 0.820, green: 0.820, blue: 0.839)
    /// A swipe action without a destructive role (iOS's grey action).
    static let actionBackground = Color.gray
}
