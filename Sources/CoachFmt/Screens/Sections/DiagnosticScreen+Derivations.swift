/// What the diagnostic's rows derive from the inputs before any of them renders: the screen
/// up, the recording limit, and where each processing stage is.
extension DiagnosticScreen {
    /// The diagnostic screens, in the order of user-flows.md #1.
    enum Screen: String, Sendable, CaseIterable {
        case intro = "diag-intro"
        case read = "diag-read"
        case record = "diag-record"
        case processing = "diag-processing"
        case result = "diag-result"
    }

    /// An attempt decides (assessed → result, else processing); without one, the session's
    /// stage does, and the reader's open time tells the article from the intro before it.
    static func screen(_ inputs: ScreenInputs) -> Screen {
        if let attempt = inputs.attempt { return attempt.status == .assessed ? .result : .processing }
        switch inputs.session?.stage.known {
        case .round1: return .record
        case .round1Processing: return .processing
        case .feedback, .round2, .round2Processing, .completed: return .result
        case .reading, .abandoned, nil:
            if inputs.local?.recorder != nil { return .record }
            return inputs.local?.reader?.openedAt != nil ? .read : .intro
        }
    }

    /// The recording limit as `mm:ss`: `config.limits.diagnostic_max_ms`, or 01:30 without a
    /// config (or a non-positive limit); with the fallback that fired.
    static func recordMax(_ config: Config?) -> (clock: String, milliseconds: Int, fallback: Fallback?) {
        if let limit = config?.limits.diagnosticMaxMs, limit > 0,
            let clock = try? DurationFormat.clock(milliseconds: limit)
        {
            return (clock, limit, nil)
        }
        let fallback = ProductRules.diagnosticMaxMillisecondsFallback
        let clock = (try? DurationFormat.clock(milliseconds: fallback)) ?? "01:30"
        return (clock, fallback, .value(clock))
    }

    /// The three rows: before `stage_index` done, at it running (failed when the attempt
    /// failed there), after it pending. The upload row is the device's own upload queue.
    static func stageStates(
        _ attempt: Attempt, upload: LocalState.UploadQueue?
    ) -> [(stage: Attempt.Stage, state: StageProgress)] {
        let current = attempt.progress?.stageIndex ?? 0
        let failedStage =
            attempt.status == .failed ? (attempt.error?.stage.known ?? attempt.progress?.stage.known) : nil
        return Attempt.Stage.allCases.enumerated().map { offset, stage in
            let index = offset + 1
            if stage == failedStage { return (stage, .failed) }
            if stage == .upload, let state = upload?.state?.known {
                switch state {
                case .submitted: return (stage, .done)
                case .uploading: return (stage, .running)
                case .waitingForNetwork: return (stage, .waiting)
                case .failed: return (stage, .failed)
                case .idle: return (stage, .pending)
                }
            }
            return (stage, index < current ? .done : index == current ? .running : .pending)
        }
    }
}
