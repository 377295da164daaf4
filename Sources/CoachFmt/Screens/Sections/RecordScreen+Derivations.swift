/// What the record rows derive from the inputs before any of them renders: the round, the step, and
/// the recording's limits.
extension RecordScreen {
    /// The round a stage records: round 2 from `round2` on, else round 1.
    static func round(of stage: Open<SessionStage>) -> Int {
        switch stage.known {
        case .round2, .round2Processing, .completed: 2
        default: 1
        }
    }

    /// "step: `session.stage` → 2/3 or 3/3": reading is step 1, round 1 step 2, round 2 step 3.
    static func stepNumber(of stage: Open<SessionStage>) -> Int? {
        switch stage.known {
        case .round1: 2
        case .round2: 3
        default: nil
        }
    }

    /// The round's limit: the session's, else the config's for that kind of round.
    static func maximumMilliseconds(session: Session, round: Int, config: Config?) -> (ms: Int, fallback: Fallback?)? {
        let own = round == 2 ? session.maxRound2Ms : session.maxRound1Ms
        if own > 0 { return (own, nil) }
        guard let limits = config?.limits else { return nil }
        if session.kind == .diagnostic, limits.diagnosticMaxMs > 0 {
            return (limits.diagnosticMaxMs, .field(JSONPath(.config, "limits", "diagnostic_max_ms")))
        }
        let limit = round == 2 ? limits.round2MaxMs : limits.round1MaxMs
        return limit > 0 ? (limit, .field(JSONPath(.config, "limits", .member("round\(round)_max_ms")))) : nil
    }

    /// The least effective time that enables submit: `session.min_valid_ms`, else the table's
    /// 20 000 (for 0, or a field that broke the contract, the violation named).
    static func minimumMilliseconds(session: Session, withheld: ContractViolation?) -> (ms: Int, fallback: Fallback?) {
        if let withheld {
            return (ProductRules.minimumValidMillisecondsFallback, .because(.invalid(withheld), minimumFallback))
        }
        if session.minValidMs > 0 { return (session.minValidMs, nil) }
        return (ProductRules.minimumValidMillisecondsFallback, minimumFallback)
    }

    /// The Record table's fallback for the minimum.
    /// Computed, not stored: a stored indirect enum lives in a heap box LeakSanitizer reports.
    static var minimumFallback: Fallback { .value("default 20 000 ms") }

    /// Whole seconds still needed before submit is enabled, rounded up so that the hint never
    /// says "0 more seconds" while the button is still disabled; nil once the minimum is reached.
    static func remainingSeconds(minimumMs: Int, effectiveMs: Int) -> Int? {
        guard effectiveMs < minimumMs else { return nil }
        return CheckedArithmetic.secondsRoundedUp(from: minimumMs, minus: effectiveMs)
    }

    /// Round 1's duration for round 2's "Round 1 took 02:18": the latest assessed round-1 attempt.
    static func lastRound1Duration(_ session: Session) -> Int? {
        session.attempts
            .filter { $0.round == 1 && $0.status == .assessed && $0.durationMs >= 0 }
            .max { $0.createdAt.epochMilliseconds < $1.createdAt.epochMilliseconds }?
            .durationMs
    }
}
