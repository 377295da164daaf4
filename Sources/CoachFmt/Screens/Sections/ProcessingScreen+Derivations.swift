/// What the processing rows derive from the inputs before any of them renders: each stage's mark,
/// whether polling has ended and which card owns the screen.
extension ProcessingScreen {
    typealias StageMarks = [(stage: Attempt.Stage, mark: StageProgress)]

    /// Whether the attempt has stopped being processed (polling ends).
    static func isFinished(_ status: Open<Attempt.Status>) -> Bool {
        switch status.known {
        case .assessed, .failed, .unreliable: true
        case .created, .uploaded, .processing, nil: false
        }
    }

    /// One mark per stage, in order (upload, transcribe, assess). The upload row is the device's:
    /// `local:uploadQueue` until the server has the file; the other rows follow `attempt.progress`.
    static func stageMarks(attempt: Attempt, uploadQueue: LocalState.UploadQueue?) -> StageMarks {
        let stages = Attempt.Stage.allCases
        func marks(current index: Int, _ currentMark: StageProgress) -> StageMarks {
            stages.enumerated().map { offset, stage in
                (stage, offset < index ? .done : offset == index ? currentMark : .pending)
            }
        }
        func index(of stage: Open<Attempt.Stage>?, stageIndex: Int?) -> Int? {
            if let known = stage?.known { return stages.firstIndex(of: known) }
            if let stageIndex, (1...stages.count).contains(stageIndex) { return stageIndex - 1 }
            return nil
        }
        let serverIndex = index(of: attempt.progress?.stage, stageIndex: attempt.progress?.stageIndex)
        // The server has no file yet: the upload queue says where the upload is.
        func beforeUpload() -> StageMarks {
            let upload: StageProgress =
                switch uploadQueue?.state?.known {
                case .submitted: .done
                case .uploading: .running
                case .waitingForNetwork: .waiting
                case .failed: .failed
                case .idle, nil: .pending
                }
            return stages.map { stage in
                (stage, stage == .upload ? upload : stage == .transcribe && upload == .done ? .running : .pending)
            }
        }
        switch attempt.status.known {
        case .created:
            return beforeUpload()
        case nil:
            // A status newer than this client: follow the server's progress if it sent one.
            guard let serverIndex else { return beforeUpload() }
            return marks(current: serverIndex, .running)
        case .uploaded, .processing:
            return marks(current: max(1, serverIndex ?? 1), .running)
        case .assessed:
            return stages.map { ($0, .done) }
        case .failed:
            let failedIndex = index(of: attempt.error?.stage, stageIndex: nil) ?? serverIndex ?? stages.count - 1
            return marks(current: failedIndex, .failed)
        case .unreliable:
            return stages.map { ($0, .done) }
        }
    }

    /// `config.limits.poll_timeout_ms` exceeded since the upload queue submitted the attempt.
    static func isLongWait(now: Timestamp, submittedAt: Timestamp, timeoutMs: Int) -> Bool {
        now.epochMilliseconds - submittedAt.epochMilliseconds > Int64(timeoutMs)
    }
}
