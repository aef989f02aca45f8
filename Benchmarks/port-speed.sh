#!/usr/bin/env bash
# The porting tool's speed on a 10,000-line module (issue 31): 52 copies of the tool's corpus
# (Tests/PresentationKitPortToolTests/Corpus/Input, 195 lines), each copy's types renamed so that the
# copies stay distinct, ported as one module by the built `presentationkit-port`.
#   Benchmarks/port-speed.sh release    # the release build (`swift run -c release presentationkit-port`)
#   Benchmarks/port-speed.sh            # the debug build (what a plain `swift run` and the plugin build)
# Three runs, each under the shared build lock (so no other build shares the cores), and their median.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-debug}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for copy in $(seq 1 52); do
    for file in Tests/PresentationKitPortToolTests/Corpus/Input/*.swift; do
        sed -e "s/SheetPresentationController/SheetPresentationController$copy/g" \
            -e "s/SheetPresentationDelegate/SheetPresentationDelegate$copy/g" \
            -e "s/ComposeViewController/ComposeViewController$copy/g" \
            -e "s/SheetTransitioningDelegate/SheetTransitioningDelegate$copy/g" \
            -e "s/SilentSheetDelegate/SilentSheetDelegate$copy/g" \
            -e "s/sheetWillNotify/sheetWillNotify$copy/g" \
            "$file" > "$work/$copy-$(basename "$file")"
    done
done
lines=$(cat "$work"/*.swift | wc -l)
echo "module: $(ls "$work" | wc -l) files, $lines lines; $configuration build; $(nproc) cores"
flock /tmp/pk-build.lock swift build -c "$configuration" --product presentationkit-port > /dev/null
tool="$(swift build -c "$configuration" --show-bin-path)/presentationkit-port"
times=()
for run in 1 2 3; do
    rm -rf "$work/out"
    flock /tmp/pk-build.lock /usr/bin/time -f "%e %M" -o "$work/time" "$tool" "$work" --out "$work/out" \
        > "$work/report.txt" 2> "$work/summary.txt"
    read -r wall rss < "$work/time"
    echo "run $run: wall $wall s, max RSS $rss KB; $(tail -1 "$work/summary.txt")"
    times+=("$wall")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
awk -v t="$median" -v n="$lines" 'BEGIN {
    printf "median wall %.2f s: %.0f lines/s, %.2f of the 5 s target (%.1fx under it)\n", t, n / t, t / 5, 5 / t }'
echo "report lines: $(wc -l < "$work/report.txt")"
