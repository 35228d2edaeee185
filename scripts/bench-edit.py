#!/usr/bin/env python3
"""One edited article rebuilt by a whole `callsheet build` process: wall and CPU time of nine edits.

Usage: scripts/bench-edit.py BIN SITE [OUTPUT]
  BIN     the callsheet binary (scripts/build-release.sh builds the one the figures use)
  SITE    a site folder with content/ (e.g. the 1,000-article corpus scripts/bench-site.sh generates);
          it is copied to a scratch folder first, so the corpus itself is never edited
  OUTPUT  scratch folder on a tmpfs (default /dev/shm/callsheet-edit)

The site is built once, then nine times after a paragraph is appended to one article, each edit a
different article, with pauses so that every edited file's status is settled as a real edit's would be.
"""
import glob, os, resource, shutil, statistics, subprocess, sys, time

if len(sys.argv) < 3:
    sys.exit(__doc__)
binary, site = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
scratch = sys.argv[3] if len(sys.argv) > 3 else "/dev/shm/callsheet-edit"
templates = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "templates")
shutil.rmtree(scratch, ignore_errors=True)
shutil.copytree(os.path.join(site, "content"), os.path.join(scratch, "content"))
os.chdir(scratch)
files = sorted(glob.glob("content/*/*.md"))
if len(files) < 10 * 97:
    sys.exit("the site needs at least 970 articles (one every 97 is edited)")
command = [binary, "build", "--content", "content", "--templates", templates, "--output", os.path.join(scratch, "public")]
subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
time.sleep(3)
walls, cpus = [], []
for edit in range(1, 10):
    with open(files[edit * 97], "a") as article:
        article.write(f"\nAnother added paragraph {edit}.\n")
    time.sleep(0.2)
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    walls.append(wall * 1000)
    cpus.append((after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000)
    time.sleep(2.5)
print("wall ms median %.0f min %.0f max %.0f; cpu ms median %.0f min %.0f max %.0f" % (
    statistics.median(walls), min(walls), max(walls), statistics.median(cpus), min(cpus), max(cpus)))
