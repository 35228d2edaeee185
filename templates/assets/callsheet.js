/*
 * Small enhancements; every page works without them.
 * - A filter box above each callback table: rows whose text does not contain the words are hidden.
 */
(function () {
  "use strict";
  function addFilter(table, number) {
    var id = (table.id || "cs-table-" + number) + "-filter";
    var wrapper = document.createElement("div");
    wrapper.className = "cs-table-filter";
    var label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = "Filter events";
    var input = document.createElement("input");
    input.type = "search";
    input.id = id;
    input.autocomplete = "off";
    var count = document.createElement("span");
    count.setAttribute("aria-live", "polite");
    wrapper.appendChild(label);
    wrapper.appendChild(input);
    wrapper.appendChild(count);
    table.parentNode.insertBefore(wrapper, table);
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var visible = words.every(function (w) { return text.indexOf(w) >= 0; });
        row.hidden = !visible;
        if (visible) shown++;
      });
      count.textContent = words.length ? shown + " of " + rows.length + " events" : "";
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".cs-table table"), function (table, n) {
      if (table.querySelector("tbody tr")) addFilter(table, n);
    });
  });
})();
