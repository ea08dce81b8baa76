import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a `@State` (or other dynamic property) declared at the top of a `#Preview`
/// body. It adds nothing by itself: ``PreviewMacro`` finds the marked variables and turns them into
/// stored properties of a view, so that they keep their value across body runs.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
