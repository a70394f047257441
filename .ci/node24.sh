# Sourced by .ci/run: puts Node.js 24 (the registry's `node` package, binary and headers) first on PATH, so the tests
# run on the Node the site targets and native modules build against its headers, whatever the machine's own Node is.
node24_dir="$(pwd)/tools/node24"
node24_headers() { echo "$node24_dir"/node_modules/node/node_modules/node-linux-*/include/node/node.h; }
# The package fetches its platform's binary in a preinstall step that a second `npm install` there would prune,
# so it is installed afresh only when the binary or the headers are missing.
if ! "$node24_dir/node_modules/node/bin/node" --version >/dev/null 2>&1 || [ ! -f "$(node24_headers)" ]; then
  rm -rf "$node24_dir/node_modules"
  npm install --prefix "$node24_dir" --no-audit --no-fund --loglevel=error
fi
export PATH="$node24_dir/node_modules/node/bin:$PATH"
npm_config_nodedir="$(dirname "$(dirname "$(dirname "$(node24_headers)")")")"
export npm_config_nodedir
echo "Tests run on Node $(node --version) ($(command -v node)), native modules built against $npm_config_nodedir"
