#!/bin/sh
# Release-mode benchmark of parse + run for one scenario (default: the seed S0.a scenario).
# Usage: scripts/bench-scenario.sh [scenario.swift] [runs]
set -eu
cd "$(dirname "$0")/.."
scenario="${1:-Tests/ScenarioLanguageTests/Scenarios/seed-s0-view-tree.swift}"
runs="${2:-2000}"
scripts/build-release.sh >/dev/null
.build/release/callsheet run "$scenario" --benchmark "$runs" --format plain > /dev/null
