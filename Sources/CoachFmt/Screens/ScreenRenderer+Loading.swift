/// General fallbacks, "Loading: skeleton blocks of the same size. Never "0" or "—" for a number
/// that is still loading", in two general places rather than in each section: a row hidden for
/// want of a response (`RenderContext.missing`, which `unavailable` uses) is a skeleton while
/// that response loads, and after every resolver a shown value that reads a loading response
/// (a default filled in meanwhile) becomes one too, and so does a row a resolver hid for want of
/// that response. A row hidden for another reason (another screen is up, a sheet is closed)
/// stays hidden.
extension RenderContext {
    /// The responses whose request `local.fetch` says is in flight and that nothing answers yet:
    /// neither a response (a refresh keeps showing the one held) nor an error envelope.
    var loadingEndpoints: [Endpoint] {
        guard let fetch = inputs.local?.fetch, !fetch.isEmpty, !inputs.has(.error) else { return [] }
        return LocalCheck.requested.filter { fetch[$0.rawValue]?.known == .loading && !inputs.has($0) }
    }

    /// A row hidden for want of the response its `sources` name (the request, `home`), with the
    /// reason; a skeleton instead while that response loads.
    func missing(_ label: String, _ sources: [Source], _ reason: HiddenReason, fallback: Fallback? = nil)
        -> RenderedElement
    {
        let loading = loadingEndpoints
        guard !loading.isEmpty, let endpoint = RenderedElement.waitingEndpoint(sources, loading) else {
            return hidden(label, sources, reason, fallback: fallback)
        }
        return recordingViolations(.skeleton(label, sources, endpoint))
    }
}

extension RenderedElement {
    /// A skeleton block: no text, parts, key or label, so that nothing, least of all a number,
    /// shows before `endpoint` loads; the fallback names the response it waits for.
    static func skeleton(_ label: String, _ sources: [Source], _ endpoint: Endpoint) -> RenderedElement {
        RenderedElement(
            label: label, content: .visual, language: nil, sources: sources,
            fallback: .skeleton(loading: endpoint), parts: [], look: [.style(.skeleton)])
    }

    /// This element as a skeleton when it is shown and one of its sources waits on a loading
    /// response, or when a resolver hid it for want of one (`no me response`). Its id, label and
    /// sources stay, so that a view finds the same row.
    mutating func showSkeleton(whileLoading loading: [Endpoint]) {
        let waiting: Endpoint?
        if case .hidden(let reason) = content {
            waiting =
                reason.members.lazy.compactMap { member -> Endpoint? in
                    guard case .noResponse(let endpoint) = member else { return nil }
                    return loading.contains(endpoint) ? endpoint : nil
                }.first
        } else {
            waiting = Self.waitingEndpoint(reads, loading)
        }
        guard let endpoint = waiting else { return }
        let (id, groups) = (id, violationGroups)
        self = .skeleton(label, reads, endpoint)
        (self.id, violationGroups) = (id, groups)
    }

    /// The first loading response that one of `sources` reads in its every reading: a source
    /// that local state answers too (`onboarding.goal`) does not wait.
    static func waitingEndpoint(_ sources: [Source], _ loading: [Endpoint]) -> Endpoint? {
        for source in sources {
            if let first = source.paths.first?.root, loading.contains(first),
                source.paths.allSatisfy({ $0.root == first })
            {
                return first
            }
        }
        return nil
    }
}
