#!/usr/bin/env bash
# Make the Momon Desktop disk image: the app and a link to /Applications, so a player
# opens the image and drags the app across.
#
#   bash packaging/macos/make_dmg.sh "dist/Momon Desktop.app" dist/momon-desktop-0.1.0-macos.dmg
#
# packaging/build.py runs this on macOS after the self-test; the release workflow signs
# the app before and notarises the image after. Needs macOS (hdiutil, ditto).
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "usage: $0 APP_BUNDLE OUTPUT.dmg" >&2
    exit 2
fi
app="$1"
dmg="$2"
volume="Momon Desktop"

if [[ ! -d "$app" ]]; then
    echo "no app bundle at $app" >&2
    exit 1
fi
if ! command -v hdiutil >/dev/null; then
    echo "hdiutil not found: the disk image is made on macOS" >&2
    exit 1
fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symbolic links, extended attributes and code signatures.
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
# hdiutil on CI machines now and then fails with "Resource busy"; try a few times.
for attempt in 1 2 3 4 5; do
    if hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ \
        -format ULFO -ov "$dmg"; then
        break
    fi
    if [[ $attempt -eq 5 ]]; then
        echo "hdiutil create failed $attempt times" >&2
        exit 1
    fi
    sleep $((attempt * 5))
done
hdiutil verify "$dmg"
echo "$dmg"
