#!/usr/bin/env python3
"""Save-to-new-page latency of `callsheet serve`, end to end: an article of the site is written, and the
time until the server's live-reload WebSocket announces the new build is measured (median over EDITS edits).

    scripts/measure-serve-latency.py BIN [CONTENT] [TEMPLATES]     # prints `save-to-reload: median N ms ...`

The site is copied to a temporary folder first, so the content folder is never touched. Speaks just enough
WebSocket (RFC 6455, text frames from the server, unmasked) to need nothing beyond the standard library.
"""
import base64, os, re, shutil, socket, statistics, subprocess, sys, tempfile, time

def read_frame(sock):
    def exact(n):
        data = b""
        while len(data) < n:
            chunk = sock.recv(n - len(data))
            if not chunk:
                raise EOFError("connection closed")
            data += chunk
        return data
    first, second = exact(2)
    length = second & 0x7F
    if length == 126:
        length = int.from_bytes(exact(2), "big")
    elif length == 127:
        length = int.from_bytes(exact(8), "big")
    payload = exact(length)
    return first & 0x0F, payload

def main():
    binary = os.path.abspath(sys.argv[1])
    content = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "content")
    templates = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else "templates")
    edits = int(os.environ.get("EDITS", "9"))
    work = tempfile.mkdtemp(prefix="callsheet-latency-")
    site = os.path.join(work, "content")
    shutil.copytree(content, site)
    server = subprocess.Popen([binary, "serve", "--content", site, "--templates", templates,
                               "--output", os.path.join(work, "public"), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        port = None
        deadline = time.time() + 600
        while port is None and time.time() < deadline:
            line = server.stdout.readline()
            if not line:
                raise SystemExit("serve exited before listening")
            match = re.search(r"127\.0\.0\.1:(\d+)", line)
            if match:
                port = int(match.group(1))
        sock = socket.create_connection(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall(("GET /__callsheet/live HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                      "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                      % (port, key)).encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += sock.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise SystemExit("no WebSocket upgrade: %r" % response[:80])
        _, version = read_frame(sock)
        articles = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(site) for f in fs if f.endswith(".md"))
        article = articles[len(articles) // 2]
        original = open(article, encoding="utf-8").read()
        times = []
        for edit in range(edits):
            time.sleep(0.3)
            text = original + "\nEdited %d.\n" % edit
            start = time.monotonic()
            with open(article, "w", encoding="utf-8") as f:
                f.write(text)
            while True:
                opcode, payload = read_frame(sock)
                if opcode == 1 and payload != version:
                    version = payload
                    break
            times.append((time.monotonic() - start) * 1000)
        print("save-to-reload: median %.0f ms, min %.0f ms, max %.0f ms over %d edits of %s"
              % (statistics.median(times), min(times), max(times), len(times), os.path.relpath(article, site)))
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)

if __name__ == "__main__":
    main()
