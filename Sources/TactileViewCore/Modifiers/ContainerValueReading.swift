import Foundation

extension ModifiedContent: ContainerValueReadable where Content: View, Modifier: ViewModifier {
    package func containerValueWriters() -> (writers: [any ContainerValueWriter], base: any View) {
        let inner = viewContainerValueWriters(content)
        guard let writer = modifier as? any ContainerValueWriter else { return inner }
        return ([writer] + inner.writers, inner.base)
    }
}

extension AnyView: ContainerValueReadable {
    package func containerValueWriters() -> (writers: [any ContainerValueWriter], base: any View) {
        viewContainerValueWriters(view)
    }
}
