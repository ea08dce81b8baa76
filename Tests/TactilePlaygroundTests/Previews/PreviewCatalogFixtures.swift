import Tactile

// Previews of this test module, for PreviewCatalogTests: two unnamed ones in one file, a measured
// one, and a provider declared in this file.

#Preview {
    Text("First")
}

#Preview {
    Text("Second")
}

#Preview("Measured", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 30, height: 20)
}

struct CatalogFixture_Previews: PreviewProvider {
    static var previews: some View {
        Text("From a provider")
            .previewDisplayName("Provided")
    }
}
