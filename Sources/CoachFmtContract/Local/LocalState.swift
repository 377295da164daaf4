/// Device state a screen shows next to API data, decoded from `local.json`: the
/// `local:*`, `onboarding.*` and device rows of data-binding.md.
///
/// Keys follow the notation there: the Swift property names for device state
/// (`recorder.effectiveMs`, `recorder.fileURL`, `paywall.selectedWeeklyDays`) and
/// the API's snake_case inside `onboarding`, which holds `OnboardingAnswers`. A screen state
/// sets only the parts it needs; `device`, `app` and `network` are always known.
public struct LocalState: Sendable, Hashable, Codable {
    /// The device: locale, time zone, notification permission.
    public struct Device: Sendable, Hashable, Codable {
        /// `Locale.current`, e.g. `en-US`, `zh-Hans-CN`.
        public let locale: String
        /// IANA time zone, e.g. `America/New_York`.
        public let timeZone: String?
        /// `UNUserNotificationCenter` authorization; false shows `settings.notifications_off`.
        public let notificationsAuthorized: Bool
        /// The device's 24-hour time setting; it overrides the locale's hour cycle, as on iOS.
        /// nil follows the locale (`8:30 AM` in en, `08:30` in zh-Hans).
        public let uses24HourClock: Bool?

        // Generated init: Creates the device state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The installed app.
    public struct App: Sendable, Hashable, Codable {
        /// `CFBundleShortVersionString`, compared with `config.min_app_version`.
        public let version: String
        /// `CFBundleVersion`; Settings shows it after the version, "—" when nil.
        public let build: String?

        // Generated init: Creates the installed app from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// `NWPathMonitor`.
    public struct Network: Sendable, Hashable, Codable {
        /// The path is usable (`NWPath.Status.satisfied`); false shows the offline banner and toast.
        public let satisfied: Bool

        // Generated init: Creates the network path from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// When a cached response was fetched: the offline banner's time.
    public struct CacheEntry: Sendable, Hashable, Codable {
        /// When the cached response was fetched: the offline banner's time.
        public let fetchedAt: Timestamp

        // Generated init: Creates a cache entry from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Where the app's request for one response is: the general fallback "Loading" ("skeleton
    /// blocks of the same size") applies while it is `loading` and no response is held.
    public enum FetchState: String, Sendable, Hashable, CaseIterable {
        /// The request is in flight; the response has arrived; the request failed (the error
        /// envelope, when the server sent one, is the `error` input).
        case loading, loaded, failed
    }

    /// The recorder (`AVAudioRecorder`) as the record screens show it.
    public struct Recorder: Sendable, Hashable, Codable {
        /// What the recorder is doing; the indicator shows recording or paused.
        public enum State: String, Sendable, Hashable, CaseIterable {
            /// Not started; recording; paused; stopped, with the file (if any) left to submit or resume.
            case idle, recording, paused, stopped
        }

        /// `AVAudioApplication.recordPermission`.
        public enum Permission: String, Sendable, Hashable, CaseIterable {
            /// Allowed; refused (the denied card with a Settings link); not asked yet (the mic-purpose sheet).
            case granted, denied, undetermined
        }

        /// What the recorder is doing: the recording indicator.
        public let state: Open<State>
        /// Recorded time without pauses, the timer.
        public let effectiveMs: Int
        /// The current input level for the waveform; nil draws flat bars.
        public let levelDb: Double?
        /// The file being written; a file left after a kill or interruption can be resumed.
        public let fileURL: String?
        /// Microphone permission; `denied` shows the denied card.
        public let permission: Open<Permission>

        // Generated init: Creates the recorder state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// An audio session interruption that stopped the recorder (the interrupted sheet).
    public struct Interruption: Sendable, Hashable, Codable {
        /// What interrupted the recording.
        public enum Reason: String, Sendable, Hashable, CaseIterable {
            /// A call, an audio route change (headphones unplugged), the app killed mid-recording, or anything else.
            case phoneCall, routeChange, appTerminated, other
        }

        /// What interrupted the recording.
        public let reason: Open<Reason>
        /// When the recording was interrupted.
        public let at: Timestamp?

        // Generated init: Creates a recording interruption from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The article screen.
    public struct Reader: Sendable, Hashable, Codable {
        /// `read_duration_ms = now − openedAt` for reading-complete.
        public let openedAt: Timestamp?

        // Generated init: Creates the article screen's state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The evidence player.
    public struct Player: Sendable, Hashable, Codable {
        /// Playback position in the learner's recording, in milliseconds; nil when nothing is playing.
        public let positionMs: Int?
        /// The evidence chip being played.
        public let evidenceID: String?

        // Generated init: Creates the evidence player's state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// What `GET /v1/attempts/{id}/audio` answered, for the own-audio player.
    public struct AudioFetch: Sendable, Hashable, Codable {
        /// The outcome: the URL came back, the audio is gone (HTTP 410, past retention), or the request failed.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// `ok`: the URL came back; `gone`: HTTP 410, past retention; `failed`: the request failed.
            case ok, gone, failed
        }

        /// What the audio request answered; `gone` hides the own-audio player on Processing.
        public let status: Open<Status>

        // Generated init: Creates the own-audio fetch result from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The persisted upload of a recording (user-flows #6).
    public struct UploadQueue: Sendable, Hashable, Codable {
        /// Where the upload is.
        public enum State: String, Sendable, Hashable, CaseIterable {
            /// Nothing to send, sending, queued until the network returns, submitted for processing, or failed.
            case idle, uploading, waitingForNetwork, submitted, failed
        }

        /// Where the upload is: the processing screen's upload row.
        public let state: Open<State>?
        /// 0…1 of the PUT.
        public let progress: Double?
        /// Unsent recordings on disk (the resume sheet also offers those).
        public let pendingCount: Int?
        /// When the attempt was submitted; long wait after `config.limits.poll_timeout_ms`.
        public let submittedAt: Timestamp?

        // Generated init: Creates the upload queue from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The library's filters.
    public struct Library: Sendable, Hashable, Codable {
        /// The status segment: `?status=`.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// Every article, only those not started, or only completed ones.
            case all, unseen, completed
        }

        /// The current filter; nil parts are not sent.
        public struct Filter: Sendable, Hashable, Codable {
            /// nil = all practice languages (no `language` parameter).
            public let language: String?
            /// A topic id; nil = all topics.
            public let topic: String?
            /// The status segment: `?status=`.
            public let status: Open<Status>

            // Generated init: Creates a library filter from its fields; omitted optionals are nil.
            private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
        }

        /// The filters the next `GET /v1/articles` sends.
        public let filter: Filter

        // Generated init: Creates the library's state from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Home's own state.
    public struct Home: Sendable, Hashable, Codable {
        /// The topic chip the learner selected; the quick pick shows that topic's pick. nil:
        /// the first chip, as the app opens.
        public let selectedTopic: String?

        // Generated init: Creates Home's local state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The paywall's own state.
    public struct Paywall: Sendable, Hashable, Codable {
        /// Who owns the CTA: StoreKit loading, ready, a purchase in flight, or its outcome.
        public enum Phase: String, Sendable, Hashable, CaseIterable {
            /// StoreKit has not loaded the products: skeleton cards, CTA disabled.
            case loadingProducts = "loading_products"
            /// Products loaded; a purchase in flight; the purchase failed; a purchase was restored.
            case ready, purchasing, failed, restored
        }

        /// The K slider; nil means the default (`paywall.default_weekly_days`).
        public let selectedWeeklyDays: Int?
        /// The product card the learner picked; nil: the product with `is_default`.
        public let selectedProductID: String?
        /// Who owns the CTA right now.
        public let phase: Open<Phase>

        // Generated init: Creates the paywall's local state from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// Locale, time zone, notification permission and the 24-hour setting.
    public let device: Device
    /// The installed app's version and build.
    public let app: App
    /// Whether the device is online.
    public let network: Network
    /// Keyed by endpoint name (`home`, `me`, …).
    public let cache: [String: CacheEntry]?
    /// Each request's state, keyed by endpoint name as `cache` is (`{"home": "loading"}`); an
    /// endpoint not listed is not known to be loading.
    public let fetch: [String: Open<FetchState>]?
    /// The recorder on the record screens; nil before one exists.
    public let recorder: Recorder?
    /// The interruption that stopped the recorder; nil hides the interrupted sheet.
    public let interruption: Interruption?
    /// The article screen's state.
    public let reader: Reader?
    /// The evidence player's state.
    public let player: Player?
    /// The persisted upload of a recording.
    public let uploadQueue: UploadQueue?
    /// The own-audio player's fetch of the recording.
    public let audio: AudioFetch?
    /// Home's own state: the selected topic chip.
    public let home: Home?
    /// The library's filters.
    public let library: Library?
    /// The paywall's own state: the K slider, the selected product and the CTA phase.
    public let paywall: Paywall?
    /// The answers so far, before `POST /v1/onboarding`.
    public let onboarding: OnboardingAnswers?

    // Written out, though Swift would synthesize the same keys, for `holds(_:)` to name a member by its key.
    package enum CodingKeys: String, CodingKey {
        case device, app, network, cache, fetch, recorder, interruption, reader, player, uploadQueue, audio, home,
            library, paywall, onboarding
    }

    // Generated init: Creates local state from what an app holds in memory; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
