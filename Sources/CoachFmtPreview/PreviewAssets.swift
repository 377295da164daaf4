/// The style sheet and the measuring script, inlined into every page so that a page is one
/// self-contained file: no network, no other file.
enum PreviewAssets {
    /// The start of every preview document, through `</head>`: the title names the page's state
    /// before the preview (none on the index), and the style is inline.
    static func head(title: String?) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.map { HTML.text($0) + " · " } ?? "")coach-fmt preview</title>
        <style>
        \(style)
        </style>
        </head>

        """
    }

    /// Latin text in the app's font where it exists (SF Pro on Apple systems), else Liberation
    /// Sans (Arial metrics, Debian's `fonts-liberation`); Chinese in PingFang SC, else Noto Sans
    /// CJK SC (`fonts-noto-cjk`). `lang` on every element picks the stack and CJK line breaking:
    /// an English text inside a Chinese phone is set back to the Latin stack, not inherited.
    ///
    /// Every text has a contrast of at least 4.5:1 (WCAG AA) on its background: muted text is
    /// #5b6070 (6.3:1 on white, 5.5:1 on the page's grey). Every text wraps inside its column
    /// (`overflow-wrap: anywhere`) and a one-line box that overflows scrolls inside its cell,
    /// so no string widens the page. A row is one grid row, so cells of a row start together.
    /// A fill that text sits on is a `background:`; one that holds no text (a bar) a `background-color:`.
    static let style = """
        :root { color-scheme: light; --muted: #5b6070; }
        body { margin: 16px; background: #eef0f4; color: #16181d;
          font-family: -apple-system, "SF Pro Text", "Liberation Sans", Arial, sans-serif; font-size: 13px;
          overflow-wrap: anywhere; }
        :lang(zh) { font-family: "PingFang SC", "Noto Sans CJK SC", "Liberation Sans", sans-serif; }
        [lang]:not(:lang(zh)) { font-family: -apple-system, "SF Pro Text", "Liberation Sans", Arial, sans-serif; }
        a { color: #3553c7; }
        code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 11px; color: var(--muted); }
        header.page h1 { font-size: 20px; margin: 4px 0; }
        header.page p { margin: 2px 0; color: #4a4f5c; }
        nav.steps { display: flex; flex-wrap: wrap; gap: 16px; margin-bottom: 8px; }
        .summary { margin: 12px 0; padding: 8px 12px; background: #fff; border: 1px solid #c9ccd6; border-radius: 8px;
          max-width: 774px; }
        .summary h2 { font-size: 15px; margin: 0 0 4px; }
        .summary ul { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; padding: 0; list-style: none; }
        .summary p, .summary .aside { margin: 4px 0 0; color: var(--muted); }
        .count { font-weight: 700; }
        input.toggle { margin: 8px 4px 8px 0; }
        input.toggle + label { margin-right: 16px; }
        .grid { margin-top: 8px; }
        .row { display: grid; grid-template-columns: repeat(var(--columns), 375px); column-gap: 24px; }
        .cell { min-width: 0; overflow-x: auto; background: #fff; border-left: 1px solid #c9ccd6;
          border-right: 1px solid #c9ccd6; padding: 8px 16px; border-top: 1px solid #eceef3; }
        .row.head .cell { border-radius: 28px 28px 0 0; border-top: 1px solid #c9ccd6; padding-top: 16px; }
        .row.foot .cell { border-radius: 0 0 28px 28px; border-bottom: 1px solid #c9ccd6; min-height: 12px; }
        .row.head h2 { font-size: 15px; margin: 0 0 2px; }
        .row.head p.meta { margin: 0; color: var(--muted); }
        .row[data-depth="1"] .cell { border-top-style: dashed; }
        .row[data-depth="2"] .cell, .row[data-depth="3"] .cell { border-top: 1px dotted #e2e4ea; }
        .cell.absent { color: var(--muted); font-style: italic; }
        #only-problems:checked ~ .grid .row:not(.head):not(.foot):not([data-problems]) { display: none; }
        .row.folded .cell { padding-top: 3px; padding-bottom: 3px; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis; }
        .row.folded .cell > div { display: inline; margin-right: 6px; }
        .row.folded .cell > details { display: none; }
        #show-hidden:checked ~ .grid .row.folded .cell { white-space: normal; overflow: visible; padding: 8px 16px; }
        #show-hidden:checked ~ .grid .row.folded .cell > div { display: block; }
        #show-hidden:checked ~ .grid .row.folded .cell > details { display: block; }
        .label { font-size: 11px; color: var(--muted); margin-bottom: 3px; }
        .label code { margin-left: 4px; }
        .label .over { color: #c01616; font-weight: 600; }
        .flag { margin-left: 6px; padding: 0 3px; border: 1px solid #c01616; border-radius: 3px; color: #a8071a; }
        .box { white-space: pre-line; overflow-wrap: anywhere; word-break: normal; line-break: auto;
          unicode-bidi: isolate; outline: 1px dashed #6b7080; overflow: visible; }
        .box.one { white-space: pre; }
        .box .keep { white-space: nowrap; }
        .el[data-fits="no"] > .box { outline: 2px solid #d21f1f; background: #fff0f0; }
        .spoken { font-style: italic; color: #4a4f5c; }
        .spoken::before { content: "VoiceOver: "; font-style: normal; color: var(--muted); }
        .marks { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 11px; color: #8a4b00;
          margin-top: 2px; white-space: pre-wrap; unicode-bidi: isolate; }
        .look { font-size: 11px; color: #2f6b3a; margin-top: 2px; }
        .other-language { font-size: 11px; color: #7a3fb0; }
        .pseudo { font-size: 11px; color: #8a4b00; }
        .hidden > .label s { color: var(--muted); }
        .hidden > .reason { color: var(--muted); }
        .visual > .what, .composite > .what { font-size: 11px; color: var(--muted); }
        .error > .message { color: #c01616; font-weight: 600; }
        details.prov { margin-top: 3px; font-size: 11px; color: #4a4f5c; }
        details.prov summary { cursor: pointer; color: var(--muted); }
        details.prov dl { display: grid; grid-template-columns: max-content 1fr; gap: 1px 8px; margin: 2px 0 0; }
        details.prov dt { color: var(--muted); }
        details.prov dd { margin: 0; unicode-bidi: isolate; }
        .notes { margin: 0; padding-left: 16px; color: #4a4f5c; }
        table.states { border-collapse: collapse; margin: 4px 0 12px; }
        table.states th, table.states td { text-align: left; padding: 2px 8px; border-bottom: 1px solid #d5d8e0;
          vertical-align: top; }
        table.states td.n { text-align: right; font-variant-numeric: tabular-nums; }
        table.states td.zero { color: var(--muted); }
        table.states .description { color: #4a4f5c; }
        .coverage { font-size: 11px; color: #7a3fb0; border: 1px solid #c9b3e0; border-radius: 4px; padding: 0 3px; }
        #only-problems:checked ~ section.flow tr[data-problems="0"] { display: none; }
        nav.views { display: flex; gap: 16px; margin: 8px 0; font-size: 15px; }
        section.phones { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; margin-bottom: 16px; }
        .phone { width: 375px; }
        .phone > h2 { font-size: 15px; margin: 0 0 6px; }
        .ph-screen { box-sizing: border-box; width: 375px; min-height: 640px; padding: 16px; background: #fff;
          border: 1px solid #c9ccd6; border-radius: 36px; display: flex; flex-direction: column; gap: 10px; }
        .ph-el { min-width: 0; }
        a.ph-text { display: block; color: inherit; text-decoration: none; white-space: pre-line;
          unicode-bidi: isolate; }
        a.ph-text:hover { outline: 1px dashed #6b7080; }
        .ph-text .keep { white-space: nowrap; }
        a.ph-text.one { white-space: pre; }
        .ph-grid a.ph-text, .ph-button a.ph-text, .ph-week a.ph-text { margin-left: auto; margin-right: auto; }
        a.ph-text[data-fits="no"] { outline: 2px solid #d21f1f; background: #fff0f0; color: #16181d; }
        .ph-stack { display: flex; flex-direction: column; gap: 6px; margin-top: 4px; }
        .ph-row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 4px; }
        .ph-grid { display: grid; gap: 4px; margin-top: 4px; }
        .ph-items { display: flex; flex-direction: column; }
        .ph-item { display: grid; grid-template-columns: 48px 1fr; column-gap: 12px; row-gap: 2px;
          align-items: start; padding: 8px 0; border-bottom: 1px solid #eceef3; }
        .ph-item > * { grid-column: 2; justify-self: start; }
        .ph-item > [data-kind="tile_glyph"] { grid-column: 1; grid-row: 1 / span 4; width: 48px; height: 48px;
          display: flex; align-items: center; justify-content: center; border-radius: 10px; background: #eef0f4; }
        .ph-tabs { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; margin: 4px -16px 0;
          padding-top: 6px; border-top: 1px solid #c9ccd6; text-align: center; }
        .ph-tabs a.ph-text { margin-left: auto; margin-right: auto; }
        .ph-tabs .ph-selected { outline: none; color: #3553c7; }
        .ph-grid > .ph-el { text-align: center; border-radius: 6px; padding: 4px 0; background: #f4f5f8; }
        .ph-pill { display: inline-flex; align-items: baseline; align-self: flex-start; padding: 4px 12px;
          border-radius: 999px; background: #eef0f4; color: #16181d; }
        .ph-pill > .ph-row { display: inline-flex; margin: 0 0 0 6px; }
        .ph-pill .ph-pill { padding: 0; background: none; }
        .ph-selected { outline: 2px solid #3553c7; outline-offset: -2px; font-weight: 600; }
        .ph-stack > .ph-selected:not(.ph-pill):not(.ph-option) { padding: 6px 8px; border-radius: 8px; }
        .ph-option { box-sizing: border-box; padding: 15px; border: 1px solid #c9ccd6; border-radius: 12px;
          display: flex; flex-direction: column; gap: 4px; }
        .ph-option.ph-selected { border-color: #3553c7; outline-offset: -1px; }
        .ph-button { margin-top: 4px; padding: 12px 16px; border-radius: 12px; background: #3553c7; color: #ffffff;
          text-align: center; }
        .ph-footer { margin-top: auto; display: flex; flex-direction: column; gap: 8px; }
        .ph-overlay { box-sizing: border-box; width: 343px; margin: 12px 16px 0; padding: 16px; background: #fff;
          border: 1px solid #8a8f9c; border-radius: 14px; box-shadow: 0 4px 16px rgba(22, 24, 29, 0.18); }
        .ph-overlay .ph-row { justify-content: flex-end; }
        .ph-bar { height: 6px; margin-top: 4px; border-radius: 3px; background-color: #dfe2ea; }
        .ph-bar > span { display: block; height: 100%; border-radius: 3px; background-color: #3553c7; }
        .ph-chart { display: grid; gap: 2px; margin-top: 4px; border-bottom: 1px solid #8a8f9c; }
        .ph-week { display: flex; flex-direction: column; align-items: center; text-align: center; }
        .ph-plot { box-sizing: border-box; width: 100%; height: 118px; display: flex; flex-direction: column;
          justify-content: flex-end; align-items: center; }
        .ph-point { display: flex; flex-direction: column; align-items: center; width: 100%; }
        .ph-column { display: block; box-sizing: border-box; width: 60%; border-radius: 3px 3px 0 0;
          background-color: #3553c7; }
        .ph-style-dashed .ph-column { background-color: #dfe2ea; border: 2px dashed #3553c7; border-bottom: 0; }
        .ph-style-gap_marker .ph-text { color: var(--muted); }
        .ph-legend { display: flex; flex-wrap: wrap; gap: 4px 12px; margin-top: 4px; }
        .ph-legend-item { display: flex; align-items: center; gap: 6px; }
        .ph-swatch { display: inline-block; width: 12px; height: 10px; box-sizing: border-box;
          border: 2px solid #3553c7; background-color: #3553c7; }
        .ph-style-dashed .ph-swatch { border-style: dashed; background-color: #dfe2ea; }
        .ph-visual { display: inline-block; font-size: 11px; color: var(--muted); border: 1px dashed #8a8f9c;
          border-radius: 6px; padding: 2px 6px; }
        .ph-error { color: #c01616; font-weight: 600; }
        .ph-empty { color: var(--muted); }
        .ph-mark-practice { background: #dcefe1 !important; }
        .ph-mark-rest { color: var(--muted); }
        .ph-mark-today { outline: 2px solid #16181d; }
        .ph-mark-first_charge { background: #fbe3c0 !important; }
        .ph-mark-done { color: #1d6b34; }
        .ph-mark-current { font-weight: 600; }
        .ph-mark-pending, .ph-mark-upcoming { color: var(--muted); }
        .ph-mark-failed, .ph-mark-missed { color: #a8071a; }
        .ph-style-warning_banner { background: #fff1cc; border-radius: 10px; padding: 10px 12px; }
        .ph-style-success_banner { background: #dcefe1; border-radius: 10px; padding: 10px 12px; }
        .ph-style-ink_card { background: #1f2330; color: #ffffff; border-radius: 14px; padding: 14px 16px; }
        .ph-style-amber_tag { display: inline-block; align-self: flex-start; background: #fbe3c0; border-radius: 6px; padding: 2px 8px; }
        .ph-style-skeleton .ph-text { background: #e4e6ec; color: var(--muted); border-radius: 4px; }
        .ph-style-disabled.ph-button { background: #c9ccd6; color: #16181d; }
        .ph-style-struck_through .ph-text { text-decoration: line-through; }
        .ph-on::after, .ph-off::after { content: ""; display: block; width: 30px; height: 18px; margin-top: 2px;
          border-radius: 9px; }
        .ph-on::after { background-color: #1d6b34; background-image: radial-gradient(circle at 21px 9px, #fff 6px,
          transparent 7px); }
        .ph-off::after { background-color: #8a8f9c; background-image: radial-gradient(circle at 9px 9px, #fff 6px,
          transparent 7px); }
        """

    /// Measures every drawn text in its box and writes what it found onto the element:
    /// `data-lines`, `data-overflow` (px: the width past the box on a line of its own, plus the
    /// width of the text on lines past `max_lines`), `data-fits`, `data-broken-runs` (the
    /// `keep` runs a line breaks inside, by their client rects on more than one line, joined
    /// by ` | `), `overflow` in the `data-problems` of the card and its row, the page's count of
    /// overflows, and on `<body>` the page's size and `data-drift` (px: how far apart the cells
    /// of one row start, at most; 0 when every row is aligned) and `data-page-overflow` (px the
    /// page is wider than the window). Each text of the phones is measured the same way against
    /// its budget's width and gets `data-fits`, outlined in red where it does not fit.
    /// `tools/check_budgets.py` reads these from Chromium's `--dump-dom`.
    static let measureScript = """
        (function () {
          "use strict";
          var elements = document.querySelectorAll(".el[data-width]");
          var over = [], overflows = 0;
          function addProblem(node, problem) {
            var problems = (node.getAttribute("data-problems") || "").split(" ").filter(Boolean);
            if (problems.indexOf(problem) < 0) problems.unshift(problem);
            node.setAttribute("data-problems", problems.join(" "));
          }
          // One box's lines, its overflow in px past `width` and the kept runs a line breaks inside.
          function measure(box, width, maxLines, lineHeight) {
            var range = document.createRange();
            range.selectNodeContents(box);
            var rects = Array.prototype.slice.call(range.getClientRects()).filter(function (r) {
              return r.width > 0 || r.height > 0;
            });
            rects.sort(function (a, b) { return a.top - b.top || a.left - b.left; });
            var boxRect = box.getBoundingClientRect();
            var tops = [], beyond = 0, sideways = Math.max(0, box.scrollWidth - width);
            rects.forEach(function (r) {
              if (!tops.length || r.top >= tops[tops.length - 1] + lineHeight / 2) tops.push(r.top);
              if (maxLines && tops.length > maxLines) beyond += r.width;
              sideways = Math.max(sideways, r.right - boxRect.left - width, boxRect.left - r.left);
            });
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
            return { lines: tops.length, overflow: Math.max(0, Math.ceil(sideways + beyond - 0.01)), broken: broken };
          }
          function limit(node) {
            var lines = node.getAttribute("data-max-lines");
            return lines === "none" ? 0 : parseInt(lines, 10);
          }
          for (var i = 0; i < elements.length; i++) {
            var el = elements[i];
            var box = el.querySelector(":scope > .box");
            if (!box) continue;
            var found = measure(box, box.clientWidth, limit(el), parseFloat(el.getAttribute("data-line-height")));
            var overflow = found.overflow, broken = found.broken;
            if (broken.length) el.setAttribute("data-broken-runs", broken.join(" | "));
            el.setAttribute("data-lines", String(found.lines));
            el.setAttribute("data-overflow", String(Math.max(0, overflow)));
            el.setAttribute("data-fits", overflow > 0 || broken.length ? "no" : "yes");
            if (overflow > 0 || broken.length) {
              overflows++;
              addProblem(el, "overflow");
              addProblem(el.parentNode, "overflow");
              el.setAttribute("data-text", box.textContent);
              var lines = found.lines > 1 ? ", " + found.lines + " lines" : "";
              var note = overflow > 0 ? " · over by " + overflow + " px" + lines : "";
              if (broken.length) note += " · a line breaks inside " + broken.join(", ");
              over.push([el, note]);
            }
          }
          // The phone's texts, each against its budget's width (a pill's text may be narrower),
          // outlined in red where it runs past it.
          document.querySelectorAll("a.ph-text[data-width]").forEach(function (text) {
            var width = parseFloat(text.getAttribute("data-width"));
            var found = measure(text, width, limit(text), parseFloat(text.getAttribute("data-line-height")));
            var fits = found.overflow === 0 && !found.broken.length;
            text.setAttribute("data-fits", fits ? "yes" : "no");
            if (found.overflow > 0) text.title += " · over by " + found.overflow + " px";
          });
          // Marked after measuring, so that no note moves a box still to be measured.
          over.forEach(function (entry) {
            var label = entry[0].querySelector(":scope > .label");
            if (!label) return;
            var note = document.createElement("span");
            note.className = "over";
            note.textContent = entry[1];
            label.appendChild(note);
          });
          var count = document.getElementById("count-overflow");
          if (count) count.textContent = String(overflows);
          // Drift: how far apart the cells of one row start, the most on the page (0 when aligned).
          var drift = 0;
          document.querySelectorAll(".grid > .row").forEach(function (row) {
            var tops = Array.prototype.map.call(row.children, function (cell) { return cell.getBoundingClientRect().top; });
            if (tops.length) drift = Math.max(drift, Math.max.apply(null, tops) - Math.min.apply(null, tops));
          });
          document.body.setAttribute("data-drift", String(Math.ceil(drift)));
          var root = document.documentElement;
          document.body.setAttribute("data-page-width", String(Math.ceil(root.scrollWidth)));
          document.body.setAttribute("data-page-height", String(Math.ceil(root.scrollHeight)));
          document.body.setAttribute("data-page-overflow", String(Math.max(0, root.scrollWidth - root.clientWidth)));
          document.body.setAttribute("data-measured", String(elements.length));
        })();
        """
}
