extension RenderedElement {
    /// How an element is drawn, where the row's Format column says: a small vocabulary a view
    /// switches on. Sizes and durations come from ``DesignValues`` (each with its spec sentence)
    /// or from the data; none is copy. The text output prints ``note`` for each.
    public enum Look: Sendable, Hashable, Codable {
        /// A colour token: the design's (`amber`, `grey`, `lime`) or one the server sends
        /// (`topic.amber`, `dim.structure`).
        case color(String)
        /// The colour of a score band (`good`), as the server names the band.
        case bandColor(String)
        /// A named style of the design.
        case style(Style)
        /// An icon that stands for a state.
        case icon(Icon)
        /// A square tile, `points` on a side (the library row tile).
        case square(points: Int)
        /// A score ring, `points` across.
        case ring(points: Int)
        /// A number that counts up to `to`, from `from` when the row says, over `milliseconds`
        /// when the design says.
        case countUp(from: Int?, to: Int, milliseconds: Int?)
        /// A level bar that fills from `value` of `of` XP at level `fromLevel`, over `milliseconds`.
        case barFill(fromLevel: Int, value: Int, of: Int, milliseconds: Int)
        /// A level bar drawn at `value` of `of` XP, not animated.
        case bar(value: Int, of: Int)
        /// Shown at its final state without animation: the screen is replayed.
        case replayed
        /// A calendar grid: `columns` wide starting on `firstWeekday`, `leadingBlanks` empty
        /// cells before the first day, `rows` rows.
        case calendarGrid(columns: Int, firstWeekday: Weekday, leadingBlanks: Int, rows: Int)
        /// The weekday column a calendar cell sits in.
        case weekday(Weekday)
        /// A waveform of `bars` bars (when the row says how many) following `levelDb`, sampled
        /// at `sampleHz`; flat without a level.
        case waveform(bars: Int?, levelDb: Double?, sampleHz: Int?)
        /// Tapping it plays the evidence clip with this id.
        case plays(evidence: String)
        /// A date `days` after today, as the timeline row derives it.
        case daysFromToday(Int)
        /// Disabled until the recording reaches `milliseconds`.
        case disabledUntil(milliseconds: Int)
        /// `count` skeleton cards while the data loads.
        case skeletonCards(count: Int)
        /// More rows load on scroll: skeleton rows after the last row, then a GET of `next`.
        case infiniteScroll(next: String)
        /// A toggle, on or off.
        case toggle(isOn: Bool)
        /// The score dimension an evidence chip belongs to (`structure`).
        case dimension(String)
        /// A link whose address the app bundles (none known to the kit).
        case bundledLink

        /// The look for people, as the text output and the preview print it.
        public var note: String {
            switch self {
            case .color(let token): token
            case .bandColor(let band): "band colour: \(band)"
            case .style(let style): style.note
            case .icon(let icon): icon.note
            case .square(let points): "\(points)pt square"
            case .ring(let points): "\(points)pt ring"
            case .countUp(let from, let to, let milliseconds):
                "count-up " + (from.map { "\($0) → \(to)" } ?? "to \(to)") + (milliseconds.map { " in \($0) ms" } ?? "")
            case .barFill(let level, let value, let of, let milliseconds):
                "bar fills in \(milliseconds) ms from level \(level) at \(value)/\(of)"
            case .bar(let value, let of): "bar at \(value)/\(of)"
            case .replayed: "no animation (replayed)"
            case .calendarGrid(let columns, let first, let blanks, let rows):
                "\(columns) columns, \(first.name) first; \(blanks) blank cells before day 1; \(rows) rows"
            case .weekday(let day): day.abbreviation
            case .waveform(let bars, let level, let hz):
                switch (bars, level) {
                case (let bars?, let level?): "\(bars) bars at \(level) dB" + (hz.map { ", \($0) Hz" } ?? "")
                case (let bars?, nil): "\(bars) bars, flat"
                case (nil, let level?): "live bars, \(level) dB"
                case (nil, nil): "flat bars"
                }
            case .plays(let evidence): "plays \(evidence)"
            case .daysFromToday(let days): "today + \(days)"
            case .disabledUntil(let milliseconds):
                "disabled until "
                    + ((try? DurationFormat.clock(milliseconds: max(0, milliseconds))) ?? "\(milliseconds) ms")
            case .skeletonCards(let count): "\(count) skeleton cards"
            case .infiniteScroll(let next): "infinite scroll: skeleton rows after the last row, then GET \(next)"
            case .toggle(let isOn): isOn ? "on" : "off"
            case .dimension(let dimension): dimension
            case .bundledLink: "link bundled URL"
            }
        }

        enum Key: String, CodingKey {
            case color, style, icon, square, ring, bar, replayed, weekday, waveform, plays, toggle, dimension
            case bandColor = "band_color"
            case countUp = "count_up"
            case barFill = "bar_fill"
            case calendarGrid = "calendar_grid"
            case daysFromToday = "days_from_today"
            case disabledUntilMs = "disabled_until_ms"
            case skeletonCards = "skeleton_cards"
            case infiniteScroll = "infinite_scroll"
            case bundledLink = "bundled_link"
        }

        enum Field: String, CodingKey {
            case from, to, milliseconds, points, value, of, columns, rows, bars
            case fromLevel = "from_level"
            case firstWeekday = "first_weekday"
            case leadingBlanks = "leading_blanks"
            case levelDb = "level_db"
            case sampleHz = "sample_hz"
        }

        /// One JSON object with one member, named for the case (`{"count_up": {"to": 25}}`).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .color(let token): try container.encode(token, forKey: .color)
            case .bandColor(let band): try container.encode(band, forKey: .bandColor)
            case .style(let style): try container.encode(style, forKey: .style)
            case .icon(let icon): try container.encode(icon, forKey: .icon)
            case .square(let points):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .square)
                try nested.encode(points, forKey: .points)
            case .ring(let points):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .ring)
                try nested.encode(points, forKey: .points)
            case .countUp(let from, let to, let milliseconds):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .countUp)
                try nested.encodeIfPresent(from, forKey: .from)
                try nested.encode(to, forKey: .to)
                try nested.encodeIfPresent(milliseconds, forKey: .milliseconds)
            case .barFill(let level, let value, let of, let milliseconds):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .barFill)
                try nested.encode(level, forKey: .fromLevel)
                try nested.encode(value, forKey: .value)
                try nested.encode(of, forKey: .of)
                try nested.encode(milliseconds, forKey: .milliseconds)
            case .bar(let value, let of):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .bar)
                try nested.encode(value, forKey: .value)
                try nested.encode(of, forKey: .of)
            case .replayed: try container.encode(true, forKey: .replayed)
            case .calendarGrid(let columns, let first, let blanks, let rows):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .calendarGrid)
                try nested.encode(columns, forKey: .columns)
                try nested.encode(first, forKey: .firstWeekday)
                try nested.encode(blanks, forKey: .leadingBlanks)
                try nested.encode(rows, forKey: .rows)
            case .weekday(let day): try container.encode(day, forKey: .weekday)
            case .waveform(let bars, let level, let hz):
                var nested = container.nestedContainer(keyedBy: Field.self, forKey: .waveform)
                try nested.encodeIfPresent(bars, forKey: .bars)
                try nested.encodeIfPresent(level, forKey: .levelDb)
                try nested.encodeIfPresent(hz, forKey: .sampleHz)
            case .plays(let evidence): try container.encode(evidence, forKey: .plays)
            case .daysFromToday(let days): try container.encode(days, forKey: .daysFromToday)
            case .disabledUntil(let milliseconds): try container.encode(milliseconds, forKey: .disabledUntilMs)
            case .skeletonCards(let count): try container.encode(count, forKey: .skeletonCards)
            case .infiniteScroll(let next): try container.encode(next, forKey: .infiniteScroll)
            case .toggle(let isOn): try container.encode(isOn, forKey: .toggle)
            case .dimension(let dimension): try container.encode(dimension, forKey: .dimension)
            case .bundledLink: try container.encode(true, forKey: .bundledLink)
            }
        }

        /// Reads what `encode(to:)` writes.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            guard let key = container.allKeys.first, container.allKeys.count == 1 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a look is an object with one member"))
            }
            func nested() throws -> KeyedDecodingContainer<Field> {
                try container.nestedContainer(keyedBy: Field.self, forKey: key)
            }
            switch key {
            case .color: self = .color(try container.decode(String.self, forKey: key))
            case .bandColor: self = .bandColor(try container.decode(String.self, forKey: key))
            case .style: self = .style(try container.decode(Style.self, forKey: key))
            case .icon: self = .icon(try container.decode(Icon.self, forKey: key))
            case .square: self = .square(points: try nested().decode(Int.self, forKey: .points))
            case .ring: self = .ring(points: try nested().decode(Int.self, forKey: .points))
            case .countUp:
                let n = try nested()
                self = .countUp(
                    from: try n.decodeIfPresent(Int.self, forKey: .from), to: try n.decode(Int.self, forKey: .to),
                    milliseconds: try n.decodeIfPresent(Int.self, forKey: .milliseconds))
            case .barFill:
                let n = try nested()
                self = .barFill(
                    fromLevel: try n.decode(Int.self, forKey: .fromLevel),
                    value: try n.decode(Int.self, forKey: .value),
                    of: try n.decode(Int.self, forKey: .of), milliseconds: try n.decode(Int.self, forKey: .milliseconds)
                )
            case .bar:
                let n = try nested()
                self = .bar(value: try n.decode(Int.self, forKey: .value), of: try n.decode(Int.self, forKey: .of))
            case .replayed: self = .replayed
            case .calendarGrid:
                let n = try nested()
                self = .calendarGrid(
                    columns: try n.decode(Int.self, forKey: .columns),
                    firstWeekday: try n.decode(Weekday.self, forKey: .firstWeekday),
                    leadingBlanks: try n.decode(Int.self, forKey: .leadingBlanks),
                    rows: try n.decode(Int.self, forKey: .rows))
            case .weekday: self = .weekday(try container.decode(Weekday.self, forKey: key))
            case .waveform:
                let n = try nested()
                self = .waveform(
                    bars: try n.decodeIfPresent(Int.self, forKey: .bars),
                    levelDb: try n.decodeIfPresent(Double.self, forKey: .levelDb),
                    sampleHz: try n.decodeIfPresent(Int.self, forKey: .sampleHz))
            case .plays: self = .plays(evidence: try container.decode(String.self, forKey: key))
            case .daysFromToday: self = .daysFromToday(try container.decode(Int.self, forKey: key))
            case .disabledUntilMs: self = .disabledUntil(milliseconds: try container.decode(Int.self, forKey: key))
            case .skeletonCards: self = .skeletonCards(count: try container.decode(Int.self, forKey: key))
            case .infiniteScroll: self = .infiniteScroll(next: try container.decode(String.self, forKey: key))
            case .toggle: self = .toggle(isOn: try container.decode(Bool.self, forKey: key))
            case .dimension: self = .dimension(try container.decode(String.self, forKey: key))
            case .bundledLink: self = .bundledLink
            }
        }
    }

    /// A named style of the design (the row's Format column).
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// A warning banner (amber).
        case warningBanner = "warning_banner"
        /// A success banner.
        case successBanner = "success_banner"
        /// A plain row, where another state shows a banner.
        case neutralRow = "neutral_row"
        /// An ink-coloured card.
        case inkCard = "ink_card"
        /// A violet tile (the avatar initial).
        case violetTile = "violet_tile"
        /// An amber tag.
        case amberTag = "amber_tag"
        /// A pill with a lock.
        case lockPill = "lock_pill"
        /// A skeleton placeholder while data loads.
        case skeleton
        /// Polls until the data arrives.
        case polling
        /// A spinner.
        case spinner
        /// An audio player.
        case player
        /// A dashed line (a partial week).
        case dashed
        /// A marker for a gap in a series.
        case gapMarker = "gap_marker"
        /// Tabular (fixed-width) digits.
        case tabularDigits = "tabular_digits"
        /// Enabled.
        case enabled
        /// Disabled.
        case disabled
        /// Drawn as an outline.
        case outline
        /// A filled flame.
        case filledFlame = "filled_flame"
        /// Struck through.
        case struckThrough = "struck_through"
        /// Thumbs-up and thumbs-down buttons.
        case thumbs
        /// A toggle that cannot be turned off (the last one on).
        case cannotTurnOff = "cannot_turn_off"

        /// The style for people.
        public var note: String {
            switch self {
            case .thumbs: "👍 👎"
            case .cannotTurnOff: "can’t be turned off"
            default: rawValue.split(separator: "_").joined(separator: " ")
            }
        }
    }

    /// An icon that stands for a state.
    public enum Icon: String, Sendable, Hashable, Codable, CaseIterable {
        /// A key point the answer covered: ✓.
        case covered
        /// A key point the answer missed: !.
        case missed
        /// A lock: the item needs a subscription.
        case lock
        /// The trophy with rays of the Complete screen.
        case trophyAndRays = "trophy_and_rays"
        /// A thumbs-up button: the feedback was helpful.
        case thumbsUp = "thumbs_up"
        /// A thumbs-down button: the feedback was not helpful.
        case thumbsDown = "thumbs_down"

        /// The icon for people.
        public var note: String {
            switch self {
            case .covered: "✓ covered"
            case .missed: "! missed"
            case .lock: "lock"
            case .trophyAndRays: "trophy and rays"
            case .thumbsUp: "👍"
            case .thumbsDown: "👎"
            }
        }
    }

    /// A state a front end draws on an element: a calendar day's kind, a step's progress, an
    /// option's origin.
    public enum Mark: String, Sendable, Hashable, Codable, CaseIterable {
        /// A calendar day with practice.
        case practice
        /// A calendar day without practice.
        case rest
        /// Today.
        case today
        /// The day of the first charge.
        case firstCharge = "first_charge"
        /// The option that matches the device's setting.
        case device
        /// A step or day done.
        case done
        /// The step in progress.
        case current
        /// A step not started.
        case pending
        /// A step running now (drawn with a spinner).
        case running
        /// A plan day still to come.
        case upcoming
        /// A plan day missed.
        case missed
        /// A step that failed.
        case failed
        /// A step paused until the network is back.
        case waitingForNetwork = "waiting_for_network"
        /// An item not yet unlocked.
        case locked
        /// An item unlocked.
        case unlocked

        /// The mark for people.
        public var note: String {
            switch self {
            case .firstCharge: "first charge"
            case .done: "✓ done"
            case .failed: "✕ failed"
            case .waitingForNetwork: "waiting for network"
            default: rawValue
            }
        }
    }

    /// A day of the week, for calendar grids.
    public enum Weekday: String, Sendable, Hashable, Codable, CaseIterable {
        /// ISO weekday 1.
        case monday
        /// ISO weekday 2.
        case tuesday
        /// ISO weekday 3.
        case wednesday
        /// ISO weekday 4.
        case thursday
        /// ISO weekday 5.
        case friday
        /// ISO weekday 6.
        case saturday
        /// ISO weekday 7.
        case sunday

        /// The weekday of ISO number `iso` (1 is Monday).
        init?(iso: Int) {
            guard (1...7).contains(iso) else { return nil }
            self = Self.allCases[iso - 1]
        }

        /// `Monday`: for the text output, which is English for reviewers.
        var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        /// `Mon`.
        var abbreviation: String { String(name.prefix(3)) }
    }
}
