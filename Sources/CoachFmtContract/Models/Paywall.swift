/// `GET /v1/paywall`: the hard paywall after the plan, and the expired-return paywall.
/// Prices never come from here: they come from StoreKit (`StoreKitProduct`).
public struct Paywall: Sendable, Hashable, Codable {
    /// The diagnostic result in the hero.
    public struct Diagnostic: Sendable, Hashable, Codable {
        /// The diagnostic's overall score, 0–100: the hero score.
        public let overall: Int
        /// CCR-12.
        public let band: Open<Band>
        /// Accept-Language, e.g. "Good foundation" (CCR-12).
        public let bandLabel: String
        /// Accept-Language, the weakest dimension's label; nil hides the line.
        public let weakestLabel: String?
        /// Accept-Language, the skill in the title; nil uses the generic title.
        public let oneActionTitle: String?

        // Generated init: Creates the paywall hero's diagnostic result from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// What the projection starts from (CCR-11): the diagnostic, or current ability
    /// for a learner whose subscription expired.
    public struct Baseline: Sendable, Hashable, Codable {
        /// Where the baseline comes from.
        public enum Source: String, Sendable, Hashable, CaseIterable {
            /// `diagnostic`: the diagnostic's score; `ability`: current ability (expired-return paywall).
            case diagnostic, ability
        }

        /// The score the projection starts from, 0–100; its bucket picks the benchmark.
        public let overall: Int
        /// Whether `overall` is the diagnostic score or current ability.
        public let source: Open<Source>

        // Generated init: Creates the projection's baseline from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Inclusive score range of a baseline bucket, as the server defines buckets.
    public struct Bucket: Sendable, Hashable, Codable {
        /// Lowest score in the bucket, inclusive.
        public let min: Int
        /// Highest score in the bucket, inclusive.
        public let max: Int

        /// Whether `overall` falls in this bucket; an inverted bucket from the server holds nothing.
        public func contains(_ overall: Int) -> Bool { min <= overall && overall <= max }

        // Generated init: Creates a baseline bucket from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// What learners with this practice pattern and baseline reached by day 14.
    public struct Benchmark: Sendable, Hashable, Codable {
        /// The practice pattern, 3, 5 or 7 days a week; the slider's value picks the benchmark.
        public let weeklyDays: Int
        /// The baseline scores this benchmark is for.
        public let baselineBucket: Bucket
        /// nil when the server withholds a number (too few learners).
        public let day14AvgOverall: Int?
        /// Below 30, show `paywall.projection.insufficient`.
        public let sampleN: Int
        /// The weakest dimension's average gain by day 14, in points; nil or not above 0 drops that clause.
        public let weakestDimAvgDelta: Int?

        // Generated init: Creates a benchmark from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Whose numbers the projection uses; `pilot_benchmark` shows the amber tag.
    public enum BenchmarkSource: String, Sendable, Hashable, CaseIterable {
        /// Pilot data: the projection carries the amber tag.
        case pilotBenchmark = "pilot_benchmark"
        /// The cohort's own numbers: no tag.
        case cohort
    }

    /// The 14-day calendar preview.
    public struct PlanPreview: Sendable, Hashable, Codable {
        /// The plan's days as the calendar draws them.
        public let days: [Plan.Day]

        // Generated init: Creates the 14-day calendar preview from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// A product to offer; its price comes from StoreKit by `id`.
    public struct Product: Sendable, Hashable, Codable {
        /// Yearly or monthly.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `yearly`: billed once a year (the card shows price / 12 per month); `monthly`: billed every month.
            case yearly, monthly
        }

        /// The StoreKit product id; `StoreKitProduct.id` matches it and brings the price.
        public let id: String
        /// Yearly or monthly: the card's period.
        public let kind: Open<Kind>
        /// nil when the product has no free trial.
        public let trialDays: Int?
        /// The product selected when the paywall opens.
        public let isDefault: Bool
        /// Accept-Language, e.g. "Best value"; nil for none.
        public let badge: String?

        // Generated init: Creates a product to offer from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The diagnostic result in the hero.
    public let diagnostic: Diagnostic
    /// What the projection starts from (CCR-11).
    public let baseline: Baseline
    /// The slider's default, from the onboarding answers (CCR-7).
    public let defaultWeeklyDays: Int
    /// Day-14 outcomes by practice pattern and baseline bucket; the projection uses the one that matches.
    public let benchmarks: [Benchmark]
    /// Whose numbers the benchmarks are: pilot data (amber tag) or the cohort's.
    public let benchmarkSource: Open<BenchmarkSource>
    /// Accept-Language, the amber tag for pilot numbers.
    public let benchmarkLabel: String?
    /// nil hides the calendar and keeps the timeline.
    public let planPreview: PlanPreview?
    /// The products to offer, as cards; prices come from StoreKit.
    public let products: [Product]
    /// The terms and privacy links.
    public let legal: Legal

    // Generated init: Creates the paywall response from its fields; omitted optionals are nil, omitted lists empty.
    // Empty by default: benchmarks.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
