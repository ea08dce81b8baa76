import Foundation
import Tactile
import TactileTesting
import Testing

/// `DatePicker`: the compact row with its chips, the calendar and the wheels a tap opens, the
/// graphical and wheel styles, ranges, and the environment's locale, calendar and time zone.
@MainActor
@Suite("Date picker")
struct DatePickerTests {
    /// 2 December 2026, 14:30 UTC.
    nonisolated static let start = Date(timeIntervalSince1970: 1_796_221_800)
    nonisolated static let utc = TimeZone(identifier: "UTC")!

    final class Box {
        var date = DatePickerTests.start
    }

    private struct DeparturePicker: View {
        let box: Box
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var latest: Date?
        var style = "compact"
        var locale = Locale(identifier: "en_US")
        @State private var tick = 0

        var body: some View {
            let binding = Binding(
                get: { box.date },
                set: {
                    box.date = $0; tick += 1
                })
            let picker = Group {
                if let latest {
                    DatePicker("Departure", selection: binding, in: ...latest, displayedComponents: components)
                } else {
                    DatePicker("Departure", selection: binding, displayedComponents: components)
                }
            }
            VStack {
                switch style {
                case "graphical": picker.datePickerStyle(.graphical)
                case "wheel": picker.datePickerStyle(.wheel)
                default: picker
                }
                Text("ticks \(tick)")
            }
            .environment(\.locale, locale)
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }
    }

    /// `date`'s time as the chips write it in English (ICU puts a narrow space before "PM").
    nonisolated static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = utc
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    private func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    @Test("The compact style shows the label, then the date and the time in chips")
    func compactRow() {
        let sim = TouchSimulator(DeparturePicker(box: Box()))
        let label = sim.frame(of: .text("Departure")) ?? .null
        let date = sim.frame(of: .text("Dec 2, 2026")) ?? .null
        let time = sim.frame(of: .text(Self.time(Self.start))) ?? .null
        #expect(label.maxX < date.minX && date.maxX < time.minX)
        #expect(abs(label.midY - date.midY) < 1)
        #expect(!sim.exists(.text("December 2026")))
    }

    @Test("A tap on the date chip opens the month's calendar; a day's tap selects it, keeping the time")
    func chooseDay() {
        let box = Box()
        let sim = TouchSimulator(DeparturePicker(box: box))
        sim.tap(on: .text("Dec 2, 2026"))
        #expect(sim.exists(.text("December 2026")))
        sim.tap(on: .text("15"))
        let chosen = components(box.date)
        #expect(chosen.day == 15 && chosen.month == 12 && chosen.hour == 14 && chosen.minute == 30)
        #expect(sim.exists(.text("Dec 15, 2026")))
        sim.tap(on: .text("Dec 15, 2026"))
        #expect(!sim.exists(.text("December 2026")))
    }

    @Test("The calendar's next-month button shows the next month, whose days then select")
    func nextMonth() {
        let box = Box()
        let sim = TouchSimulator(DeparturePicker(box: box, style: "graphical"))
        #expect(sim.exists(.text("December 2026")))
        sim.tap(on: .accessibilityLabel("Next Month"))
        #expect(sim.exists(.text("January 2027")))
        sim.tap(on: .text("9"))
        let chosen = components(box.date)
        #expect(chosen.year == 2027 && chosen.month == 1 && chosen.day == 9)
    }

    @Test("Days after the range's end are disabled: a tap on one changes nothing")
    func range() {
        let box = Box()
        let latest = Self.start.addingTimeInterval(5 * 86_400)
        let sim = TouchSimulator(DeparturePicker(box: box, latest: latest, style: "graphical"))
        sim.tap(on: .text("20"))
        #expect(components(box.date).day == 2)
        sim.tap(on: .text("4"))
        #expect(components(box.date).day == 4)
    }

    @Test("A tap on the time chip opens the hour and minute wheels; a minute's tap sets the minute")
    func chooseMinute() {
        let box = Box()
        let sim = TouchSimulator(DeparturePicker(box: box))
        sim.tap(on: .text(Self.time(Self.start)))
        sim.tap(on: .text("45"))
        let chosen = components(box.date)
        #expect(chosen.hour == 14 && chosen.minute == 45 && chosen.day == 2)
        #expect(sim.exists(.text(Self.time(Self.start.addingTimeInterval(15 * 60)))))
    }

    @Test("The wheel style's month wheel sets the month")
    func wheel() {
        let box = Box()
        let sim = TouchSimulator(DeparturePicker(box: box, components: [.date], style: "wheel"))
        sim.tap(on: .text("March"))
        let chosen = components(box.date)
        #expect(chosen.month == 3 && chosen.day == 2 && chosen.year == 2026)
    }

    @Test(
        "Only the displayed components have chips",
        arguments: [
            (DatePickerComponents.date, true, false), (DatePickerComponents.hourAndMinute, false, true),
        ])
    func displayedComponents(components: DatePickerComponents, date: Bool, time: Bool) {
        let sim = TouchSimulator(DeparturePicker(box: Box(), components: components))
        #expect(sim.exists(.text("Dec 2, 2026")) == date)
        #expect(sim.exists(.text(Self.time(Self.start))) == time)
    }

    @Test("The chips format the date for the environment's locale")
    func locale() {
        let sim = TouchSimulator(DeparturePicker(box: Box(), locale: Locale(identifier: "fr_FR")))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "fr_FR")
        formatter.timeZone = Self.utc
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        let french = formatter.string(from: Self.start)
        #expect(french != "Dec 2, 2026")
        #expect(sim.exists(.text(french)))
        #expect(!sim.exists(.text("Dec 2, 2026")))
    }
}

/// `MultiDatePicker`: a calendar whose taps add and remove days.
@MainActor
@Suite("Multi-date picker")
struct MultiDatePickerTests {
    final class Box {
        var days = Set<DateComponents>()
    }

    private struct Days: View {
        let box: Box
        @State private var tick = 0
        var body: some View {
            let start = DatePickerTests.start
            MultiDatePicker(
                "Holidays",
                selection: Binding(
                    get: { box.days },
                    set: {
                        box.days = $0; tick += 1
                    }),
                in: start..<start.addingTimeInterval(10 * 86_400)
            )
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }
    }

    @Test("A tap adds a day, a second tap removes it; days outside the range are disabled")
    func toggleDays() {
        let box = Box()
        let sim = TouchSimulator(Days(box: box))
        #expect(sim.exists(.text("Holidays")) && sim.exists(.text("December 2026")))
        sim.tap(on: .text("5"))
        sim.tap(on: .text("8"))
        #expect(Set(box.days.compactMap(\.day)) == [5, 8])
        #expect(box.days.allSatisfy { $0.month == 12 && $0.year == 2026 })
        sim.tap(on: .text("5"))
        #expect(box.days.compactMap(\.day) == [8])
        sim.tap(on: .text("20"))
        #expect(box.days.compactMap(\.day) == [8])
    }
}
