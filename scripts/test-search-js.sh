#!/usr/bin/env bash
# Tests assets/search.js outside a browser: its tokenizer against the vectors the Swift tokenizer is tested
# with (Tests/SearchVectors/tokenizer.json), and its matching and ranking on a small index.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1; then
  echo "Installing nodejs…" >&2
  apt-get install -y -qq nodejs >/dev/null
fi
node - <<'JS'
const fs = require("fs"), vm = require("vm"), assert = require("assert");
const context = { window: {} };
vm.createContext(context);
vm.runInContext(fs.readFileSync("templates/assets/search.js", "utf8"), context);
const S = context.window.CallsheetSearch;
let passed = 0, failed = 0;
function check(name, f) {
  try { f(); passed++; } catch (e) { failed++; console.error("FAIL: " + name + "\n" + e.message); }
}
const sorted = (list) => Array.from(new Set(list)).sort();
for (const vector of JSON.parse(fs.readFileSync("Tests/SearchVectors/tokenizer.json", "utf8")).cases) {
  check("tokenizer: " + vector.text, () => assert.deepStrictEqual(sorted(S.terms(vector.text)), sorted(vector.terms)));
}
check("one edit", () => {
  assert.ok(S.oneEdit("viewdidapear", "viewdidappear"));
  assert.ok(S.oneEdit("lyaout", "layout"));
  assert.ok(!S.oneEdit("layout", "layout"));
  assert.ok(!S.oneEdit("loyaut", "layout"));
});
// Two pages: the term in a title beats the term in text; code ranks last.
const data = {
  pages: [["a.html", "Text page"], ["b.html", "Appearance"]],
  sections: [[0, "", "", "appearance is mentioned here", "viewDidAppear(true)"], [0, "code", "Code", "", "UIViewController()"],
             [1, "", "", "About appearance", ""], [1, "order", "Order", "viewDidAppear comes last", ""]],
  terms: {}
};
const weights = { appearance: [[0, 4], [2, 36]], viewdidappear: [[0, 1], [3, 4]], uiviewcontroller: [[1, 1]],
                  mentioned: [[0, 4]], about: [[2, 4]] };
for (const [term, list] of Object.entries(weights)) {
  let previous = 0;  // as SearchIndex.swift writes them: steps between sections
  data.terms[term] = list.map(([s, w]) => { const step = s - previous; previous = s; return step * 64 + w; });
}
const keys = Object.keys(data.terms).sort();
const ids = (query) => Array.from(S.search(query, data, keys)).map((r) => r.id);
check("stems", () => {
  assert.strictEqual(S.stemOf("appearance"), "appear");
  assert.strictEqual(S.stemOf("layouts"), "layout");
  assert.strictEqual(S.stemOf("viewdidappear"), "viewdidappear");
  assert.strictEqual(S.stemOf("视图"), "视图");
});
check("title first", () => assert.deepStrictEqual(ids("appearance"), [2, 0]));
check("text over code", () => assert.deepStrictEqual(ids("viewDidAppear"), [3, 0]));
check("prefix", () => assert.deepStrictEqual(ids("uiview"), [1]));
check("one typo", () => assert.deepStrictEqual(ids("viewdidapear"), [3, 0]));
check("all terms", () => assert.deepStrictEqual(ids("appearance mentioned"), [0]));
check("nothing", () => assert.deepStrictEqual(ids("zzzz"), []));
check("snippet marks", () => {
  const parts = S.snippet(data.sections[3], ["viewdidappear"]);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(parts.filter((p) => p.mark).map((p) => p.text))), ["viewDidAppear"]);
});
check("marks start at word starts", () => {
  const parts = S.snippet([0, "", "", "setNeedsLayout asks for a layout pass", ""], ["layout"]);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(parts.filter((p) => p.mark).map((p) => p.text))), ["layout"]);
});
check("parts merge into the index", () => {
  // The same two pages as two parts of the index, each numbered from 0 as SearchIndex.swift writes them.
  const part = (pages, sections, first) => {
    const terms = {};
    for (const [term, list] of Object.entries(weights)) {
      let previous = first;
      const postings = list.filter(([s]) => s >= first && s < first + sections.length)
        .map(([s, w]) => { const step = s - previous; previous = s; return step * 64 + w; });
      if (postings.length) terms[term] = postings;
    }
    return { pages, sections: sections.map((s) => [0].concat(s.slice(1))), terms };
  };
  const merged = S.merge([part(data.pages.slice(0, 1), data.sections.slice(0, 2), 0),
                          part(data.pages.slice(1), data.sections.slice(2), 2)]);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(merged.pages)), data.pages);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(merged.sections)), data.sections);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(merged.terms)), JSON.parse(JSON.stringify(data.terms)));
  assert.deepStrictEqual(JSON.parse(JSON.stringify(S.merge([]))), { pages: [], sections: [], terms: {} });
});
check("chinese snippet", () => {
  const parts = S.snippet([0, "", "", "在视图加载之后", ""], S.search("视图", { pages: [], sections: [[0, "", "", "在视图加载之后", ""]],
    terms: { "视图": [4] } }, ["视图"]).marks);
  assert.deepStrictEqual(JSON.parse(JSON.stringify(parts.filter((p) => p.mark).map((p) => p.text))), ["视图"]);
});
console.log(`search.js: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
JS
