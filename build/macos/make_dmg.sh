#!/usr/bin/env bash
# The macOS disk image: build/dist/Starboard.app (`make dist` on a Mac), signed, in
# build/package/Starboard-<version>-macos-<arch>.dmg beside a link to /Applications.
#
# Signing is ad hoc unless MACOS_SIGN_IDENTITY names a "Developer ID Application"
# certificate in the keychain; the .dmg is also notarised and stapled when APPLE_ID,
# APPLE_TEAM_ID and APPLE_APP_PASSWORD are set. The release workflow passes them from the
# repository secrets of the same names (.github/workflows/release.yml, the macos job).
# An ad-hoc signed app still runs: macOS asks once, on first open (right-click, Open).
set -euo pipefail
cd "$(dirname "$0")/../.."
app=build/dist/Starboard.app
[ -d "$app" ] || { echo "no $app: run make dist on macOS first"; exit 1; }
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
dmg="build/package/Starboard-$version-macos-$(uname -m).dmg"
identity="${MACOS_SIGN_IDENTITY:--}"

if [ "$identity" = "-" ]; then
  codesign --force --deep --sign - "$app"
else
  codesign --force --deep --options runtime --timestamp --sign "$identity" "$app"
fi
codesign --verify --deep --strict "$app"

stage=$(mktemp -d)
ditto "$app" "$stage/Starboard.app"
ln -s /Applications "$stage/Applications"
mkdir -p build/package
rm -f "$dmg"
hdiutil create -volname Starboard -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
rm -rf "$stage"

if [ "$identity" != "-" ]; then
  codesign --sign "$identity" --timestamp "$dmg"
  if [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
    xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
      --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$dmg"
  fi
fi
echo "$dmg"
