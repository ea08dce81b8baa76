import Foundation
import Tactile
import Testing

@MainActor
@Suite("Form")
struct FormTests {
    @Test("A Form draws as an inset grouped List of the same content, whatever list style is set outside")
    func drawsAsInsetGroupedList() {
        let size = CGSize(width: 320, height: 400)
        let rows = Section("Account") {
            Text("Name")
            Toggle("Notifications", isOn: .constant(true))
        }
        let form = ViewHost(Form { rows }.listStyle(.plain), size: size)
        let list = ViewHost(List { rows }.listStyle(.insetGrouped), size: size)
        let plain = ViewHost(List { rows }.listStyle(.plain), size: size)
        #expect(form.svg() == list.svg())
        #expect(form.svg() != plain.svg())
        #expect(form.texts().contains("Name"))
    }
}
