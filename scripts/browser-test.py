#!/usr/bin/env python3
"""The bundled site in a real browser (headless Chromium through Selenium and Debian's chromedriver).

  browser-test.py SITE_DIR CALLSHEET_BINARY AXE_JS

Checks, each printed as `ok:` or `FAIL:`:
  - search from file://: an English, a code and a Chinese query give results with snippets and marked
    terms; the best page comes first for a few queries; a typo still finds; `/` focuses the box, ↓ moves to
    the first result, Enter opens it, and the opened page marks the words;
  - no page scrolls sideways at 375 and 320 px;
  - axe-core reports no violation on any page, light and dark, at 1280 and 375 px;
  - `callsheet serve`: a broken expectation covers the open page with the failure panel (without a manual
    reload), which goes away once the expectation is fixed; an edit is swapped into the open page without
    loading it again, keeping the scroll position, with the page's initialisers run on the new content;
    and the time from saving an article to the browser showing the new text (median of several edits),
    printed as `latency:`.
Ends with `N passed, N failed`. CALLSHEET_BROWSER_ONLY=search|pages|serve runs one part;
CALLSHEET_AXE_FULL=1 runs every axe rule in every case (see page_checks).
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SITE, BINARY, AXE = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
passed, failed = 0, 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print("ok: " + name)
    else:
        failed += 1
        print("FAIL: " + name + (" (" + detail + ")" if detail else ""))


def browser(width=1280, height=900):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,%d" % (width, height), "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    driver.set_page_load_timeout(20)
    # axe on print.html (every article in one document) takes minutes on a slow machine, not seconds.
    driver.set_script_timeout(600)
    return driver


def page_url(page, suffix=""):
    return "file://" + os.path.abspath(os.path.join(SITE, page)) + suffix


def wait(driver, condition, seconds=5):
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.02).until(lambda d: condition(d))
    except Exception:
        return None


def results(driver, query):
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(query)
    time.sleep(0.25)  # the box waits for typing to pause
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a, #search-results p"))
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#search-results a.cs-result'), function (a) {"
        "  var s = a.querySelector('.cs-result-snippet');"
        "  return {href: a.href, snippet: s ? s.textContent : '',"
        "          marks: Array.prototype.map.call(a.querySelectorAll('mark'), function (m) { return m.textContent; })};"
        "});")


def search_checks(driver):
    driver.get(page_url("index.html"))
    for query, expected in [("layout loop", None), ("UIViewController", None), ("视图", None),
                            ("appearance", "05-appearance.html"), ("viewDidAppear", "05-appearance.html"),
                            ("viewdidapear", "05-appearance.html"), ("retain cycle", None)]:
        found = results(driver, query)
        check("search %r finds results with snippets and marked terms" % query,
              bool(found) and all(r["snippet"] for r in found) and any(r["marks"] for r in found),
              json.dumps(found[:2], ensure_ascii=False))
        if expected:
            check("search %r ranks %s first" % (query, expected), bool(found) and expected in found[0]["href"],
                  found[0]["href"] if found else "nothing")
    box = driver.find_element(By.ID, "search-input")
    box.clear()
    driver.find_element(By.TAG_NAME, "body").click()
    webdriver.ActionChains(driver).send_keys("/").perform()
    check("/ focuses the search box", driver.switch_to.active_element == box)
    box.send_keys("viewWillAppear")
    time.sleep(0.3)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a.cs-result"))
    box.send_keys(Keys.ARROW_DOWN)
    first = driver.find_elements(By.CSS_SELECTOR, "#search-results a.cs-result")
    check("arrow down moves to the first result", bool(first) and driver.switch_to.active_element == first[0])
    webdriver.ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait(driver, lambda d: "highlight=" in d.current_url)
    marks = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "main mark.cs-highlight"))
    check("the opened result marks the words on its page", bool(marks), driver.current_url)


def pages():
    return sorted(name for name in os.listdir(SITE) if name.endswith(".html"))


AXE_RUN = ("var done = arguments[arguments.length - 1];"
           "axe.run(document, Object.assign({resultTypes: ['violations']}, arguments[0])).then(function (r) {"
           "  done(r.violations.map(function (v) { return v.id + ' x' + v.nodes.length + ': '"
           "    + v.nodes.slice(0, 2).map(function (n) { return n.target.join(' '); }).join(' | '); }));"
           "}, function (e) { done(['axe failed: ' + e]); });")


def viewport(driver, width):
    """Chromium's window is at least 500 px wide; narrower layouts are emulated as a phone's."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})


def scheme(driver, name):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": name}]})


def page_checks():
    """Each page is loaded once per width; axe runs on it in light and dark, and its width is measured.

    Colour contrast, most of axe's time on pages with diagrams, does not change with the width: by default
    it is checked at 1280 px (light and dark), and the other rules at both widths. CALLSHEET_AXE_FULL=1
    runs every rule in all four cases."""
    full = os.environ.get("CALLSHEET_AXE_FULL") == "1"
    contrast_only = {"runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}}
    no_contrast = {"rules": {"color-contrast": {"enabled": False}, "link-in-text-block": {"enabled": False}}}
    source = open(AXE, encoding="utf-8").read()
    violations = {"light 1280": [], "dark 1280": [], "light 375": [], "dark 375": []}
    wide = {375: [], 320: []}
    driver = browser(1280, 900)
    try:
        for width in (1280, 375):
            viewport(driver, width)
            for name in pages():
                scheme(driver, "light")
                driver.get(page_url(name))
                driver.execute_script(source)
                for mode in ("light", "dark"):
                    if full:
                        options = {}
                    elif width == 1280:
                        options = {} if mode == "light" else contrast_only
                    elif mode == "light":
                        options = no_contrast
                    else:
                        continue  # the same rules as light at this width, and colours as dark at 1280
                    scheme(driver, mode)
                    found = driver.execute_async_script(AXE_RUN, options)
                    violations["%s %d" % (mode, width)] += ["%s %s" % (name, v) for v in found]
                if width == 375:
                    for narrow in (375, 320):
                        viewport(driver, narrow)
                        extra = driver.execute_script(
                            "return window.innerWidth === %d ? document.documentElement.scrollWidth"
                            " - document.documentElement.clientWidth : 9999" % narrow)
                        if extra > 0:
                            wide[narrow].append("%s (+%dpx)" % (name, extra))
                    viewport(driver, 375)
    finally:
        driver.quit()
    for narrow in (375, 320):
        check("no page scrolls sideways at %d px" % narrow, not wide[narrow], ", ".join(wide[narrow]))
    for key, found in violations.items():
        check("axe: no violations, %s px" % key, not found, "; ".join(found[:8]))
    print("axe violations: " + json.dumps({key: len(found) for key, found in violations.items()}))


def serve_checks():
    work = tempfile.mkdtemp(prefix="callsheet-serve-")
    try:
        shutil.copytree(os.path.join(ROOT, "content"), os.path.join(work, "content"))
        shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(work, "templates"))
        server = subprocess.Popen([BINARY, "serve", "--port", "0", "--content", work + "/content",
                                   "--templates", work + "/templates", "--output", work + "/public"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()
            url = line.split()[1] if line.startswith("Serving ") else None
            check("serve prints its URL to a pipe", bool(url), line.strip())
            if not url:
                return
            article = os.path.join(work, "content", "05-appearance.md")
            original = open(article, encoding="utf-8").read()
            driver = browser()
            driver.get(url + "05-appearance.html")
            check("serve shows a verified page", "Verified" in driver.page_source)
            wait(driver, lambda d: d.execute_script("return performance.getEntriesByType('navigation').length"))
            time.sleep(0.3)  # the page's socket connects
            expect_at = original.index("```expect\n") + len("```expect\n")
            line_end = original.index("\n", expect_at)
            broken = original[:expect_at] + "nobody.viewDidVanish(true)\n" + original[line_end + 1:]
            with open(article, "w", encoding="utf-8") as file:
                file.write(broken)
            overlay = wait(driver, lambda d: d.find_elements(By.ID, "cs-build-failed"), 10)
            check("a wrong expectation covers the open page with the failure panel", bool(overlay))
            if overlay:
                text = overlay[0].text
                check("the panel locates the problem and shows the diff",
                      "05-appearance.md:" in text and "-nobody.viewDidVanish(true)" in text, text[:300])
            driver.refresh()
            check("a manual reload still shows the panel", bool(driver.find_elements(By.ID, "cs-build-failed")))
            with open(article, "w", encoding="utf-8") as file:
                file.write(original)
            cleared = wait(driver, lambda d: not d.find_elements(By.ID, "cs-build-failed")
                           and "Verified" in d.page_source, 10)
            check("fixing the expectation clears the panel", bool(cleared))
            # The page swaps the rebuilt article in; an observer installed before each save records when the
            # new text is in the document (its initialisers have run by then: they run in the same task) and
            # when the next frame after it has been painted. A page that loads again instead (a fallback) is
            # timed by its DOMContentLoaded, as before. Polled with a cheap script: reading the text of a
            # large page would keep the renderer busy and delay the very update being measured.
            driver.execute_script("window.scrollTo(0, 600)")
            latencies, painted, reloads = [], [], 0
            for attempt in range(7):
                time.sleep(0.4)
                word = "Marker%d" % attempt
                before = driver.execute_script("""
                    var word = arguments[0], main = document.getElementById('main');
                    window.csShown = null; window.csPainted = null;
                    new MutationObserver(function (records, observer) {
                      var now = performance.timeOrigin + performance.now();
                      if (document.getElementById('main').textContent.indexOf(word) < 0) return;
                      observer.disconnect();
                      window.csShown = now;
                      requestAnimationFrame(function () { setTimeout(function () {
                        window.csPainted = performance.timeOrigin + performance.now(); }, 0); });
                    }).observe(document.body, { childList: true, subtree: true });
                    return performance.timeOrigin;""", word)
                saved = time.time()
                with open(article, "w", encoding="utf-8") as file:
                    file.write(original.replace("\n\n", "\n\n" + word + " paragraph.\n\n", 1))
                while time.time() - saved < 10:
                    time.sleep(0.01)
                    origin, state, shown = driver.execute_script(
                        "return [performance.timeOrigin, document.readyState, window.csPainted]")
                    if (origin != before and state != "loading") or shown:
                        break
                if origin != before:
                    reloads += 1
                    loaded, shown = driver.execute_script(
                        "var n = performance.getEntriesByType('navigation')[0];"
                        "return [performance.timeOrigin + n.domContentLoadedEventEnd,"
                        "        document.getElementById('main').textContent.indexOf(arguments[0]) >= 0];", word)
                    if shown:
                        latencies.append(loaded - saved * 1000)
                elif shown:
                    latencies.append(driver.execute_script("return window.csShown") - saved * 1000)
                    painted.append(shown - saved * 1000)
            state = driver.execute_script(
                "return [window.scrollY, document.querySelectorAll('#main .cs-copy').length,"
                " document.querySelectorAll('#main pre').length, document.querySelectorAll('#main .cs-table-filter').length,"
                " document.querySelectorAll('#main .cs-table table').length,"
                " document.querySelectorAll('#main .cs-figure-tools').length, document.querySelectorAll('#main .cs-diagram').length]")
            check("edits are swapped into the open page without loading it again", reloads == 0, "%d reloads" % reloads)
            check("the swap keeps the scroll position", abs(state[0] - 600) < 2, "scrollY %s" % state[0])
            check("the page's initialisers run on the new content (copy buttons, table filters, figure tools)",
                  state[1] == state[2] and state[3] == state[4] and state[5] == state[6] and state[2] > 0, str(state))
            with open(article, "w", encoding="utf-8") as file:
                file.write(original)
            driver.quit()
            check("every edit reached the browser", len(latencies) == 7, str(len(latencies)))
            if latencies:
                print("latency: save to new page, median %.0f ms, min %.0f ms, max %.0f ms over %d edits"
                      % (statistics.median(latencies), min(latencies), max(latencies), len(latencies)))
            if painted:
                print("latency: save to the next frame painted, median %.0f ms, min %.0f ms, max %.0f ms"
                      % (statistics.median(painted), min(painted), max(painted)))
        finally:
            server.terminate()
            server.wait(5)
    finally:
        shutil.rmtree(work, ignore_errors=True)


start = time.time()
# CALLSHEET_BROWSER_ONLY=serve (or search, pages) runs one part, to measure or debug it.
only = os.environ.get("CALLSHEET_BROWSER_ONLY", "")
if only in ("", "search"):
    main_driver = browser()
    try:
        search_checks(main_driver)
    finally:
        main_driver.quit()
    print("search: %.0f s" % (time.time() - start))
if only in ("", "pages"):
    page_checks()
    print("pages: %.0f s" % (time.time() - start))
if only in ("", "serve"):
    serve_checks()
print("browser test: %.0f s" % (time.time() - start))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
