/*
 * Small enhancements; every page reads without them.
 * - Theme: light, dark or the system's (auto), remembered in localStorage; the toolbar button cycles.
 * - Sidebar: the toolbar button hides or shows it on wide screens, remembered.
 * - Keys: ← and → open the previous and next article, ? shows the list of keys (search.js adds / and s).
 * - Code blocks get a copy button; anything that scrolls sideways becomes focusable, so it can be
 *   scrolled from the keyboard.
 * - Callback tables get a filter box and a receiver menu; clicking an arrow in a sequence diagram
 *   scrolls to its row and marks it, and its row's text is its tooltip; wide diagrams can be fitted to
 *   the column.
 * What enhances the article is run again when `callsheet serve` swaps in a rebuilt article
 * (the `callsheet:content-replaced` event), after the listeners it left on the window are removed.
 */
(function () {
  "use strict";
  var store = {
    get: function (key) { try { return localStorage.getItem(key); } catch (e) { return null; } },
    set: function (key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } }
  };

  // Applied before the page paints, so a dark reader sees no flash of light.
  var THEMES = ["auto", "light", "dark"];
  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
    else document.documentElement.removeAttribute("data-theme");
  }
  applyTheme(store.get("callsheet-theme"));
  if (store.get("callsheet-sidebar") === "hidden") document.documentElement.classList.add("cs-sidebar-hidden");

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text) node.textContent = text;
    return node;
  }

  // The print page's button: the print dialog opens only when the reader asks, never on load.
  function printButton() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-print]"), function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { window.print(); });
    });
  }

  function toolbar() {
    var bar = document.getElementById("cs-toolbar");
    if (!bar) return;
    bar.hidden = false;
    var theme = element("button", { type: "button", id: "cs-theme-button" });
    function showTheme() {
      var current = store.get("callsheet-theme") || "auto";
      theme.textContent = "Theme: " + current;
      theme.setAttribute("aria-label", "Colour theme: " + current + " (change)");
    }
    theme.addEventListener("click", function () {
      var current = store.get("callsheet-theme") || "auto";
      var next = THEMES[(THEMES.indexOf(current) + 1) % THEMES.length];
      store.set("callsheet-theme", next);
      applyTheme(next);
      showTheme();
    });
    showTheme();
    var sidebar = element("button", { type: "button", id: "cs-sidebar-button", "aria-controls": "sidebar" }, "Contents");
    function showSidebar() {
      sidebar.setAttribute("aria-expanded", String(!document.documentElement.classList.contains("cs-sidebar-hidden")));
    }
    sidebar.addEventListener("click", function () {
      var hidden = document.documentElement.classList.toggle("cs-sidebar-hidden");
      store.set("callsheet-sidebar", hidden ? "hidden" : "shown");
      showSidebar();
    });
    showSidebar();
    var help = element("button", { type: "button", "aria-controls": "cs-help" }, "Keys");
    help.addEventListener("click", toggleHelp);
    var close = document.querySelector("#cs-help .cs-help-close");
    if (close) close.addEventListener("click", toggleHelp);
    bar.appendChild(sidebar);
    bar.appendChild(theme);
    bar.appendChild(help);
  }

  function toggleHelp() {
    var dialog = document.getElementById("cs-help");
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (dialog.open) dialog.close(); else dialog.showModal();
  }

  function isTyping(target) {
    return target && (target.isContentEditable || /^(input|textarea|select|button)$/i.test(target.tagName));
  }

  function keys() {
    document.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      var link = null;
      if (event.key === "ArrowLeft") link = document.querySelector("a[rel=prev]");
      if (event.key === "ArrowRight") link = document.querySelector("a[rel=next]");
      if (link) { event.preventDefault(); location.href = link.href; }
      if (event.key === "?") { event.preventDefault(); toggleHelp(); }
    });
  }

  // Sideways-scrolling boxes must be reachable from the keyboard; boxes that fit stay out of the tab order.
  function focusableScrollers() {
    Array.prototype.forEach.call(document.querySelectorAll("pre, .cs-body > table"), function (box) {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute("tabindex", "0");
        if (!box.hasAttribute("aria-label") && box.tagName === "PRE") box.setAttribute("aria-label", "Code (scrolls sideways)");
      } else if (box.getAttribute("tabindex") === "0" && !box.classList.contains("cs-table")) {
        box.removeAttribute("tabindex");
      }
    });
  }

  function copyButtons() {
    Array.prototype.forEach.call(document.querySelectorAll(".cs-body pre"), function (pre) {
      var button = element("button", { type: "button", class: "cs-copy" }, "Copy");
      button.addEventListener("click", function () {
        var text = pre.querySelector("code") ? pre.querySelector("code").textContent : pre.textContent;
        var done = function () { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); };
        if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, function () { button.textContent = "Copy failed"; });
      });
      var wrapper = element("div", { class: "cs-code-box" });
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(button);
      wrapper.appendChild(pre);
    });
  }

  // Only a table's first "*" (an inferred position) carries the explanation; the others get it here.
  function explainInferred(table) {
    var first = table.querySelector("abbr[title]");
    if (!first) return;
    Array.prototype.forEach.call(table.querySelectorAll("abbr:not([title])"), function (abbr) {
      abbr.title = first.title;
    });
  }

  function addFilter(table, number) {
    var id = (table.id || "cs-table-" + number) + "-filter";
    var wrapper = element("div", { class: "cs-table-filter" });
    var label = element("label", { for: id }, "Filter events");
    var input = element("input", { type: "search", id: id, autocomplete: "off" });
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
    // The receiver is the code in a row's third cell (rows carry no copy of it).
    function receiverOf(row) {
      var code = row.cells.length > 2 ? row.cells[2].querySelector("code") : null;
      return code ? code.textContent : "";
    }
    var receivers = rows.map(receiverOf)
      .filter(function (name, i, all) { return name && all.indexOf(name) === i; });
    var menu = null;
    wrapper.appendChild(label);
    wrapper.appendChild(input);
    if (receivers.length > 1) {
      var menuLabel = element("label", { for: id + "-receiver" }, "Receiver");
      menu = element("select", { id: id + "-receiver" });
      menu.appendChild(element("option", { value: "" }, "all"));
      receivers.forEach(function (name) { menu.appendChild(element("option", { value: name }, name)); });
      wrapper.appendChild(menuLabel);
      wrapper.appendChild(menu);
    }
    var count = element("span", { "aria-live": "polite" });
    wrapper.appendChild(count);
    table.parentNode.parentNode.insertBefore(wrapper, table.parentNode);
    function update() {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
      var receiver = menu ? menu.value : "";
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var visible = words.every(function (w) { return text.indexOf(w) >= 0; })
          && (!receiver || receiverOf(row) === receiver);
        row.hidden = !visible;
        if (visible) shown++;
      });
      count.textContent = words.length || receiver ? shown + " of " + rows.length + " events" : "";
    }
    input.addEventListener("input", update);
    if (menu) menu.addEventListener("change", update);
  }

  function diagrams() {
    Array.prototype.forEach.call(document.querySelectorAll(".cs-diagram"), function (box) {
      var svg = box.querySelector("svg");
      if (!svg) return;
      // A group of event shapes lists, in its children's order, the numbers of the rows they stand for
      // (data-e); a row's id is the diagram's data-rows and the number. Links to elsewhere (the table)
      // name their target (data-href).
      var rowPrefix = svg.getAttribute("data-rows") || "";
      // An event's shape is a child of such a group: a <g> (a note, a cross), or an arrow's shaft or label,
      // which are its two children side by side.
      function eventShape(node) {
        var shape = node.closest("[data-e] > *");
        return shape && svg.contains(shape) ? shape : null;
      }
      function rowOf(target) {
        if (target.hasAttribute("data-href")) return document.getElementById(target.getAttribute("data-href").slice(1));
        var group = target.parentNode, rows = group.getAttribute("data-e").split(" ");
        var index = Array.prototype.indexOf.call(group.children, target);
        if (group.classList.contains("cs-arrows")) index = Math.floor(index / 2);
        var seq = rows[index];
        return seq ? document.getElementById(rowPrefix + seq) : null;
      }
      // The full text of a shape is its row's: shown as the shape's tooltip when the pointer first reaches it.
      svg.addEventListener("mouseover", function (event) {
        var target = eventShape(event.target);
        if (!target || target.querySelector("title")) return;
        var row = rowOf(target);
        if (!row) return;
        var title = document.createElementNS("http://www.w3.org/2000/svg", "title");
        title.textContent = rowTooltip(row);
        target.insertBefore(title, target.firstChild);
      });
      svg.addEventListener("click", function (event) {
        var target = eventShape(event.target) || event.target.closest("[data-href]");
        if (!target) return;
        var row = rowOf(target);
        if (!row) return;
        Array.prototype.forEach.call(document.querySelectorAll(".cs-followed"), function (r) { r.classList.remove("cs-followed"); });
        row.classList.add("cs-followed");
        row.hidden = false;
        history.replaceState(null, "", "#" + row.id);
        row.scrollIntoView({ block: "center" });
      });
      var tools = element("div", { class: "cs-figure-tools" });
      var fit = element("button", { type: "button", "aria-pressed": "false" }, "Fit to width");
      fit.addEventListener("click", function () {
        var on = box.classList.toggle("cs-fit");
        fit.setAttribute("aria-pressed", String(on));
        focusableScrollers();
      });
      tools.appendChild(fit);
      box.parentNode.insertBefore(tools, box);
      fitters.push(function () {
        tools.hidden = !box.classList.contains("cs-fit") && svg.width.baseVal.value <= box.clientWidth;
      });
      stickyHeads(box, svg);
    });
  }

  // "#12 root.viewDidLoad()", "#13 print: text": the row's number, receiver and callback or output.
  function rowTooltip(row) {
    var cells = row.cells;
    if (cells.length < 6) return row.textContent;
    var receiver = cells[2].querySelector("code"), call = cells[3].querySelector("code");
    // A print's text (or a console line's, after its "warning:" label) stands in the callback's cell.
    var line = receiver && call ? receiver.textContent + "." + call.textContent
      : (cells[3].querySelector("strong") ? "" : "print: ") + cells[3].textContent;
    if (cells[3].querySelector("abbr")) line += " (position inferred, not recorded)";
    return "#" + cells[0].textContent + " " + line.replace(/\s+/g, " ").trim();
  }

  // A copy of the lifeline headers stays at the top of the window while the rest of a long diagram
  // scrolls by, following the diagram's sideways scroll and its fit-to-width scale. It is decoration
  // (aria-hidden): the headers themselves stay in the diagram.
  function stickyHeads(box, svg) {
    var heads = svg.querySelector(".cs-heads");
    if (!heads || !heads.querySelector("rect")) return;
    var first = heads.querySelector("rect");
    var top = parseFloat(first.getAttribute("y")) - 4, height = parseFloat(first.getAttribute("height")) + 8;
    var width = svg.viewBox.baseVal.width;
    var holder = element("div", { class: "cs-sticky-heads", "aria-hidden": "true" });
    var strip = element("div");
    var NS = "http://www.w3.org/2000/svg";
    var copy = document.createElementNS(NS, "svg");
    copy.setAttribute("class", "cs-seq");
    copy.setAttribute("viewBox", "0 " + top + " " + width + " " + height);
    copy.setAttribute("focusable", "false");
    var backdrop = document.createElementNS(NS, "rect");
    backdrop.setAttribute("class", "cs-backdrop");
    backdrop.setAttribute("y", String(top));
    backdrop.setAttribute("width", String(width));
    backdrop.setAttribute("height", String(height));
    copy.appendChild(backdrop);
    var clone = heads.cloneNode(true);
    Array.prototype.forEach.call(clone.querySelectorAll("title"), function (t) { t.remove(); });
    copy.appendChild(clone);
    strip.appendChild(copy);
    holder.appendChild(strip);
    holder.hidden = true;
    box.parentNode.insertBefore(holder, box);
    var pending = false;
    function place() {
      pending = false;
      var frame = box.getBoundingClientRect(), drawn = svg.getBoundingClientRect();
      var scale = drawn.width / width;
      var hidden = frame.top + (top + height) * scale > 0 || frame.bottom < height * scale + 48;
      holder.hidden = hidden;
      if (hidden) return;
      copy.style.width = drawn.width + "px";
      copy.style.height = height * scale + "px";
      copy.style.transform = "translateX(" + (drawn.left - frame.left) + "px)";
    }
    function schedule() { if (!pending) { pending = true; requestAnimationFrame(place); } }
    onWindow("scroll", schedule, { passive: true });
    onWindow("resize", schedule);
    box.addEventListener("scroll", schedule, { passive: true });
  }

  // Fit to width is offered only for diagrams wider than their column.
  var fitters = [];
  function updateFitters() { fitters.forEach(function (update) { update(); }); }

  // Window listeners that belong to the article's content, removed when the content is replaced.
  var contentListeners = [];
  function onWindow(type, listener, options) {
    window.addEventListener(type, listener, options);
    contentListeners.push(function () { window.removeEventListener(type, listener, options); });
  }

  function enhanceContent() {
    contentListeners.splice(0).forEach(function (remove) { remove(); });
    fitters = [];
    printButton();
    copyButtons();
    diagrams();
    Array.prototype.forEach.call(document.querySelectorAll(".cs-table table"), function (table, n) {
      if (table.querySelector("tbody tr")) addFilter(table, n);
      explainInferred(table);
    });
    focusableScrollers();
    updateFitters();
  }

  document.addEventListener("DOMContentLoaded", function () {
    toolbar();
    keys();
    enhanceContent();
    window.addEventListener("resize", function () { focusableScrollers(); updateFitters(); });
    document.addEventListener("callsheet:content-replaced", enhanceContent);
  });
})();
