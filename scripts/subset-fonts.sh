#!/usr/bin/env bash
# Remakes the two font files in src/theme/font-files/ from the @fontsource packages: Inter cut to
# the weights the site uses (400–700) and both faces cut to the characters of SITE_UNICODES in
# src/theme/font-characters.ts, read from there so the files and their unicode-range agree. The results are committed, so neither the
# build nor the tests need this; run it after changing the character list or updating the fonts.
# Needs fonttools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
UNICODES=$(perl -0ne 'print $1 if /const SITE_UNICODES =\s*"([^"]*)"/' src/theme/font-characters.ts | tr -d ' ')
[ -n "$UNICODES" ] || { echo "SITE_UNICODES not found in src/theme/font-characters.ts" >&2; exit 1; }
out=src/theme/font-files
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m fontTools.varLib.instancer node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=400:700 -o "$tmp/inter.ttf"
python3 -m fontTools.subset "$tmp/inter.ttf" --unicodes="$UNICODES" --flavor=woff2 \
  --layout-features=kern,liga,calt,tnum,lnum,case,cv11,ss01 --output-file="$out/inter-wght-400-700-site.woff2"
python3 -m fontTools.subset node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2 \
  --unicodes="$UNICODES" --flavor=woff2 --layout-features=kern,liga,tnum,lnum --output-file="$out/cormorant-garamond-600-site.woff2"
ls -l "$out"
