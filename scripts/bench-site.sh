#!/usr/bin/env bash
# Measures a release build of Callsheet against cmark and Hugo on the benchmark corpora, following the
# protocol of ../shared/bench/README.md: warm-up, then RUNS runs each (median wall time), output on a
# tmpfs, the same corpus for every tool. Prints medians, ratios and the peak memory of a cold build.
#
#   scripts/bench-site.sh                 # corpora of 1,000 and 5,000 articles
#   SIZES="100" RUNS=3 scripts/bench-site.sh
#   BIN=.build-x/release/callsheet scripts/bench-site.sh
#   PARAGRAPHS="1000 10000" SIZES="" scripts/bench-site.sh   # one-paragraph articles: the page shell's cost
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
GEN=${GEN:-$ROOT/../shared/bench/gen_corpus.py}
WORK=${BENCH_DIR:-/tmp/callsheet-bench}
TMPFS=${TMPFS:-/dev/shm/callsheet-bench}
SIZES=${SIZES-"1000 5000"}
PARAGRAPHS=${PARAGRAPHS:-}
RUNS=${RUNS:-5}

need() { command -v "$1" >/dev/null 2>&1; }
if ! need hyperfine || ! need cmark || ! need hugo || [ ! -x /usr/bin/time ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq time hyperfine cmark hugo >/dev/null
fi
scripts/require-cmark.sh
# BIN names a release binary built elsewhere (another scratch path); by default this builds one.
if [ -z "${BIN:-}" ]; then
  scripts/build-release.sh >/dev/null
  BIN=$ROOT/.build/release/callsheet
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
mkdir -p "$WORK" "$TMPFS"

median() { python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"; }

[ -z "$SIZES" ] || printf '%-8s %10s %10s %14s %16s %10s %10s %12s\n' articles cmark hugo-nohl callsheet-cold callsheet-rebuild cold/cmark cold/hugo rebuild/cmark
for n in $SIZES; do
  site=$WORK/site-$n
  [ -d "$site/content" ] || python3 "$GEN" --articles "$n" --scenarios-per-article 5 --seed 1 --out "$site" --hugo >/dev/null
  cd "$site"
  mkdir -p "$WORK/out-$n"
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$WORK/cmark-$n.json" \
    "cmark content/*/*.md > $WORK/out-$n/all.html" >/dev/null
  hyperfine --warmup 1 --runs "$RUNS" --prepare "rm -rf $TMPFS/hugo" --export-json "$WORK/hugo-$n.json" \
    "HUGO_MARKUP_HIGHLIGHT_CODEFENCES=false hugo --quiet -d $TMPFS/hugo" >/dev/null
  build="$BIN build --content content --templates $ROOT/templates --output $TMPFS/site"
  hyperfine --warmup 1 --runs "$RUNS" --prepare "rm -rf $TMPFS/site $TMPFS/.callsheet-cache" \
    --export-json "$WORK/cold-$n.json" "$build" >/dev/null
  $build >/dev/null
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$WORK/rebuild-$n.json" "$build" >/dev/null
  rm -rf "$TMPFS/site" "$TMPFS/.callsheet-cache"
  rss=$(/usr/bin/time -f '%M' $build 2>&1 >/dev/null | tail -1)
  cm=$(median "$WORK/cmark-$n.json"); hu=$(median "$WORK/hugo-$n.json")
  cold=$(median "$WORK/cold-$n.json"); re=$(median "$WORK/rebuild-$n.json")
  ratios=$(python3 -c "c,h,a,b=$cm,$hu,$cold,$re; print('%.1fx %.2fx %.1fx' % (a/c, a/h, b/c))")
  printf '%-8s %9ss %9ss %13ss %15ss %10s %10s %12s   peak RSS %s MB\n' "$n" "$cm" "$hu" "$cold" "$re" $ratios $((rss / 1024))
  cd "$ROOT"
done

# One-paragraph articles without scenarios: a cold build's time and output size should grow linearly.
[ -z "$PARAGRAPHS" ] || printf '%-8s %14s %12s %10s\n' articles paragraph-cold output "peak RSS"
for n in $PARAGRAPHS; do
  site=$WORK/paragraphs-$n
  [ -d "$site/content" ] || python3 "$ROOT/scripts/gen-paragraph-corpus.py" "$n" "$site"
  build="$BIN build --content $site/content --templates $ROOT/templates --output $TMPFS/paragraphs"
  hyperfine --warmup 1 --runs "$RUNS" --prepare "rm -rf $TMPFS/paragraphs $TMPFS/.callsheet-cache" \
    --export-json "$WORK/paragraphs-$n.json" "$build" >/dev/null
  rm -rf "$TMPFS/paragraphs" "$TMPFS/.callsheet-cache"
  rss=$(/usr/bin/time -f '%M' $build 2>&1 >/dev/null | tail -1)
  printf '%-8s %13ss %12s %7s MB\n' "$n" "$(median "$WORK/paragraphs-$n.json")" "$(du -sb "$TMPFS/paragraphs" | awk '{printf "%.1f MB", $1 / 1e6}')" $((rss / 1024))
  rm -rf "$TMPFS/paragraphs" "$TMPFS/.callsheet-cache"
done
