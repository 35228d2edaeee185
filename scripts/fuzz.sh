#!/bin/sh
# Fuzzes with libFuzzer for SECONDS in all (default 60), split between two targets:
#   FuzzScenario  the scenario parser, interpreter and engine (raw source text, and valid programs built
#                 from the input by a grammar-driven generator), seeded with every test scenario;
#   FuzzSite      a whole build (article, front matter, site config, templates), seeded with the
#                 bundled articles and the test fixtures.
# Prints each target's executions, executions per second and coverage (edges). Crashing inputs are
# written to fuzz-artifacts/; reproduce one with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/debug/FuzzScenario fuzz-artifacts/crash-…
set -eu
seconds="${1:-60}"
cd "$(dirname "$0")/.."
scripts/require-cmark.sh
swift build --sanitize=fuzzer --product FuzzScenario --scratch-path .build-fuzz
swift build --sanitize=fuzzer --product FuzzSite --scratch-path .build-fuzz
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/scenarios" "$work/sites" fuzz-artifacts
cp Tests/ScenarioLanguageTests/FuzzCorpus/* Tests/ScenarioLanguageTests/Scenarios/*.swift "$work/scenarios/"
# Seeds for the generator: an odd first byte selects it; the rest is its choice stream.
i=0
while [ $i -lt 16 ]; do
  { printf '\001'; head -c 256 /dev/urandom; } > "$work/scenarios/generated-$i"
  i=$((i + 1))
done
find content -name "*.md" | while read -r f; do cp "$f" "$work/sites/$(echo "$f" | tr "/" "_")"; done
find Tests/SiteBuilderTests/Fixtures -name '*.md' -path '*/content/*' | while read -r f; do
  cp "$f" "$work/sites/$(echo "$f" | tr '/' '_')"
done
half=$((seconds / 2))
run() {
  name="$1"; corpus="$2"; shift 2
  # The Swift runtime's backtracer must stay out of libFuzzer's way, or crashes are not saved.
  SWIFT_BACKTRACE=enable=no "./.build-fuzz/debug/$name" "$corpus" "$@" -max_total_time="$half" \
      -timeout=20 -rss_limit_mb=2048 -artifact_prefix=fuzz-artifacts/ -print_final_stats=1 2>"$work/$name.log" || {
    tail -40 "$work/$name.log"; echo "$name: found a failure (fuzz-artifacts/)"; exit 1; }
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$name.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/$name.log")
  edges=$(grep -o 'cov: [0-9]*' "$work/$name.log" | tail -1 | cut -d' ' -f2)
  echo "$name: $execs executions in ${half} s ($rate/s), $edges edges covered, no crash"
}
run FuzzScenario "$work/scenarios" -dict=scripts/fuzz.dict -max_len=4096
run FuzzSite "$work/sites" -max_len=16384
