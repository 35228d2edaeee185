/*
 * Offline search. The index (search-index.js and its parts, see SearchIndex.swift) is loaded on first use
 * with <script> elements, which work from file:// where fetch() would be refused: search-index.js lists
 * the parts, each part holds the pages of a run of articles, and merge() makes them one index.
 *
 * Query terms follow the same rules as the index (SearchTokenizer.swift; both are tested against
 * Tests/SearchVectors/tokenizer.json): words of letters and digits, lowercased, at least two characters;
 * Chinese, Japanese and Korean text as overlapping character pairs.
 *
 * Every query term must match a section (AND). A word matches the same term fully, a longer term that
 * starts with it at 0.7, a term that starts with its stem (appearance → appear…) at 0.6, and when none
 * of these exists a term one edit away (a typo) at 0.5; a character pair matches exactly.
 * A section scores the sum, over query terms, of its best match times the term's weight there (title
 * over heading over text over code), plus a third of what the page's other matching sections score. Results show the section's heading and a snippet with the matched
 * words marked, and link to the section with ?highlight= so the page marks them too.
 *
 * Keys: "/" or "s" focus the box; arrows move through results; Enter opens one; Escape clears.
 * A page address ending in #search=QUERY runs that search on load. When `callsheet serve` swaps in a
 * rebuilt article (`callsheet:content-replaced`), its words are marked again and the index is loaded
 * afresh at the next search.
 */
(function () {
  "use strict";
  var CJK = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af";
  var TOKEN = new RegExp("([" + CJK + "]+)|((?:(?![" + CJK + "])[\\p{L}\\p{N}])+)", "gu");
  var IS_CJK = new RegExp("^[" + CJK + "]");
  var MAX_RESULTS = 20, PER_PAGE = 3, SNIPPET = 150;
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

  // True when a and b differ by one insertion, deletion, substitution or swap of neighbours.
  function oneEdit(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) {
      if (a.slice(i + 1) === b.slice(i + 1)) return true;
      return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    }
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // The index terms a query term matches, with how well: [[term, factor], …].
  function matches(term, data, sortedKeys) {
    var found = [];
    if (data.terms.hasOwnProperty(term)) found.push([term, 1]);
    if (IS_CJK.test(term)) return found;
    var lo = 0, hi = sortedKeys.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (sortedKeys[mid] < term) lo = mid + 1; else hi = mid; }
    for (var k = lo; k < sortedKeys.length && sortedKeys[k].lastIndexOf(term, 0) === 0; k++) {
      if (sortedKeys[k] !== term) found.push([sortedKeys[k], 0.7]);
    }
    var stem = stemOf(term);
    if (stem !== term) {
      var seen = {};
      found.forEach(function (pair) { seen[pair[0]] = true; });
      lo = 0; hi = sortedKeys.length;
      while (lo < hi) { var m = (lo + hi) >> 1; if (sortedKeys[m] < stem) lo = m + 1; else hi = m; }
      for (var j = lo; j < sortedKeys.length && sortedKeys[j].lastIndexOf(stem, 0) === 0; j++) {
        if (!seen[sortedKeys[j]]) found.push([sortedKeys[j], 0.6]);
      }
    }
    if (!found.length && Array.from(term).length >= 4) {
      sortedKeys.forEach(function (key) { if (oneEdit(term, key)) found.push([key, 0.5]); });
    }
    return found;
  }

  // An English word without its ending, so that "appearance" also finds "appearing" and "appears".
  var ENDINGS = /(?:ances?|ences?|ations?|ments?|ings?|ers?|ed|es|s)$/;
  function stemOf(term) {
    if (!/^[a-z]+$/.test(term) || term.length < 6) return term;
    var stem = term.replace(ENDINGS, "");
    return stem.length >= 4 ? stem : term;
  }

  function search(query, data, sortedKeys) {
    var queryTerms = terms(query).filter(function (t, i, all) { return all.indexOf(t) === i; });
    if (!queryTerms.length) return [];
    var scores = null, marks = [];
    queryTerms.forEach(function (term) {
      var best = {};
      matches(term, data, sortedKeys).forEach(function (pair) {
        marks.push(pair[0]);
        var section = 0;  // postings step from one section to the next
        data.terms[pair[0]].forEach(function (posting) {
          section += Math.floor(posting / 64);
          var score = (posting % 64) * pair[1];
          if (!(best[section] >= score)) best[section] = score;
        });
      });
      if (scores === null) { scores = best; return; }
      Object.keys(scores).forEach(function (s) { if (best[s] === undefined) delete scores[s]; else scores[s] += best[s]; });
    });
    var phrase = query.trim().toLowerCase(), pageTotals = {};
    var ranked = Object.keys(scores).map(Number).map(function (s) {
      var section = data.sections[s], score = scores[s];
      if (queryTerms.length > 1 && (section[2] + " " + section[3]).toLowerCase().indexOf(phrase) >= 0) score += 16;
      pageTotals[section[0]] = (pageTotals[section[0]] || 0) + score;
      return { id: s, score: score, section: section, page: section[0] };
    });
    // A page that keeps coming back to the words is about them: its other sections lend a third of theirs.
    ranked.forEach(function (r) { r.score += (pageTotals[r.page] - r.score) / 3; });
    ranked.sort(function (a, b) { return b.score - a.score || a.id - b.id; });
    var perPage = {}, results = [];
    ranked.forEach(function (r) {
      perPage[r.page] = (perPage[r.page] || 0) + 1;
      if (perPage[r.page] <= PER_PAGE && results.length < MAX_RESULTS) results.push(r);
    });
    results.total = ranked.length;
    results.marks = marks.concat(queryTerms.filter(function (t) { return IS_CJK.test(t); }));
    return results;
  }

  function markPattern(words) {
    var unique = words.filter(function (w, i) { return w && words.indexOf(w) === i; });
    if (!unique.length) return null;
    unique.sort(function (a, b) { return b.length - a.length; });
    // Words are marked where a word starts (not "layout" inside "setNeedsLayout"); character pairs anywhere.
    return new RegExp(unique.map(function (w) {
      var escaped = w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return IS_CJK.test(w) ? escaped : "(?<![\\p{L}\\p{N}])" + escaped;
    }).join("|"), "giu");
  }

  // A stretch of the section's text (or code) around the first match: [{text, mark}], at most SNIPPET long.
  function snippet(section, words) {
    var pattern = markPattern(words);
    var source = section[3] || section[4] || "";
    [section[3], section[4]].some(function (field) {
      if (field && pattern && field.search(pattern) >= 0) { source = field; return true; }
      return false;
    });
    source = source.replace(/\s+/g, " ");
    var at = pattern ? Math.max(0, source.search(pattern)) : 0;
    var start = Math.max(0, at - 50);
    if (start > 0) { var space = source.indexOf(" ", start); if (space >= 0 && space < at) start = space + 1; }
    var text = source.slice(start, start + SNIPPET), parts = [];
    if (start > 0) parts.push({ text: "\u2026", mark: false });
    var last = 0, match;
    if (pattern) {
      pattern.lastIndex = 0;
      while ((match = pattern.exec(text)) !== null && match[0]) {
        if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
        parts.push({ text: match[0], mark: true });
        last = match.index + match[0].length;
      }
    }
    if (last < text.length) parts.push({ text: text.slice(last), mark: false });
    if (start + SNIPPET < source.length) parts.push({ text: "\u2026", mark: false });
    return parts;
  }

  // One index from its parts, in order: pages and sections numbered on, each term's postings joined (the
  // first posting of a part steps from the term's last section in the parts before it).
  function merge(parts) {
    var merged = { pages: [], sections: [], terms: {} }, last = {}, has = Object.prototype.hasOwnProperty;
    parts.forEach(function (part) {
      var pageOffset = merged.pages.length, sectionOffset = merged.sections.length;
      part.pages.forEach(function (page) { merged.pages.push(page); });
      part.sections.forEach(function (section) { merged.sections.push([section[0] + pageOffset].concat(section.slice(1))); });
      Object.keys(part.terms).forEach(function (term) {
        var list = has.call(merged.terms, term) ? merged.terms[term] : (merged.terms[term] = []);
        var previous = has.call(last, term) ? last[term] : 0, section = sectionOffset;
        part.terms[term].forEach(function (posting, i) {
          section += Math.floor(posting / 64);
          list.push(i === 0 ? (section - previous) * 64 + posting % 64 : posting);
        });
        last[term] = section;
      });
    });
    return merged;
  }

  var api = { terms: terms, search: search, stemOf: stemOf, snippet: snippet, oneEdit: oneEdit, markPattern: markPattern,
              merge: merge };
  if (typeof window !== "undefined") window.CallsheetSearch = api;
  if (typeof document === "undefined" || !document.addEventListener) return;

  function withIndex(input, callback) {
    if (index) return callback();
    waiting.push(callback);
    if (loading) return;
    loading = true;
    var failed = function () { loading = false; waiting = []; show(input, null, "The search index could not be loaded."); };
    var ready = function (data) {
      index = data;
      keys = Object.keys(index.terms).sort();
      loading = false;
      waiting.splice(0).forEach(function (f) { f(); });
    };
    var listURL = input.getAttribute("data-index");
    window.CALLSHEET_SEARCH_INDEX = null;
    load(listURL, function () {
      var list = window.CALLSHEET_SEARCH_INDEX;
      if (!list) return ready(window.CALLSHEET_SEARCH || { pages: [], sections: [], terms: {} });
      var folder = listURL.slice(0, listURL.lastIndexOf("/") + 1), pending = list.parts.length;
      window.CALLSHEET_SEARCH_PARTS = {};
      if (!pending) return ready(merge([]));
      list.parts.forEach(function (file) {
        load(folder + file, function () {
          if (--pending) return;
          var names = list.parts.map(function (f) { return f.slice(f.lastIndexOf("/") + 1, -3); });
          var parts = names.map(function (name) { return window.CALLSHEET_SEARCH_PARTS[name]; });
          window.CALLSHEET_SEARCH_PARTS = {};
          if (parts.every(Boolean)) ready(merge(parts)); else failed();
        }, failed);
      });
    }, failed);
  }

  function load(url, onload, onerror) {
    var script = document.createElement("script");
    script.src = url;
    script.onload = function () { script.remove(); onload(); };
    script.onerror = function () { script.remove(); onerror(); };
    document.head.appendChild(script);
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
    if (!results.length) return show(input, null, "No results for \u201c" + input.value + "\u201d.");
    var root = document.body.getAttribute("data-root") || "";
    var count = document.createElement("p");
    count.className = "cs-result-count";
    count.textContent = results.total + (results.total === 1 ? " result" : " results")
      + (results.total > results.length ? ", best " + results.length + " shown" : "");
    box.appendChild(count);
    var list = document.createElement("ol");
    var highlight = "?highlight=" + encodeURIComponent(results.marks.join(" "));
    results.forEach(function (result) {
      var page = index.pages[result.page], section = result.section;
      var item = document.createElement("li"), link = document.createElement("a");
      link.href = root + page[0] + highlight + (section[1] ? "#" + section[1] : "");
      link.className = "cs-result";
      var title = document.createElement("span");
      title.className = "cs-result-title";
      title.textContent = page[1];
      link.appendChild(title);
      if (section[2]) {
        var sub = document.createElement("span");
        sub.className = "cs-result-heading";
        sub.textContent = section[2];
        link.appendChild(sub);
      }
      var text = document.createElement("span");
      text.className = "cs-result-snippet";
      snippet(section, results.marks).forEach(function (part) {
        var node = part.mark ? document.createElement("mark") : document.createTextNode(part.text);
        if (part.mark) node.textContent = part.text;
        text.appendChild(node);
      });
      link.appendChild(text);
      item.appendChild(link);
      list.appendChild(item);
    });
    box.appendChild(list);
  }

  function run(input) {
    var query = input.value;
    if (!query.trim()) return show(input, null, null);
    withIndex(input, function () { if (input.value === query) show(input, search(query, index, keys)); });
  }

  // Marks the words a search result was found by on the page it opened.
  function highlightPage() {
    var match = /[?&]highlight=([^&#]*)/.exec(location.search);
    var main = document.getElementById("main");
    if (!match || !main) return;
    var pattern = markPattern(decodeURIComponent(match[1].replace(/\+/g, " ")).split(/\s+/));
    if (!pattern) return;
    var walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        return node.parentNode.closest("script, style, svg, mark, #cs-build-failed")
          ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      var text = node.nodeValue, last = 0, found, fragment = document.createDocumentFragment();
      pattern.lastIndex = 0;
      while ((found = pattern.exec(text)) !== null && found[0]) {
        fragment.appendChild(document.createTextNode(text.slice(last, found.index)));
        var mark = document.createElement("mark");
        mark.className = "cs-highlight";
        mark.textContent = found[0];
        fragment.appendChild(mark);
        last = found.index + found[0].length;
      }
      if (last === 0) return;
      fragment.appendChild(document.createTextNode(text.slice(last)));
      node.parentNode.replaceChild(fragment, node);
    });
  }

  function resultLinks() {
    return Array.prototype.slice.call(document.querySelectorAll("#search-results a.cs-result"));
  }

  function isTyping(target) {
    return target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("search"), input = document.getElementById("search-input");
    highlightPage();
    document.addEventListener("callsheet:content-replaced", function () {
      highlightPage();
      if (!loading) { index = null; keys = null; }
    });
    if (!form || !input) return;
    form.hidden = false;
    var timer = null;
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { run(input); }, 80); });
    input.addEventListener("focus", function () { withIndex(input, function () {}); }, { once: true });
    form.addEventListener("keydown", function (event) {
      var links = resultLinks(), at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!links.length) return;
        event.preventDefault();
        var next = event.key === "ArrowDown" ? at + 1 : at - 1;
        if (next < 0) input.focus(); else links[Math.min(next, links.length - 1)].focus();
      } else if (event.key === "Enter" && event.target === input) {
        event.preventDefault();
        if (links.length) location.href = links[0].href;
      } else if (event.key === "Escape") {
        input.value = "";
        show(input, null, null);
        input.blur();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === "/" || event.key === "s") {
        event.preventDefault();
        input.focus();
        input.select();
      }
    });
    var hash = decodeURIComponent(location.hash || "");
    if (hash.indexOf("#search=") === 0) {
      input.value = hash.slice(8);
      run(input);
    }
  });
})();
