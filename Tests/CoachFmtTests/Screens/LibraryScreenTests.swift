import CoachFmtResources
import Testing

@testable import CoachFmt
@testable import CoachFmtContract

/// The values the Library section derives on device (data-binding.md § Library).
@Suite struct LibraryScreenTests {
    @Test func languageTagOnlyWhenTheListMixesLanguages() throws {
        // Mia practices en and zh-Hans: her library mixes them, so every row has a tag.
        let tags = ["EN", "中文", "EN", "中文", "EN", "中文", "EN", "EN", "EN", "EN", "中文"]
        let zh = try LibraryFixture.element("library/library--list", "zh-Hans", "row language tag")
        #expect(zh.parts.compactMap(\.text) == tags)
        let en = try LibraryFixture.element("library/library--list", "en", "row language tag")
        #expect(en.parts.compactMap(\.text) == tags)
        // The English filter: one language, no tag.
        let english = try LibraryFixture.element("library/library--language-en", "en", "row language tag")
        #expect(english.content == .hidden(reason: .value(field: "articles.items[].language", is: "en")))
        #expect(english.fallback == .hide(nil))
        #expect(try LibraryFixture.element("library/library--language-en", "zh-Hans", "row language tag").text == nil)
        // A practice language without lang.short.<tag> (its endonym): a case of Cases/screen-cases.json.
    }

    @Test func mixesLanguages() throws {
        let page = try LibraryFixture.page("zh-Hans", "articles.json")
        #expect(LibraryScreen.mixesLanguages(page.items))
        #expect(!LibraryScreen.mixesLanguages(page.items.filter { $0.language == "en" }))
        #expect(!LibraryScreen.mixesLanguages([]))
    }

    @Test func rowMeta() throws {
        let en = try LibraryFixture.element("library/library--list", "en", "row meta")
        #expect(
            en.parts.prefix(4).compactMap(\.text) == [
                "Business · 139 words · Difficulty 2", "Business · 298 characters · Difficulty 2",
                "Technology · 168 words · Difficulty 2", "Culture · 210 characters · Difficulty 2",
            ])
        let zh = try LibraryFixture.element("library/library--list", "zh-Hans", "row meta")
        #expect(zh.parts.prefix(2).compactMap(\.text) == ["商业 · 139 词 · 难度 2", "商业 · 298 字 · 难度 2"])
        // An empty length label (it drops out with its separator): a case of Cases/screen-cases.json.
    }

    @Test func statusTags() throws {
        let en = try LibraryFixture.element("library/library--list", "en", "status tag")
        #expect(
            en.parts.compactMap(\.text) == [
                "New", "New", "Best 74", "Best 73", "In progress", "New", "New", "New", "New", "Unlocks at ability 80",
                "Unlocks at ability 80",
            ])
        #expect(en.parts[9].label == "art_en_last_mile")
        #expect(en.parts[9].looksNote == "lock")
        let zh = try LibraryFixture.element("library/library--list", "zh-Hans", "status tag")
        #expect(
            zh.parts.compactMap(\.text) == [
                "未练习", "未练习", "最佳 74", "最佳 73", "进行中", "未练习", "未练习", "未练习", "未练习", "能力值达到 80 后解锁",
                "能力值达到 80 后解锁",
            ])
        // CCR-3, no unlock_hint (the generic library.row.locked, never a tier the client made
        // up), and completed without a best score (no "Best 0"): cases of Cases/screen-cases.json.
    }

    @Test func topicCounts() throws {
        let en = try LibraryFixture.element("library/library--list", "en", "topic chips + counts")
        #expect(
            en.parts.compactMap(\.text) == [
                "All topics", "Business", "Technology", "Science", "Health", "Culture", "Product",
            ])
        #expect(en.parts[1].parts.first?.text == "3 articles")
        let zh = try LibraryFixture.element("library/library--list", "zh-Hans", "topic chips + counts")
        #expect(zh.parts[1].parts.first?.text == "3 篇文章")
        // Missing counts are hidden, never 0: cases of Cases/screen-cases.json.
    }

    @Test func pagination() throws {
        let more = try LibraryFixture.element("library/library--language-en", "en", "pagination")
        #expect(more.text == "Loading…")
        #expect(
            more.looksNote
                == "infinite scroll: skeleton rows after the last row, then GET /v1/articles?language=en&status=all&cursor=c_en_77b0"
        )
        let last = try LibraryFixture.element("library/library--filtered", "en", "pagination")
        #expect(last.content == .hidden(reason: .null(field: "articles.next_cursor")))
    }

    @Test func emptyKeyPerFilter() throws {
        func filter(_ json: String) throws -> LocalState.Library.Filter {
            try ContractDecoder.decode(LocalState.Library.Filter.self, from: Array(json.utf8), file: "filter.json")
        }
        #expect(LibraryScreen.emptyKey(nil) == "library.empty.all")
        let keys = [
            #"{"language": null, "topic": null, "status": "all"}"#: "library.empty.all",
            #"{"language": "ja", "topic": null, "status": "all"}"#: "library.empty.language",
            #"{"language": "ja", "topic": "business", "status": "all"}"#: "library.empty.topic",
            #"{"language": null, "topic": "business", "status": "unseen"}"#: "library.empty.unseen",
            #"{"language": "en", "topic": "culture", "status": "completed"}"#: "library.empty.completed",
        ]
        for (json, key) in keys {
            #expect(LibraryScreen.emptyKey(try filter(json)) == key, "\(json)")
        }

        let empty = try LibraryFixture.element("library/library--filter-empty", "en", "empty")
        #expect(empty.text == "No articles in this language yet")
        #expect(empty.parts.compactMap(\.text) == ["Try All languages or pick another one.", "Clear filter"])
        // The other filters' empty states: cases of Cases/screen-cases.json.
        #expect(
            try LibraryFixture.element("library/library--list", "en", "empty").content
                == .hidden(reason: .value(field: "articles.items.count", is: "11")))
    }

    @Test func languageFilter() throws {
        let en = try LibraryFixture.element("library/library--language-en", "en", "language filter")
        #expect(en.parts.compactMap(\.text) == ["All languages", "English", "简体中文", "日本語", "Español"])
        #expect(en.parts.map(\.label) == ["all", "en", "zh-Hans", "ja", "es"])
        #expect(en.parts.map(\.selected) == [false, true, false, false, false])
        let zh = try LibraryFixture.element("library/library--list", "zh-Hans", "language filter")
        #expect(zh.parts.compactMap(\.text) == ["全部语言", "English", "简体中文", "日本語", "Español"])
        #expect(zh.parts.first?.selected == true)
    }

    @Test func failedListKeepsTheFilters() throws {
        let screen = try render("library/library--error", "en")
        #expect(
            screen.elements.first { $0.label == "row title" }?.content
                == .hidden(
                    reason: .all([
                        .requestFailed(request: .getArticles, code: "internal"), .noResponse(.articles),
                    ])))
        #expect(
            screen.elements.first { $0.label == "status segment" }?.parts.compactMap(\.text) == [
                "All", "New", "Completed",
            ])
        #expect(screen.elements.first { $0.label == "error" }?.parts.compactMap(\.text).last == "Try again")
    }
}

/// Decodes and renders example states for the library tests.
private enum LibraryFixture {
    static func page(_ locale: String, _ file: String) throws -> ArticlePage {
        try ContractDecoder.decode(
            ArticlePage.self, from: Array(try #require(EmbeddedResources.text("examples/\(locale)/\(file)")).utf8),
            file: file)
    }

    static func element(_ id: String, _ locale: String, _ label: String) throws -> RenderedElement {
        try #require(try render(id, locale).elements.first { $0.label == label })
    }
}
