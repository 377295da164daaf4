import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// `Endpoint` is the one list of endpoints: the Swift that maps them switches over it with no
/// `default`, so a new case does not compile until each place handles it. The lists outside
/// Swift (the fuzz script's first-byte table, the OpenAPI scripts' schemas) are held to it here.
@Suite struct EndpointTests {
    @Test func eachEndpointsModelNamesThatEndpoint() {
        for endpoint in Endpoint.allCases {
            #expect(endpoint.modelType.endpoint == endpoint, "\(endpoint.rawValue)")
        }
        let models = Set(Endpoint.allCases.map { ObjectIdentifier($0.modelType) })
        #expect(models.count == Endpoint.allCases.count)
    }

    /// The first en example of `type`'s endpoint (`home.completed.json` before `home.json`).
    static func example<Model: ContractModel>(_ type: Model.Type) throws -> Model {
        let name = try #require(Examples.fileNames(in: "en").first { Endpoint(file: $0) == Model.endpoint })
        return try ContractDecoder.decode(type, from: Examples.bytes("en/" + name), file: name)
    }

    @Test func eachModelGoesIntoItsOwnSlot() throws {
        for endpoint in Endpoint.allCases {
            let name = try #require(Examples.fileNames(in: "en").first { Endpoint(file: $0) == endpoint })
            var fromBytes = ScreenInputs()
            try fromBytes.add(endpoint, bytes: Examples.bytes("en/" + name), file: name)
            #expect(fromBytes.endpoints == [endpoint], "\(name)")
            #expect(fromBytes.files == [endpoint: name])
            var fromModel = ScreenInputs()
            fromModel.add(try endpoint.decode(from: Examples.bytes("en/" + name), file: name))
            #expect(fromModel.endpoints == [endpoint], "\(name)")
            #expect(fromModel.files == [endpoint: endpoint.rawValue])
        }
    }

    @Test func theInitializerTakesAModelForEveryEndpoint() throws {
        let inputs = ScreenInputs(
            me: try Self.example(Me.self), home: try Self.example(Home.self), session: try Self.example(Session.self),
            attempt: try Self.example(Attempt.self), exemplar: try Self.example(Exemplar.self),
            settlement: try Self.example(Settlement.self), articles: try Self.example(ArticlePage.self),
            topics: try Self.example(Topics.self), growth: try Self.example(Growth.self),
            weeklyQuests: try Self.example(WeeklyQuests.self), plan: try Self.example(Plan.self),
            paywall: try Self.example(Paywall.self), config: try Self.example(Config.self),
            error: try Self.example(ErrorEnvelope.self), storekit: try Self.example([StoreKitProduct].self),
            local: try Self.example(LocalState.self), files: [.home: "home.completed.json"])
        #expect(inputs.endpoints == Set(Endpoint.allCases))
        #expect(inputs.files[.home] == "home.completed.json")
        #expect(inputs.files[.me] == "me")
    }

    /// An endpoint that names a section is one that section reads.
    @Test func aDistinctiveEndpointIsReadByItsSection() {
        for endpoint in Endpoint.allCases {
            guard let section = ScreenRenderer.distinctiveSection(of: endpoint) else { continue }
            #expect(section.inputs.endpoints.contains(endpoint), "\(endpoint.rawValue): \(section.shortName)")
        }
    }

    @Test("tools/fuzz.sh seeds each endpoint behind its index in Endpoint.allCases")
    func fuzzSeedsFollowTheEnum() throws {
        let run = try GeneratedFiles.shell(
            #"bash -c 'eval "$(grep -m1 "^endpoints=(" tools/fuzz.sh)" && printf "%s\n" "${endpoints[@]}"'"#)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == Endpoint.allCases.map { $0.rawValue + "\n" }.joined())
    }

    @Test("The OpenAPI scripts' schemas are the endpoints openapi.yaml describes, under their models' names")
    func openAPIScriptsFollowTheEnum() throws {
        let run = try GeneratedFiles.shell(
            """
            cd tools && PYTHONDONTWRITEBYTECODE=1 python3 -c 'import json, make_contract_ranges as ranges, check_openapi as check
            print(json.dumps({"schemas": ranges.SCHEMA_FOR, "device": sorted(check.DEVICE_INPUTS)}))'
            """, keepingErrorsApart: true)
        #expect(run.status == 0, "\(run.output)")
        struct Lists: Decodable {
            var schemas: [String: String]
            var device: [String]
        }
        let lists = try JSONDecoder().decode(Lists.self, from: Data(run.output.utf8))
        let described = Endpoint.allCases.filter(\.hasOpenAPISchema)
        #expect(
            lists.schemas
                == Dictionary(uniqueKeysWithValues: described.map { ($0.rawValue, String(describing: $0.modelType)) }))
        #expect(lists.device == Endpoint.allCases.filter { !$0.hasOpenAPISchema }.map(\.rawValue).sorted())
    }
}
