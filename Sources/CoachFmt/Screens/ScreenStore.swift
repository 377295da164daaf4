/// What an app holds for its screens, in one value: each response with its fetch state, the UI
/// locale it was fetched in and when, the device's local state, and the catalog (with its
/// over-the-air overlay) that every render and copy string taken from it uses.
///
///     var store = ScreenStore(local: local, catalog: overlaid)
///     store.willFetch(.home)                       // Home shows skeletons
///     try store.didFetch(.home, bytes: body, locale: .en, at: .now)
///     let screen = store.render(.home, locale: .zhHans, timeZone: .current, now: .now)
///     // the greeting is tagged en and stale; screen.staleEndpoints == [.home: .en]
///
/// A value type: a render reads one consistent snapshot with no lock, a copy can go to another
/// task, and SwiftUI or an `@Observable` model sees each change as a new value. Every model gets
/// in through the contract's checks (``ScreenInputs/add(_:file:)``); `local.fetch` and
/// `local.cache` are the store's own record and replace whatever the app's local state says.
public struct ScreenStore: Sendable {
    /// What the store knows of one endpoint's request.
    public struct Record: Sendable, Hashable {
        /// Where its request is: in flight, answered or failed.
        public internal(set) var fetch: LocalState.FetchState
        /// The UI locale (`Accept-Language`) the held response was fetched in; nil before one arrived.
        public internal(set) var locale: LanguageTag?
        /// When the held response was fetched: the offline banner's time; nil before one arrived.
        public internal(set) var fetchedAt: Timestamp?

        /// A record from its fields, to compare a store's with.
        public init(fetch: LocalState.FetchState, locale: LanguageTag? = nil, fetchedAt: Timestamp? = nil) {
            self.fetch = fetch
            self.locale = locale
            self.fetchedAt = fetchedAt
        }
    }

    /// The catalog every render and ``string(_:locale:timeZone:)`` uses: the built-in copy, or
    /// the built-in copy with an overlay (``Catalog/overlaid(with:locale:)``).
    public var catalog: Catalog
    /// Each endpoint the app has asked for, with where its request is.
    public private(set) var records: [Endpoint: Record] = [:]
    /// The inputs a render reads, as the low-level ``ScreenRenderer`` takes them: the responses,
    /// their violations, `acceptLanguage` from the records, and local state with the records'
    /// fetch states and cache times.
    public private(set) var inputs = ScreenInputs()
    /// The app's local state as checked, without the fetch states and cache times.
    private var device: LocalState

    /// A store with nothing fetched yet; `local` is the device's state (checked as a response
    /// is, see ``setLocal(_:)``).
    public init(local: LocalState, catalog: Catalog = .builtIn) {
        self.catalog = catalog
        self.device = local
        setLocal(local)
    }

    /// Replaces the device's state (network, recorder, the paywall's slider, …), held to the
    /// contract as ``ScreenInputs/add(_:file:)`` holds it. Its `fetch` and `cache` are ignored:
    /// the store keeps those from the calls below.
    public mutating func setLocal(_ local: LocalState) {
        var checked = ScreenInputs()
        checked.add(local.replacing(fetch: nil, cache: nil))
        device = checked.local ?? local.replacing(fetch: nil, cache: nil)
        inputs.replace(.local, with: nil, file: "local", violations: checked.violations)
        syncLocal()
    }

    /// A request for `endpoint` is in flight: while no response is held, what reads it is a
    /// skeleton. A retry after a failure drops that failure's error envelope.
    public mutating func willFetch(_ endpoint: Endpoint) {
        if records[endpoint]?.fetch == .failed, inputs.error != nil {
            inputs.replace(.error, with: nil, file: "error", violations: [])
        }
        records[endpoint, default: Record(fetch: .loading)].fetch = .loading
        syncLocal()
    }

    /// The response body of `endpoint` arrived, fetched with `Accept-Language: locale` at `time`:
    /// it is decoded tolerantly (a field outside the contract is a violation and only its readers
    /// degrade) and replaces the one held. Unreadable bytes (malformed JSON, …) throw and leave
    /// the store as it was, so the screen keeps showing the response it had.
    public mutating func didFetch(
        _ endpoint: Endpoint, bytes: [UInt8], locale: LanguageTag, at time: Timestamp, file: String? = nil
    ) throws(ContractError) {
        var next = inputs
        try next.add(endpoint, bytes: bytes, file: file ?? endpoint.rawValue)
        inputs = next
        record(endpoint, locale: locale, at: time)
    }

    /// As above, for a model the app decoded itself: it is held to the contract as its bytes
    /// would be (``ScreenInputs/add(_:file:)``).
    public mutating func didFetch(_ model: some ContractModel, locale: LanguageTag, at time: Timestamp) {
        inputs.add(model)
        record(type(of: model).endpoint, locale: locale, at: time)
    }

    /// The request for `endpoint` failed: with `errorBody`, the server's error envelope, the
    /// screen shows its error state; without one (no connection), the response held stays,
    /// with its cache time for the offline banner.
    public mutating func didFail(_ endpoint: Endpoint, errorBody: [UInt8]? = nil) throws(ContractError) {
        if let errorBody {
            var next = inputs
            try next.add(.error, bytes: errorBody, file: "error")
            inputs = next
        }
        records[endpoint, default: Record(fetch: .failed)].fetch = .failed
        syncLocal()
    }

    /// `section` in the UI locale negotiated from `locale`, with instants in `timeZone` and
    /// "today" at `now`, with this store's catalog: the same screen as
    /// `ScreenRenderer.render(section, inputs: inputs, …, catalog: catalog)`.
    public func render(
        _ section: ScreenSection, locale: LanguageTag, timeZone: TimeZoneID, now: Timestamp, state: String? = nil
    ) -> RenderedScreen {
        ScreenRenderer.render(
            section, inputs: inputs, locale: locale, timeZone: timeZone, now: now, catalog: catalog, state: state)
    }

    /// A ``CoachCopy`` message in `locale`, from this store's catalog, overlay included.
    public func string(_ message: CopyMessage, locale: LanguageTag, timeZone: TimeZoneID = .utc) -> String {
        message.string(for: locale, timeZone: timeZone, catalog: catalog)
    }

    /// What `section` reads that the store does not hold yet (``ScreenInputs/missing(for:)``).
    public func missing(for section: ScreenSection) -> SectionInputs {
        inputs.missing(for: section)
    }

    private mutating func record(_ endpoint: Endpoint, locale: LanguageTag, at time: Timestamp) {
        records[endpoint] = Record(fetch: .loaded, locale: locale, fetchedAt: time)
        inputs.acceptLanguage[endpoint] = locale
        syncLocal()
    }

    /// The device's state with the records' fetch states and cache times, into the inputs.
    private mutating func syncLocal() {
        let fetch = records.mapValues { Open<LocalState.FetchState>.known($0.fetch) }
        let cache = records.compactMapValues { $0.fetchedAt.map(LocalState.CacheEntry.init(fetchedAt:)) }
        let local = device.replacing(
            fetch: fetch.isEmpty ? nil : Dictionary(uniqueKeysWithValues: fetch.map { ($0.key.rawValue, $0.value) }),
            cache: cache.isEmpty ? nil : Dictionary(uniqueKeysWithValues: cache.map { ($0.key.rawValue, $0.value) }))
        inputs.replace(.local, with: local, file: "local", violations: nil)
    }
}

extension LocalState {
    /// This state with its request states and cache times replaced.
    func replacing(fetch: [String: Open<FetchState>]?, cache: [String: CacheEntry]?) -> LocalState {
        LocalState(
            device: device, app: app, network: network, cache: cache, fetch: fetch, recorder: recorder,
            interruption: interruption, reader: reader, player: player, uploadQueue: uploadQueue, audio: audio,
            home: home, library: library, paywall: paywall, onboarding: onboarding)
    }
}
