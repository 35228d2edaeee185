#!/usr/bin/env python3
"""Full-page screenshots of every page of two builds of a site, taken with headless Chromium (Selenium, as
scripts/browser-test.py) and compared pixel by pixel: for a change to the figures' markup that must not
change what readers see. Prints, per page, whether it is identical, how many pixels differ and the largest
difference of one colour channel (1 is anti-aliasing, invisible); the screenshots stay in OUT_DIR.

   scripts/compare-screenshots.py BEFORE_SITE AFTER_SITE OUT_DIR [WIDTH]"""
import base64, glob, os, struct, sys, zlib
from selenium import webdriver

def decode_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8
            bpp = {2: 3, 6: 4}[colour]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line)); prev = line
    return width, height, bpp, rows

def shoot(driver, path, out):
    driver.get("file://" + os.path.abspath(path))
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = metrics["cssContentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
    data = base64.b64decode(shot["data"])
    open(out, "wb").write(data)
    return data

before, after, outdir = sys.argv[1:4]
os.makedirs(outdir, exist_ok=True)
width = int(sys.argv[4]) if len(sys.argv) > 4 else 1280
options = webdriver.ChromeOptions()
for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},900",
             "--force-device-scale-factor=1", "--font-render-hinting=none"]:
    options.add_argument(flag)
driver = webdriver.Chrome(options=options)
pages = sorted(os.path.relpath(p, before) for p in glob.glob(before + "/**/*.html", recursive=True))
same = 0
for page in pages:
    name = page.replace("/", "_")
    a = shoot(driver, os.path.join(before, page), os.path.join(outdir, name + ".before.png"))
    b = shoot(driver, os.path.join(after, page), os.path.join(outdir, name + ".after.png"))
    if a == b:
        same += 1; print(f"identical  {page}"); continue
    wa, ha, bpp, ra = decode_png(a); wb, hb, _, rb = decode_png(b)
    if (wa, ha) != (wb, hb):
        print(f"SIZE       {page}: {wa}x{ha} -> {wb}x{hb}"); continue
    diff = [(y, x) for y in range(ha) if ra[y] != rb[y] for x in range(wa * bpp) if ra[y][x] != rb[y][x]]
    pixels = {(y, x // bpp) for y, x in diff}
    largest = max(abs(ra[y][x] - rb[y][x]) for y, x in diff)
    ys = [y for y, _ in pixels]
    print(f"DIFFERENT  {page}: {len(pixels)} pixels, rows {min(ys)}–{max(ys)}, largest channel difference {largest}")
driver.quit()
print(f"{same} of {len(pages)} pages identical")
