import CoachFmtResources
import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

@Suite("Example files")
struct ExampleTests {
    @Test("Both locales hold the same file names")
    func sameFilesInBothLocales() {
        let en = Examples.fileNames(in: "en")
        #expect(en.count > 80, "found \(en.count) files in \(Examples.root.path())")
        #expect(en == Examples.fileNames(in: "zh-Hans"))
    }

    @Test("Every file decodes into the model its name prefix names", arguments: Examples.all)
    func decodes(_ example: ExampleFile) throws {
        let endpoint = try #require(Endpoint(file: example.name), "no endpoint named by \(example.name)")
        let bytes = try Examples.bytes(example.relativePath)
        do {
            let model = try endpoint.decode(from: bytes, file: example.name)
            #expect(type(of: model) == endpoint.modelType)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("The en learner's name starts with an emoji ZWJ sequence")
    func emojiName() throws {
        let me = try ContractDecoder.decode(Me.self, from: Examples.bytes("en/me.json"), file: "me.json")
        #expect(me.displayName == "👩‍💻 Mia")
        #expect(me.displayName.first == "👩‍💻")
    }

    @Test("A zh-Hans learner practises an English article with Chinese labels")
    func zhHansLearnerOnEnglishArticle() throws {
        let session = try ContractDecoder.decode(
            Session.self, from: Examples.bytes("zh-Hans/session.json"), file: "session.json")
        #expect(session.language == "en")
        #expect(session.article.topic.name == "商业")
        #expect(session.article.length.unit == .words)
        #expect(session.article.length.label.hasSuffix("词"))
    }

    @Test("Edge states carry the values their screens need", arguments: Examples.locales)
    func edgeStates(_ locale: String) throws {
        func load<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
            try ContractDecoder.decode(type, from: Examples.bytes("\(locale)/\(name)"), file: name)
        }
        #expect(try load(Home.self, "home.no-quest.json").todayQuest == nil)
        #expect(try load(Home.self, "home.completed.json").todayQuest?.summary?.round2Overall == 79)

        let locked = try load(ArticlePage.self, "articles.json").items.filter(\.locked)
        #expect(!locked.isEmpty && locked.allSatisfy { $0.unlockHint != nil })

        let partial = try load(Growth.self, "growth.partial.json")
        #expect(partial.ability == nil)
        #expect(partial.series.last.map { $0.isPartial && $0.value == nil && $0.sampleN > 0 } == true)

        let lowConfidence = try #require(try load(Attempt.self, "attempt.low-confidence.json").assessment)
        #expect(lowConfidence.confidence == .low)
        #expect(lowConfidence.dimensions.fluency.insufficientEvidence && lowConfidence.dimensions.fluency.score == nil)

        for (name, status) in [
            ("exemplar.pending.json", Exemplar.Status.pending), ("exemplar.failed.json", .failed),
            ("exemplar.unavailable.json", .unavailable),
        ] {
            #expect(try load(Exemplar.self, name).status == status)
        }

        let capped = try load(Settlement.self, "settlement.repeat-cap.json")
        #expect(capped.xp.repeatDiscount && capped.xp.dailyCapHit && capped.headline == nil)
        let levelUp = try load(Settlement.self, "settlement.level-up.json")
        #expect(levelUp.levelAfter.level > levelUp.levelBefore.level)
        #expect(try load(Settlement.self, "settlement.replayed.json").replayed)
        #expect(try load(Me.self, "me.expired.json").entitlement.status == .expired)
        #expect(try load([StoreKitProduct].self, "storekit.expired.json").allSatisfy { !$0.isEligibleForIntroOffer })
    }
}
