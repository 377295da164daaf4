import Foundation
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// data-binding.md § Read: the values the resolver derives.
@Suite struct ReadScreenTests {
    typealias F = RecordingFlowFixture
    static let files = ["session": "session.json", "local": "local.reading.json"]

    func render(_ locale: String = "en", session edit: F.Edit? = nil) throws -> RenderedScreen {
        try F.render(.read, locale: locale, files: Self.files, edits: edit.map { ["session": $0] } ?? [:])
    }

    @Test(arguments: [
        (56, "en", "1 min read"), (14, "en", "30 sec read"), (44, "en", "30 sec read"), (45, "en", "1 min read"),
        (75, "en", "1.5 min read"), (150, "en", "2.5 min read"), (180, "en", "3 min read"),
        (56, "zh-Hans", "阅读约 1 分钟"), (14, "zh-Hans", "阅读约 30 秒"), (150, "zh-Hans", "阅读约 2.5 分钟"),
    ])
    func readTimeInThirtySecondSteps(seconds: Int, locale: String, expected: String) throws {
        let screen = try render(locale) { F.set(&$0, "article.est_read_seconds", seconds) }
        #expect(try F.text(screen, "read time") == expected)
    }

    @Test func readTimeHiddenWithoutAnEstimate() throws {
        let screen = try render { F.set(&$0, "article.est_read_seconds", 0) }
        #expect(
            try F.element(screen, "read time").content.hiddenReason
                == .value(field: "session.article.est_read_seconds", is: "0"))
        #expect(try F.element(screen, "read time").fallback == .hide(nil))
    }

    @Test func sourceLine() throws {
        #expect(try F.text(try render(), "source line") == "From Coach Originals, version 2026.11")
        #expect(try F.text(try render("zh-Hans"), "source line") == "本文出自“Coach Originals”，版本 2026.11")
        let noSource = try render { F.set(&$0, "article.source", NSNull()) }
        #expect(try F.element(noSource, "source line").content.hiddenReason == .null(field: "session.article.source"))
    }

    @Test func tagsAndArticleLanguage() throws {
        let screen = try render("zh-Hans")
        #expect(try F.text(screen, "kind tag") == "今日任务")
        #expect(try F.text(screen, "topic tag") == "商业")
        #expect(try F.text(screen, "language tag") == "EN")
        #expect(try F.part(screen, "language tag", "title") == "English")
        #expect(try F.text(screen, "length") == "139 词")
        let content = try F.element(screen, "title / byline / paragraphs / hint")
        #expect(content.text == "How a Small Team Cut Meeting Time in Half")
        #expect(content.language == .en)
        #expect(content.parts.map(\.label) == ["byline", "paragraph 1", "paragraph 2", "paragraph 3", "hint"])
        #expect(try F.text(screen, "CTA") == "读完了，开始复述")
    }

    @Test func unknownKindShowsTheServerValue() throws {
        let screen = try render { F.set(&$0, "kind", "challenge") }
        #expect(try F.text(screen, "kind tag") == "challenge")
    }

    @Test func loadErrorShowsTheErrorNeverAnotherArticle() throws {
        for (locale, expected, message) in [
            ("en", "Couldn’t load this article", "This article is no longer available."),
            ("zh-Hans", "文章加载失败", "这篇文章已经无法打开。"),
        ] {
            let screen = try F.render(
                .read, locale: locale, files: ["error": "error.not-found.json", "local": "local.json"])
            let content = try F.element(screen, "title / byline / paragraphs / hint")
            #expect(content.text == expected)
            #expect(
                content.fallback
                    == .because(
                        .requestFailed(request: .getSession, code: "not_found"), .key("read.load_error")))
            // A removed article cannot come back: no retry, only back.
            #expect(content.parts.map(\.label) == ["message", "back"])
            #expect(content.parts.first?.text == message)
            #expect(screen.errors == [])
            // Every other row is hidden: no title, topic or source of some other article.
            for row in ReadScreen.Element.allCases where row.label != content.label && row != .offlineBanner {
                let label = row.label
                #expect(
                    try F.element(screen, label).content.hiddenReason
                        == .replaced(
                            .requestFailed(request: .getSession, code: "not_found"), by: .noArticle))
            }
        }
    }

    @Test func loadErrorRetriesATransientFailure() throws {
        let screen = try F.render(.read, files: ["error": "error.json", "local": "local.json"])
        let content = try F.element(screen, "title / byline / paragraphs / hint")
        #expect(content.text == "Couldn’t load this article")
        #expect(try F.part(screen, content.label, "retry") == "Try again")
    }

    @Test func offlineKeepsTheCachedArticleAndQueuesReadingComplete() throws {
        let screen = try F.render(
            .read, files: Self.files, edits: ["local": { F.set(&$0, "network.satisfied", false) }])
        #expect(try F.text(screen, "offline banner") == "You’re offline. Showing saved content.")
        #expect(
            try F.element(screen, "CTA").fallback == .because(.offline, .described(.queuedProceed)))
        #expect(try F.element(screen, "title / byline / paragraphs / hint").fallback == .cached(fetchedAt: nil))
    }

    @Test func everyRowInTableOrder() throws {
        let labels = try render().elements.map(\.label)
        #expect(labels == ReadScreen.Element.allCases.map(\.label))
    }
}
