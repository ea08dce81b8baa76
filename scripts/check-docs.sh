#!/usr/bin/env bash
# Builds the DocC documentation of every library product with swift-docc-plugin, treating DocC
# warnings (a broken ``Symbol`` link, an unknown topic) as errors, as static sites to read in a
# browser:
#
#   .build/docs/<Target>.doccarchive/      one site per documented target
#
# To read one, serve it and open its documentation page, e.g. for Tactile:
#   python3 -m http.server --directory .build/docs/Tactile.doccarchive 8000
#   open http://127.0.0.1:8000/documentation/tactile/
# (the pages load their content with fetch, so they need a server: file:// URLs show a blank page).
#
# Which targets: those of the package's library products (from `swift package dump-package`), less
# SKIP_PRODUCTS (the seed examples are the seed documents' code, not API; TactilePlayground is a
# product only so that the preview host `tactile-playground --package` generates can link it, and is
# documented in Docs/Playground.md: its doc comments link Tactile's symbols, which DocC cannot
# resolve from another module), plus EXTRA_TARGETS (a
# documented target that is no product: TactileViewCore, the view layer's core, which Tactile
# re-exports; most of the view API apps use is declared there. Tactile's doc comments name the
# core's symbols in code voice, not as links, for the same reason as the playground's). A new library product is documented with no change here.
set -euo pipefail
cd "$(dirname "$0")/.."

SKIP_PRODUCTS="TactileExamples TactilePlayground"
EXTRA_TARGETS="TactileViewCore"
OUTPUT=.build/docs

targets="$(
    swift package dump-package | SKIP="$SKIP_PRODUCTS" EXTRA="$EXTRA_TARGETS" python3 -c '
import json, os, sys
package = json.load(sys.stdin)
skip = os.environ["SKIP"].split()
names = []
for product in package["products"]:
    if "library" in product["type"] and product["name"] not in skip:
        names += [t for t in product["targets"] if t not in names]
names += [t for t in os.environ["EXTRA"].split() if t not in names]
print(" ".join(names))
'
)"
echo "documenting: $targets"

args=()
for target in $targets; do args+=(--target "$target"); done
rm -rf "$OUTPUT"
mkdir -p "$OUTPUT"
swift package --allow-writing-to-directory "$OUTPUT" generate-documentation "${args[@]}" \
    --warnings-as-errors --transform-for-static-hosting --output-path "$OUTPUT"
echo "docs: $(ls -d "$OUTPUT"/*.doccarchive | tr '\n' ' ')"
