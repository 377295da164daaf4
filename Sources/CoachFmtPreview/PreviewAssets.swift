/// The style sheet and the measuring script, inlined into every page so that a page is one
/// self-contained file: no network, no other file.
enum PreviewAssets {
    /// Latin text in the app's font where it exists (SF Pro on Apple systems), else Liberation
    /// Sans (Arial metrics, Debian's `fonts-liberation`); Chinese in PingFang SC, else Noto Sans
    /// CJK SC (`fonts-noto-cjk`). `lang` on every element picks the stack and CJK line breaking.
    static let style = """
        :root { color-scheme: light; }
        body { margin: 16px; background: #eef0f4; color: #16181d;
          font-family: -apple-system, "SF Pro Text", "Liberation Sans", Arial, sans-serif; font-size: 13px; }
        :lang(zh) { font-family: "PingFang SC", "Noto Sans CJK SC", "Liberation Sans", sans-serif; }
        a { color: #3553c7; }
        code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 11px; color: #6b7080; }
        header.page h1 { font-size: 20px; margin: 4px 0; }
        header.page p { margin: 2px 0; color: #4a4f5c; }
        nav.steps { display: flex; gap: 16px; margin-bottom: 8px; }
        .columns { display: flex; gap: 24px; align-items: flex-start; margin-top: 16px; }
        .column { flex: none; width: 377px; }
        .column > h2 { font-size: 15px; margin: 0 0 2px; }
        .column > p.meta { margin: 0 0 8px; color: #4a4f5c; }
        .phone { width: 375px; background: #fff; border: 1px solid #c9ccd6; border-radius: 28px;
          padding: 12px 0; overflow: visible; }
        .el { padding: 8px 16px; border-top: 1px solid #eceef3; }
        .phone > .el:first-child { border-top: none; }
        .el .el { padding: 6px 0 0; margin-top: 6px; border-top: 1px dashed #e2e4ea; }
        .label { font-size: 11px; color: #6b7080; margin-bottom: 3px; overflow-wrap: anywhere; }
        .label code { margin-left: 4px; }
        .label .over { color: #c01616; font-weight: 600; }
        .box { white-space: pre-line; overflow-wrap: normal; word-break: normal; line-break: auto;
          unicode-bidi: isolate; outline: 1px dashed #b8bdcc; overflow: visible; }
        .box.one { white-space: pre; }
        .box .keep { white-space: nowrap; }
        .el[data-fits="no"] > .box { outline: 2px solid #d21f1f; background: #fff0f0; }
        .spoken { font-style: italic; color: #4a4f5c; }
        .spoken::before { content: "VoiceOver: "; font-style: normal; color: #8a8f9c; }
        .marks { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 11px; color: #8a4b00;
          margin-top: 2px; white-space: pre-wrap; unicode-bidi: isolate; }
        .look { font-size: 11px; color: #2f6b3a; margin-top: 2px; }
        .other-language { font-size: 11px; color: #7a3fb0; }
        .pseudo { font-size: 11px; color: #8a4b00; }
        .hidden > .label s { color: #8a8f9c; }
        .hidden > .reason { color: #8a8f9c; text-decoration: line-through; }
        .visual > .what, .composite > .what { font-size: 11px; color: #8a8f9c; }
        .error > .message { color: #c01616; font-weight: 600; }
        details.prov { margin-top: 3px; font-size: 11px; color: #4a4f5c; }
        details.prov summary { cursor: pointer; color: #8a8f9c; }
        details.prov dl { display: grid; grid-template-columns: max-content 1fr; gap: 1px 8px; margin: 2px 0 0; }
        details.prov dt { color: #8a8f9c; }
        details.prov dd { margin: 0; overflow-wrap: anywhere; unicode-bidi: isolate; }
        .notes { margin-top: 8px; color: #4a4f5c; }
        ol.states { padding-left: 24px; }
        ol.states li { margin: 3px 0; }
        ol.states .description { color: #4a4f5c; }
        ol.states .coverage { font-size: 11px; color: #7a3fb0; border: 1px solid #c9b3e0; border-radius: 4px; padding: 0 3px; }
        """

    /// Measures every drawn text in its box and writes what it found onto the element:
    /// `data-lines`, `data-overflow` (px: the width past the box on a line of its own, plus the
    /// width of the text on lines past `max_lines`), `data-fits`, `data-broken-runs` (the
    /// `keep` runs a line breaks inside, by their client rects on more than one line, joined
    /// by ` | `), and on `<body>` the page's size.
    /// `tools/check_budgets.py` reads these from Chromium's `--dump-dom`.
    static let measureScript = """
        (function () {
          "use strict";
          var elements = document.querySelectorAll(".el[data-width]");
          var over = [];
          for (var i = 0; i < elements.length; i++) {
            var el = elements[i];
            var box = el.querySelector(":scope > .box");
            if (!box) continue;
            var limit = el.getAttribute("data-max-lines");
            var maxLines = limit === "none" ? 0 : parseInt(limit, 10);
            var lineHeight = parseFloat(el.getAttribute("data-line-height"));
            var range = document.createRange();
            range.selectNodeContents(box);
            var rects = Array.prototype.slice.call(range.getClientRects()).filter(function (r) {
              return r.width > 0 || r.height > 0;
            });
            rects.sort(function (a, b) { return a.top - b.top || a.left - b.left; });
            var boxRect = box.getBoundingClientRect();
            var tops = [], beyond = 0, sideways = Math.max(0, box.scrollWidth - box.clientWidth);
            rects.forEach(function (r) {
              if (!tops.length || r.top >= tops[tops.length - 1] + lineHeight / 2) tops.push(r.top);
              if (maxLines && tops.length > maxLines) beyond += r.width;
              sideways = Math.max(sideways, r.right - boxRect.left - box.clientWidth, boxRect.left - r.left);
            });
            var overflow = Math.ceil(sideways + beyond - 0.01);
            var broken = [];
            box.querySelectorAll(".keep").forEach(function (run) {
              var part = document.createRange();
              part.selectNodeContents(run);
              var lines = [];
              Array.prototype.forEach.call(part.getClientRects(), function (r) {
                if (r.width <= 0) return;
                if (!lines.some(function (top) { return Math.abs(top - r.top) < lineHeight / 2; })) lines.push(r.top);
              });
              if (lines.length > 1) broken.push(run.textContent);
            });
            if (broken.length) el.setAttribute("data-broken-runs", broken.join(" | "));
            var column = el.closest(".column");
            el.setAttribute("data-lines", String(tops.length));
            el.setAttribute("data-overflow", String(Math.max(0, overflow)));
            el.setAttribute("data-fits", overflow > 0 || broken.length ? "no" : "yes");
            if (column) {
              el.setAttribute("data-column", column.getAttribute("data-locale"));
              el.setAttribute("data-pseudo", column.getAttribute("data-pseudo"));
            }
            if (overflow > 0 || broken.length) {
              el.setAttribute("data-text", box.textContent);
              var note = overflow > 0 ? " · over by " + overflow + " px" + (tops.length > 1 ? ", " + tops.length + " lines" : "") : "";
              if (broken.length) note += " · a line breaks inside " + broken.join(", ");
              over.push([el, note]);
            }
          }
          // Marked after measuring, so that no note moves a box still to be measured.
          over.forEach(function (entry) {
            var label = entry[0].querySelector(":scope > .label");
            if (!label) return;
            var note = document.createElement("span");
            note.className = "over";
            note.textContent = entry[1];
            label.appendChild(note);
          });
          var root = document.documentElement;
          document.body.setAttribute("data-page-width", String(Math.ceil(root.scrollWidth)));
          document.body.setAttribute("data-page-height", String(Math.ceil(root.scrollHeight)));
          document.body.setAttribute("data-measured", String(elements.length));
        })();
        """
}
