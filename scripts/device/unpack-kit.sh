#!/usr/bin/env bash
# Unpacks .devkit/kit.tar.xz (make-kit.sh) into .devkit/kit, once: a warm
# device machine keeps it between calls, a fresh one needs it again.
#
#   scripts/device/unpack-kit.sh [ROOT]
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
kit=$root/.devkit/kit
[ -x "$kit/bin/tile-run" ] && exit 0
mkdir -p "$kit"
python3 -c "import tarfile,sys; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" \
  "$root/.devkit/kit.tar.xz" "$kit" || { echo "cannot unpack $root/.devkit/kit.tar.xz"; exit 2; }
