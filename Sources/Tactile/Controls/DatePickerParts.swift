import Foundation

/// What a compact date picker has open below its row.
enum DatePickerOpenPart: Hashable {
    case calendar, time
}

/// The compact date picker: the label, then the date's and the time's chips; a tap on a chip
/// opens its calendar or wheels below the row, or closes them.
struct DatePickerCompactRow: View {
    let configuration: DatePickerStyleConfiguration
    @State private var open: DatePickerOpenPart?

    var body: some View {
        let configuration = self.configuration
        let open = $open
        DatePickerDatesReader { dates in
            VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
                HStack(spacing: DatePickerMetrics.chipSpacing) {
                    configuration.label
                    Spacer(minLength: DatePickerMetrics.spacing)
                    if configuration.displayedComponents.contains(.date) {
                        DatePickerChip(text: dates.dateText(configuration.selection), part: .calendar, open: open)
                    }
                    if configuration.displayedComponents.contains(.hourAndMinute) {
                        DatePickerChip(text: dates.timeText(configuration.selection), part: .time, open: open)
                    }
                }
                switch open.wrappedValue {
                case .calendar: DatePickerCalendar(configuration: configuration)
                case .time: DatePickerTimeWheels(configuration: configuration)
                case nil: EmptyView()
                }
            }
        }
    }
}

/// A date or time in a grey chip; a tap opens or closes its part (the text turns the accent
/// colour while it is open).
struct DatePickerChip: View {
    let text: String
    let part: DatePickerOpenPart
    let open: Binding<DatePickerOpenPart?>

    var body: some View {
        let isOpen = open.wrappedValue == part
        Button {
            open.wrappedValue = isOpen ? nil : part
        } label: {
            Text(text)
                .lineLimit(1)
                .fixedSize()
                .foregroundStyle(isOpen ? Color.accentColor : Color.primary)
                .padding(.horizontal, DatePickerMetrics.chipHorizontalPadding)
                .padding(.vertical, DatePickerMetrics.chipVerticalPadding)
                .background(
                    RoundedRectangle(cornerRadius: DatePickerMetrics.chipCornerRadius)
                        .fill(ControlConstants.stepperFillColor))
        }
        .buttonStyle(.plain)
    }
}

/// The graphical style's "Time" row: the word and the time's chip, which opens the hour and
/// minute wheels below it.
struct DatePickerTimeRow: View {
    let configuration: DatePickerStyleConfiguration
    @State private var open: DatePickerOpenPart?

    var body: some View {
        let configuration = self.configuration
        let open = $open
        DatePickerDatesReader { dates in
            VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
                HStack {
                    Text("Time")
                    Spacer(minLength: DatePickerMetrics.spacing)
                    DatePickerChip(text: dates.timeText(configuration.selection), part: .time, open: open)
                }
                if open.wrappedValue == .time {
                    DatePickerTimeWheels(configuration: configuration)
                }
            }
        }
    }
}

/// What a month calendar shows and does with a day: whether it is selected, whether it may be
/// chosen, what choosing it does, and which month to show first.
struct DatePickerCalendarModel {
    let firstMonth: (DatePickerDates) -> Date
    let isSelected: (Date, DatePickerDates) -> Bool
    let isAllowed: (Date, DatePickerDates) -> Bool
    let choose: (Date, DatePickerDates) -> Void

    /// A date picker's calendar: the selected day, days in range, choosing keeps the time.
    static func single(_ configuration: DatePickerStyleConfiguration) -> DatePickerCalendarModel {
        DatePickerCalendarModel(
            firstMonth: { $0.startOfMonth(configuration.selection) },
            isSelected: { day, dates in dates.calendar.isDate(day, inSameDayAs: configuration.selection) },
            isAllowed: { day, dates in
                let chosen = dates.day(day, atTimeOf: configuration.selection)
                let clamped = configuration.clamped(chosen)
                return clamped == chosen || dates.calendar.isDate(clamped, inSameDayAs: day)
            },
            choose: { day, dates in
                configuration.$selection.wrappedValue = configuration.clamped(
                    dates.day(day, atTimeOf: configuration.selection))
            })
    }
}

/// A month's calendar: the month's title with buttons to the previous and next month, the
/// weekdays' symbols, then a row per week of day buttons; the selected days sit on an accent
/// circle, days that may not be chosen are disabled.
struct DatePickerCalendar: View {
    let model: DatePickerCalendarModel
    /// The month shown once the user has moved away from the first one.
    @State private var shownMonth: Date?

    init(configuration: DatePickerStyleConfiguration) { model = .single(configuration) }

    init(model: DatePickerCalendarModel) { self.model = model }

    var body: some View {
        let model = self.model
        let shown = $shownMonth
        DatePickerDatesReader { dates in
            let month = shown.wrappedValue ?? model.firstMonth(dates)
            let layout = dates.days(ofMonth: month)
            let cells: [Date?] = Array(repeating: nil, count: layout.leadingBlanks) + layout.days.map { $0 }
            let weeks = (cells.count + DatePickerMetrics.daysPerWeek - 1) / DatePickerMetrics.daysPerWeek
            VStack(spacing: 0) {
                HStack {
                    Text(dates.monthTitle(month)).font(.headline)
                    Spacer()
                    Button {
                        shown.wrappedValue = dates.month(-1, after: month)
                    } label: {
                        Image(systemName: "chevron.left")
                    }
                    .accessibilityLabel("Previous Month")
                    Button {
                        shown.wrappedValue = dates.month(1, after: month)
                    } label: {
                        Image(systemName: "chevron.right")
                    }
                    .accessibilityLabel("Next Month")
                }
                HStack(spacing: 0) {
                    ForEach(Array(dates.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                        Text(symbol).font(.caption).foregroundStyle(.secondary)
                            .frame(width: DatePickerMetrics.dayCell)
                    }
                }
                ForEach(0..<weeks, id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(0..<DatePickerMetrics.daysPerWeek, id: \.self) { column in
                            let index = week * DatePickerMetrics.daysPerWeek + column
                            DatePickerDay(day: index < cells.count ? cells[index] : nil, model: model, dates: dates)
                        }
                    }
                }
            }
        }
    }
}

/// One cell of the calendar: a day's number as a button that chooses the day, or an empty cell.
struct DatePickerDay: View {
    let day: Date?
    let model: DatePickerCalendarModel
    let dates: DatePickerDates

    var body: some View {
        if let day {
            let selected = model.isSelected(day, dates)
            let allowed = model.isAllowed(day, dates)
            let model = self.model, dates = self.dates
            Button {
                model.choose(day, dates)
            } label: {
                Text("\(dates.calendar.component(.day, from: day))")
                    .foregroundStyle(selected ? Color.white : allowed ? Color.primary : Color.secondary)
                    .frame(width: DatePickerMetrics.dayCell, height: DatePickerMetrics.dayCell)
                    .background(Circle().fill(selected ? Color.accentColor : Color.clear))
            }
            .buttonStyle(.plain)
            .disabled(!allowed)
        } else {
            Color.clear.frame(width: DatePickerMetrics.dayCell, height: DatePickerMetrics.dayCell)
        }
    }
}

/// The hour and minute wheels (24-hour, as numbers).
struct DatePickerTimeWheels: View {
    let configuration: DatePickerStyleConfiguration

    var body: some View {
        let configuration = self.configuration
        DatePickerDatesReader { dates in
            HStack(spacing: 0) {
                DatePickerComponentWheel(
                    component: .hour, values: Array(0..<24), text: { String($0) }, configuration: configuration,
                    dates: dates)
                DatePickerComponentWheel(
                    component: .minute, values: Array(0..<60), text: { $0 < 10 ? "0\($0)" : String($0) },
                    configuration: configuration, dates: dates)
            }
        }
    }
}

/// The wheel style's wheels: month, day and year for the date, hour and minute for the time.
struct DatePickerWheels: View {
    let configuration: DatePickerStyleConfiguration

    var body: some View {
        let configuration = self.configuration
        DatePickerDatesReader { dates in
            let calendar = dates.calendar
            let selection = configuration.selection
            let year = calendar.component(.year, from: selection)
            let days = calendar.range(of: .day, in: .month, for: selection).map { Array($0) } ?? []
            HStack(spacing: 0) {
                if configuration.displayedComponents.contains(.date) {
                    DatePickerComponentWheel(
                        component: .month, values: Array(1...calendar.monthSymbols.count),
                        text: { calendar.monthSymbols[$0 - 1] }, configuration: configuration, dates: dates)
                    DatePickerComponentWheel(
                        component: .day, values: days, text: { String($0) }, configuration: configuration, dates: dates)
                    DatePickerComponentWheel(
                        component: .year,
                        values: Array(
                            (year - DatePickerMetrics.yearWheelSpan)...(year + DatePickerMetrics.yearWheelSpan)),
                        text: { String($0) }, configuration: configuration, dates: dates)
                }
                if configuration.displayedComponents.contains(.hourAndMinute) {
                    DatePickerTimeWheels(configuration: configuration)
                }
            }
        }
    }
}

/// A wheel of one date component's values: choosing one sets that component of the selection
/// (moved into the allowed range).
struct DatePickerComponentWheel: View {
    let component: Calendar.Component
    let values: [Int]
    let text: (Int) -> String
    let configuration: DatePickerStyleConfiguration
    let dates: DatePickerDates

    var body: some View {
        let selection = configuration.$selection
        let configuration = self.configuration, dates = self.dates, component = self.component
        let current = dates.calendar.component(component, from: selection.wrappedValue)
        Picker(
            "",
            selection: Binding(
                get: { current },
                set: {
                    selection.wrappedValue = configuration.clamped(
                        dates.setting(component, to: $0, in: selection.wrappedValue))
                })
        ) {
            ForEach(values, id: \.self) { value in
                Text(text(value)).tag(value)
            }
        }
        .pickerStyle(.wheel)
        .labelsHidden()
    }
}
