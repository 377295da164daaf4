/// data-binding.md § Global: the sheets, alerts and toasts any screen can show.
public enum GlobalScreen: SectionResolver {
    static func elements(_ c: RenderContext) -> [RenderedElement] {
        c.rows(Element.self) { row in
            switch row {
            case .resumeSheet: resumeSheet(c)
            case .leaveRecording: leaveRecording(c)
            case .offlineToast: offlineToast(c)
            case .genericError: genericError(c)
            case .forceUpdate: forceUpdate(c)
            }
        }
    }

    // MARK: Resume sheet

    static func resumeSheet(_ c: RenderContext) -> RenderedElement {
        c.mayShow("resume.unsent.title", "resume.unsent.body")
        if let session = c.inputs.home?.resumeSession {
            let parts =
                HomeScreen.resumeParts(c, session) + [
                    c.part("continue", c.copy("resume.continue")), c.part("abandon", c.copy("resume.abandon")),
                ]
            return c.message(Element.resumeSheet, "resume.title", parts: parts)
        }
        // A recording left on the device after a kill: the upload queue resumes it (user-flows #4).
        if let pending = c.inputs.local?.uploadQueue?.pendingCount, pending > 0 {
            return c.message(
                Element.resumeSheet, "resume.unsent.title",
                fallback: "no resume_session: local unsent recording",
                parts: [c.part("body", c.copy("resume.unsent.body"))])
        }
        let reason =
            c.inputs.home == nil
            ? "no home response and no unsent recording" : "resume_session is null and no unsent recording"
        return c.hidden(Element.resumeSheet, reason, fallback: "not shown")
    }

    // MARK: Leave recording

    static func leaveRecording(_ c: RenderContext) -> RenderedElement {
        guard let recorder = c.inputs.local?.recorder else {
            return c.hidden(Element.leaveRecording, "no recorder")
        }
        // Leaving discards a recording in progress: recording, paused, or stopped but not yet submitted.
        let inProgress: Bool =
            switch recorder.state.known {
            case .recording, .paused: true
            case .stopped: recorder.fileURL != nil
            case .idle, nil: false
            }
        guard inProgress, recorder.effectiveMs > 0 else {
            return c.hidden(Element.leaveRecording, "nothing recorded (recorder.state \(recorder.state.rawValue))")
        }
        guard let duration = try? DurationFormat.clock(milliseconds: recorder.effectiveMs) else {
            return c.hidden(Element.leaveRecording, "recorder.effectiveMs is negative")
        }
        return c.message(
            Element.leaveRecording, "record.leave.title",
            parts: [
                c.part(
                    "body",
                    c.copy(
                        "record.leave.body", ["duration": .string(duration)],
                        spoken: ["duration": .string(c.spokenDuration(recorder.effectiveMs) ?? duration)])),
                c.part("cancel", c.copy("record.leave.cancel")),
                c.part("confirm", c.copy("record.leave.confirm")),
            ])
    }

    // MARK: Offline toast, generic error

    static func offlineToast(_ c: RenderContext) -> RenderedElement {
        guard c.isOffline else { return c.hidden(Element.offlineToast, "online") }
        return c.message(Element.offlineToast, "offline.toast")
    }

    static func genericError(_ c: RenderContext) -> RenderedElement {
        guard let error = c.inputs.error?.error else { return c.hidden(Element.genericError, "no error response") }
        return c.errorElement(error, label: Element.genericError.rawValue, retry: true)
    }

    // MARK: Force update

    static func forceUpdate(_ c: RenderContext) -> RenderedElement {
        guard let minimum = c.inputs.config?.minAppVersion else {
            return c.hidden(Element.forceUpdate, "no config response")
        }
        guard let app = c.inputs.local?.app.version else { return c.hidden(Element.forceUpdate, "no local state") }
        switch needsUpdate(app: app, minimum: minimum) {
        case nil:
            c.note(
                "force update: version \"\(app)\" or min_app_version \"\(minimum)\" is not a dotted number; not blocking"
            )
            return c.hidden(Element.forceUpdate, "app \(app) or min_app_version \(minimum) unreadable")
        case false?:
            return c.hidden(Element.forceUpdate, "app \(app) ≥ min_app_version \(minimum)")
        case true?:
            return c.message(
                Element.forceUpdate, "force_update.title",
                parts: [c.part("body", c.copy("force_update.body")), c.part("CTA", c.copy("force_update.cta"))])
        }
    }
}
