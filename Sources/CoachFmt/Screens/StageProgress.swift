/// Where one of a recording's processing stages is, on Processing and on the diagnostic's
/// processing screen: "✓ / spinner / pending", and the two ways a stage stops.
enum StageProgress: String, Sendable {
    case done
    case running
    case pending
    /// The upload is paused until the network is back (`processing--offline`).
    case waiting
    case failed

    /// The mark a front end draws for the stage.
    var mark: RenderedElement.Mark {
        switch self {
        case .done: .done
        case .running: .running
        case .pending: .pending
        case .waiting: .waitingForNetwork
        case .failed: .failed
        }
    }

    /// The catalog word a screen reader says for the stage (`a11y.state.done`).
    var stateWord: CopyMessage {
        switch self {
        case .done: CoachCopy.a11y.stateDone
        case .running: CoachCopy.a11y.stateRunning
        case .pending: CoachCopy.a11y.statePending
        case .waiting: CoachCopy.a11y.stateWaiting
        case .failed: CoachCopy.a11y.stateFailed
        }
    }
}
