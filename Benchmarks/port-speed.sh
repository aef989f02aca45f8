#!/usr/bin/env bash
# The porting tool's speed on a 10,000-line module (issue 31): 52 copies of the tool's corpus
# (Tests/PresentationKitPortToolTests/Corpus/Input, 195 lines), each copy's types renamed so that the
# copies stay distinct, ported as one module by the built `presentationkit-port`.
#   Benchmarks/port-speed.sh            # the debug build (what `swift run` builds)
#   Benchmarks/port-speed.sh release    # the release build
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
echo "module: $(ls "$work" | wc -l) files, $(cat "$work"/*.swift | wc -l) lines"
flock /tmp/pk-build.lock swift build -c "$configuration" --product presentationkit-port > /dev/null
tool="$(swift build -c "$configuration" --show-bin-path)/presentationkit-port"
/usr/bin/time -f "wall %e s, max RSS %M KB" "$tool" "$work" --out "$work/out" > "$work/report.txt"
echo "report lines: $(wc -l < "$work/report.txt")"
