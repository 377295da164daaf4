/// `GET /v1/attempts/{id}`: one recording and where its processing is.
public struct Attempt: Sendable, Hashable, Codable {
    /// Where the attempt is; `assessed`, `failed` and `unreliable` end the polling.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case created, uploaded, processing, assessed, failed, unreliable
    }

    /// A processing stage; the upload row is drawn from the device's upload queue.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        case upload, transcribe, assess
    }

    /// Why a recording cannot be assessed: `unreliable.<reason>.*`.
    public enum UnreliableReason: String, Sendable, Hashable, CaseIterable {
        case tooShort = "too_short"
        case noSpeech = "no_speech"
        case languageMismatch = "language_mismatch"
        case noisyAudio = "noisy_audio"
    }

    /// The processing rows.
    public struct Progress: Sendable, Hashable, Codable {
        public let stage: Open<Stage>
        /// 1-based: upload = 1, transcribe = 2, assess = 3.
        public let stageIndex: Int
        /// Always 3 today.
        public let stageCount: Int
        /// nil when the server cannot estimate (hide the ETA line).
        public let etaMs: Int?

        /// Creates the processing progress from its fields; omitted optionals are nil.
        public init(stage: Open<Stage>, stageIndex: Int, stageCount: Int, etaMs: Int? = nil) {
            self.stage = stage
            self.stageIndex = stageIndex
            self.stageCount = stageCount
            self.etaMs = etaMs
        }

        enum CodingKeys: String, CodingKey {
            case stage
            case stageIndex = "stage_index"
            case stageCount = "stage_count"
            case etaMs = "eta_ms"
        }
    }

    /// What was heard.
    public struct Transcript: Sendable, Hashable, Codable {
        /// CCR-13: "17 words".
        public let length: TextLength

        /// Creates a transcript from its fields.
        public init(length: TextLength) {
            self.length = length
        }

        enum CodingKeys: String, CodingKey {
            case length
        }
    }

    /// A processing failure; retry when `retryable`.
    public struct Failure: Sendable, Hashable, Codable {
        public let code: String
        /// Accept-Language.
        public let message: String
        public let retryable: Bool
        public let stage: Open<Stage>
        /// For support ("request 7f3a-91c2").
        public let requestID: String?

        /// Creates a processing failure from its fields; omitted optionals are nil.
        public init(code: String, message: String, retryable: Bool, stage: Open<Stage>, requestID: String? = nil) {
            self.code = code
            self.message = message
            self.retryable = retryable
            self.stage = stage
            self.requestID = requestID
        }

        enum CodingKeys: String, CodingKey {
            case code, message, retryable, stage
            case requestID = "request_id"
        }
    }

    public let id: String
    public let sessionID: String
    /// 1 or 2.
    public let round: Int
    public let status: Open<Status>
    public let durationMs: Int
    public let createdAt: Timestamp
    public let submittedAt: Timestamp?
    public let progress: Progress?
    public let transcript: Transcript?
    /// The least transcript that can be assessed in this language (CCR-13): "30 words".
    public let validityFloor: TextLength?
    public let assessment: Assessment?
    public let error: Failure?
    public let unreliableReason: Open<UnreliableReason>?
    /// The language heard, for `language_mismatch`.
    public let detectedLanguage: String?

    /// Creates an attempt from its fields; omitted optionals are nil.
    public init(
        id: String, sessionID: String, round: Int, status: Open<Status>, durationMs: Int, createdAt: Timestamp,
        submittedAt: Timestamp? = nil, progress: Progress? = nil, transcript: Transcript? = nil,
        validityFloor: TextLength? = nil, assessment: Assessment? = nil, error: Failure? = nil,
        unreliableReason: Open<UnreliableReason>? = nil, detectedLanguage: String? = nil
    ) {
        self.id = id
        self.sessionID = sessionID
        self.round = round
        self.status = status
        self.durationMs = durationMs
        self.createdAt = createdAt
        self.submittedAt = submittedAt
        self.progress = progress
        self.transcript = transcript
        self.validityFloor = validityFloor
        self.assessment = assessment
        self.error = error
        self.unreliableReason = unreliableReason
        self.detectedLanguage = detectedLanguage
    }

    enum CodingKeys: String, CodingKey {
        case id, round, status, progress, transcript, assessment, error
        case sessionID = "session_id"
        case durationMs = "duration_ms"
        case createdAt = "created_at"
        case submittedAt = "submitted_at"
        case validityFloor = "validity_floor"
        case unreliableReason = "unreliable_reason"
        case detectedLanguage = "detected_language"
    }
}
