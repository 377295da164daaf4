/// `GET /v1/attempts/{id}`: one recording and where its processing is.
public struct Attempt: Sendable, Hashable, Codable {
    /// Where the attempt is; `assessed`, `failed` and `unreliable` end the polling.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// `created`: registered, audio not in; `uploaded`: audio in; `processing`: being transcribed and scored;
        /// `assessed`: scored; `failed`: processing failed (see `error`); `unreliable`: heard but not scorable.
        case created, uploaded, processing, assessed, failed, unreliable
    }

    /// A processing stage; the upload row is drawn from the device's upload queue.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        /// Row 1 uploads the audio, row 2 transcribes it, row 3 scores it.
        case upload, transcribe, assess
    }

    /// Why a recording cannot be assessed: `unreliable.<reason>.*`.
    public enum UnreliableReason: String, Sendable, Hashable, CaseIterable {
        /// The transcript is shorter than `validity_floor`.
        case tooShort = "too_short"
        /// No speech was heard.
        case noSpeech = "no_speech"
        /// The learner spoke another language than the session's (`detected_language`).
        case languageMismatch = "language_mismatch"
        /// Too much background noise.
        case noisyAudio = "noisy_audio"
    }

    /// The processing rows.
    public struct Progress: Sendable, Hashable, Codable {
        /// The stage being worked on now.
        public let stage: Open<Stage>
        /// 1-based: upload = 1, transcribe = 2, assess = 3.
        public let stageIndex: Int
        /// Always 3 today.
        public let stageCount: Int
        /// nil when the server cannot estimate (hide the ETA line).
        public let etaMs: Int?

        // Generated init: Creates the processing progress from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// What was heard.
    public struct Transcript: Sendable, Hashable, Codable {
        /// CCR-13: "17 words".
        public let length: TextLength

        // Generated init: Creates a transcript from its fields.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// A processing failure; retry when `retryable`.
    public struct Failure: Sendable, Hashable, Codable {
        /// Machine-readable cause, e.g. `transcription_failed`, `assessment_failed`.
        public let code: String
        /// Accept-Language.
        public let message: String
        /// Whether `POST /v1/attempts/{id}/retry` may run it again; false shows the generic error.
        public let retryable: Bool
        /// The stage that failed; its row shows the failure.
        public let stage: Open<Stage>
        /// For support ("request 7f3a-91c2").
        public let requestID: String?

        // Generated init: Creates a processing failure from its fields; omitted optionals are nil.
        private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
    }

    /// The attempt's id, as in `/v1/attempts/{id}`.
    public let id: String
    /// The session the attempt belongs to.
    public let sessionID: String
    /// 1 or 2.
    public let round: Int
    /// Where processing is; the processing rows and the screen that follows read it.
    public let status: Open<Status>
    /// Effective recording time in milliseconds, as sent with the upload.
    public let durationMs: Int
    /// When the attempt was registered.
    public let createdAt: Timestamp
    /// When `POST /v1/attempts/{id}/submit` started processing; nil before.
    public let submittedAt: Timestamp?
    /// The processing rows and the ETA; nil hides the ETA line.
    public let progress: Progress?
    /// What was heard, once transcribed; its length is "17 words" on the processing and unreliable screens.
    public let transcript: Transcript?
    /// The least transcript that can be assessed in this language (CCR-13): "30 words".
    public let validityFloor: TextLength?
    /// The feedback, once `status = assessed`.
    public let assessment: Assessment?
    /// Why processing failed, when `status = failed`.
    public let error: Failure?
    /// Why the recording cannot be scored, when `status = unreliable`: `unreliable.<reason>.*`.
    public let unreliableReason: Open<UnreliableReason>?
    /// The language heard, for `language_mismatch`.
    public let detectedLanguage: String?

    // Generated init: Creates an attempt from its fields; omitted optionals are nil.
    private init(_ memberwiseInitIsGenerated: Never) { switch memberwiseInitIsGenerated {} }
}
