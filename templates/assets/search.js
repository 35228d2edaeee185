/*
 * Offline search. The index (search-index.js) sets window.CALLSHEET_SEARCH and is loaded on first use
 * with a <script> element, which works from file:// where fetch() would be refused.
 *
 * Query terms follow the same rules as the index (SearchTokenizer.swift): words of letters and digits,
 * lowercased, at least two characters; Chinese, Japanese and Korean text as overlapping character pairs.
 * Words match terms that start with them; every query term must match (AND).
 * A page address ending in #search=QUERY runs that search on load.
 */
(function () {
  "use strict";
  var CJK = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af";
  var TOKEN = new RegExp("([" + CJK + "]+)|((?:(?![" + CJK + "])[\\p{L}\\p{N}])+)", "gu");
  var MAX_RESULTS = 20;
  var index = null, keys = null, loading = false, waiting = [];

  function terms(text) {
    var out = [], match;
    TOKEN.lastIndex = 0;
    while ((match = TOKEN.exec(text)) !== null) {
      if (match[1]) {
        var chars = Array.from(match[1]);
        if (chars.length === 1) out.push(chars[0]);
        for (var i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
      } else if (Array.from(match[2]).length >= 2) {
        out.push(match[2].toLowerCase());
      }
    }
    return out;
  }

  function withIndex(input, callback) {
    if (index) return callback();
    waiting.push(callback);
    if (loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = input.getAttribute("data-index");
    script.onload = function () {
      index = window.CALLSHEET_SEARCH || { pages: [], headings: [], terms: {} };
      keys = Object.keys(index.terms).sort();
      waiting.splice(0).forEach(function (f) { f(); });
    };
    script.onerror = function () { loading = false; show(input, null, "The search index could not be loaded."); };
    document.head.appendChild(script);
  }

  // Pages holding a term: exact for a character pair, any term starting with it for a word.
  function pagesFor(term) {
    var found = {}, lo = 0, hi = keys.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (keys[mid] < term) lo = mid + 1; else hi = mid; }
    for (var k = lo; k < keys.length && keys[k].lastIndexOf(term, 0) === 0; k++) {
      index.terms[keys[k]].forEach(function (p) { found[p] = true; });
    }
    return found;
  }

  function search(query) {
    var queryTerms = terms(query);
    if (!queryTerms.length) return [];
    var pages = null;
    queryTerms.forEach(function (term) {
      var hits = pagesFor(term);
      if (pages === null) { pages = hits; return; }
      Object.keys(pages).forEach(function (p) { if (!hits[p]) delete pages[p]; });
    });
    var needle = query.trim().toLowerCase();
    var results = Object.keys(pages).map(Number).map(function (p) {
      var page = index.pages[p], score = 0, heading = null;
      if (page[1].toLowerCase().indexOf(needle) >= 0) score += 10;
      for (var h = 0; h < index.headings.length && !heading; h++) {
        var entry = index.headings[h];
        if (entry[0] === p && entry[2].toLowerCase().indexOf(needle) >= 0) heading = entry;
      }
      if (heading) score += 5;
      return { page: p, url: page[0], title: page[1], heading: heading, score: score };
    });
    results.sort(function (a, b) { return b.score - a.score || a.page - b.page; });
    return results.slice(0, MAX_RESULTS);
  }

  function show(input, results, message) {
    var box = document.getElementById("search-results");
    box.textContent = "";
    if (message) {
      var p = document.createElement("p");
      p.textContent = message;
      box.appendChild(p);
      return;
    }
    if (!results) return;
    var root = document.body.getAttribute("data-root") || "";
    var list = document.createElement("ol");
    results.forEach(function (result) {
      var item = document.createElement("li"), link = document.createElement("a");
      link.href = root + result.url + (result.heading ? "#" + result.heading[1] : "");
      link.className = "cs-result";
      link.textContent = result.title;
      if (result.heading) {
        var sub = document.createElement("span");
        sub.className = "cs-result-heading";
        sub.textContent = result.heading[2];
        link.appendChild(sub);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    box.appendChild(list);
    if (!results.length) show(input, null, "No results for \u201c" + input.value + "\u201d.");
  }

  function run(input) {
    var query = input.value;
    if (!query.trim()) return show(input, null, null);
    withIndex(input, function () { if (input.value === query) show(input, search(query)); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("search"), input = document.getElementById("search-input");
    if (!form || !input) return;
    form.hidden = false;
    var timer = null;
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { run(input); }, 120); });
    input.addEventListener("focus", function () { withIndex(input, function () {}); }, { once: true });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; show(input, null, null); }
    });
    var hash = decodeURIComponent(location.hash || "");
    if (hash.indexOf("#search=") === 0) {
      input.value = hash.slice(8);
      run(input);
    }
  });
})();
