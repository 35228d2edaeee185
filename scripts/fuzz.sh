#!/bin/sh
# Fuzzes the scenario parser and interpreter with libFuzzer for SECONDS (default 60).
# Usage: scripts/fuzz.sh [seconds]
# Crashing inputs are written to fuzz-artifacts/; reproduce one with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/debug/FuzzScenario fuzz-artifacts/crash-…
set -eu
seconds="${1:-60}"
cd "$(dirname "$0")/.."
swift build --sanitize=fuzzer --product FuzzScenario --scratch-path .build-fuzz
corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
cp Tests/ScenarioLanguageTests/FuzzCorpus/* "$corpus/"
# Scenarios added since the corpus was last refreshed are seeds too.
cp Tests/ScenarioLanguageTests/Scenarios/*.swift "$corpus/"
mkdir -p fuzz-artifacts
# The Swift runtime's backtracer must stay out of libFuzzer's way, or crashes are not saved.
SWIFT_BACKTRACE=enable=no ./.build-fuzz/debug/FuzzScenario "$corpus" \
    -dict=scripts/fuzz.dict -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
    -artifact_prefix=fuzz-artifacts/ -print_final_stats=1
