import Foundation

/// The bar of a navigation level, built from its content's request: the back button and leading
/// items, the title (inline, or large below the bar) or the principal item, the trailing items.
struct NavigationBar: View {
    let request: NavigationBarRequest
    /// Pops the level; `nil` at the root (no back button).
    let back: (() -> Void)?
    /// The search of a `searchable` modifier around the stack, drawn at its root when the
    /// content's request has none.
    var inheritedSearch: SearchFieldEntry? = nil

    var body: some View {
        if request.barHidden != true {
            let large = request.isLarge(atRoot: back == nil)
            VStack(spacing: 0) {
                ZStack {
                    let principal = request.items(.principal)
                    if !principal.isEmpty {
                        toolbarItems(principal)
                    } else if let title = request.title, !large {
                        Text(title).font(.headline)
                    }
                    HStack(spacing: NavigationBarMetrics.itemSpacing) {
                        if let back, request.backButtonHidden != true {
                            BackButton(action: back)
                        }
                        toolbarItems(request.items(.leading))
                        Spacer(minLength: 0)
                        toolbarItems(request.items(.trailing)).environment(\.menuEdge, .trailing)
                    }
                    .padding(
                        .leading, back == nil ? NavigationBarMetrics.itemInset : NavigationBarMetrics.backButtonInset
                    )
                    .padding(.trailing, NavigationBarMetrics.itemInset)
                }
                .frame(maxWidth: .infinity)
                .frame(height: NavigationBarMetrics.barHeight)
                if let title = request.title, large {
                    Text(title).font(.largeTitle.bold())
                        .frame(maxWidth: .infinity, alignment: .bottomLeading)
                        .padding(.leading, NavigationBarMetrics.largeTitleInset)
                        .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
                        .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .bottom)
                }
                if let search = request.search ?? (back == nil ? inheritedSearch : nil) {
                    NavigationSearchField(entry: search)
                }
            }
        }
    }
}

/// The bottom toolbar of a navigation level: its `.bottomBar` items in a row, centred (spacers in
/// a `ToolbarItemGroup` spread them); nothing when there are none.
struct NavigationBottomBar: View {
    let request: NavigationBarRequest

    var body: some View {
        let items = request.items(.bottom)
        if !items.isEmpty {
            HStack(spacing: NavigationBarMetrics.itemSpacing) {
                toolbarItems(items)
            }
            .padding(.horizontal, NavigationBarMetrics.itemInset)
            .frame(maxWidth: .infinity)
            .frame(height: NavigationBarMetrics.bottomBarHeight)
            .background(TabBarMetrics.background)
        }
    }
}

/// "‹ Back": pops the level it is in.
struct BackButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 3) {
                Image(systemName: "chevron.left").font(.body.weight(.semibold))
                Text("Back")
            }
        }
    }
}

/// Toolbar items side by side, in the order they were declared: a `ForEach` (not a view of its
/// own), so that the stack around it lays them out as its own children.
@MainActor
func toolbarItems(_ entries: [ToolbarEntry]) -> some View {
    ForEach(entries, id: \.id) { entry in entry.view }
}
