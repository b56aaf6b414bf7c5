import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * The pages that should open offline after a first visit: the start page, login, the public
 * pages and the guides; and what a remembered device needs to open signed in without a network
 * (/start and lib/restore-session, issue 17), and the drive log (a drive starts in the car,
 * where the network may already be gone; its charts and Hem's nudge too). Their chunks are precached with the entry; every
 * other chunk is cached the first time it is used, and all of them once someone has signed in
 * (SCREEN_URLS in service-worker.js, issue 35, decision 033): a visitor of the start page does
 * not download the whole app, a learner gets every screen, visited or not.
 */
const OFFLINE_PAGES =
  /\/src\/(app\/routes\/(home|student-home|start)|lib\/restore-session|app\/(screens|QueryProvider|Toasts)|features\/public\/|features\/contact\/|features\/guides\/|features\/auth\/components\/(LoginPage|StudentHome|SupervisorHome)|features\/drives\/components\/(DriveLogPage|DriveNudge|BarChart))/;
/** Outside /assets: not precached are source maps, videos and sound (cached when first used). */
const NOT_PRECACHED = /(\.map|\.webm|\.mp4|\.mp3|\.ogg|\.wav|\.br|\.gz)$/i;
/** Text files worth sending compressed; each gets a .br and a .gz beside it (see compressed()). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/i;

function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The entry and the offline pages, with every chunk, stylesheet and asset they import. */
function offlineChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const wanted = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || wanted.has(chunk.fileName)) return;
    wanted.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => wanted.add(file));
    chunk.viteMetadata?.importedAssets.forEach((file) => wanted.add(file));
    chunk.imports.forEach((file) => visit(chunks.get(file)));
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || (chunk.isDynamicEntry && OFFLINE_PAGES.test(chunk.facadeModuleId ?? ''))) {
      visit(chunk);
    }
  }
  return wanted;
}

/**
 * Writes dist/sw.js from service-worker.js after the build: the files to precache (index.html,
 * the entry and the offline pages with what they import, icons, manifest, poster), the other
 * screens' files to cache after sign-in, and a
 * version that is a hash of everything built, so each build that changes anything gets fresh
 * caches.
 */
function serviceWorker(): Plugin {
  const template = path.resolve(import.meta.dirname, 'service-worker.js');
  return {
    name: 'ovningskort-service-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = filesUnder(outDir)
        .filter((file) => file !== 'sw.js')
        .sort();
      const source = fs.readFileSync(template, 'utf8');
      const hash = createHash('sha256').update(source);
      for (const file of files) {
        if (file.endsWith('.map')) continue;
        hash.update(file).update(fs.readFileSync(path.join(outDir, file)));
      }
      const offline = offlineChunks(bundle);
      const precache = files
        .filter((file) =>
          file.startsWith('assets/') ? offline.has(file) : !NOT_PRECACHED.test(file),
        )
        .map((file) => `/${file}`);
      // Every other screen's chunks, styles and assets: cached after sign-in (decision 033).
      const screens = files
        .filter(
          (file) => file.startsWith('assets/') && !offline.has(file) && !NOT_PRECACHED.test(file),
        )
        .map((file) => `/${file}`);
      const sw = source
        .replace('__OVK_VERSION__', hash.digest('hex').slice(0, 16))
        .replace('/* __OVK_PRECACHE__ */ []', JSON.stringify(precache))
        .replace('/* __OVK_SCREENS__ */ []', JSON.stringify(screens));
      fs.writeFileSync(path.join(outDir, 'sw.js'), sw);
    },
  };
}

/**
 * React Router's package points bundlers at its development build (extra checks and
 * warnings); a production build takes its production build, which is smaller.
 */
const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

/**
 * React Router's production build names its components for React's developer tools
 * (`Link.displayName = "Link"`) and creates them with calls not marked as pure, so a bundler
 * must keep every one of them – the data router's Form, the framework mode's Link with its
 * prefetching – whether the app uses it or not. Marking those calls pure and dropping the
 * names (a production React never shows them) lets the unused ones go. Lines keep their
 * places, so the source maps stay true.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'ovningskort-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      const shaken = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^var ([\w$]+) = (React\d*\.forwardRef\()/gm, 'var $1 = /* @__PURE__ */ $2');
      return { code: shaken, map: null };
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the
 * highest levels, for a server that sends precompressed files (@fastify/static's
 * `preCompressed`): the start page's JavaScript travels at about a third of its size.
 */
function compressed(): Plugin {
  return {
    name: 'ovningskort-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options) {
        const outDir = options.dir!;
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const full = path.join(outDir, file);
          const data = fs.readFileSync(full);
          if (data.length < 1024) continue;
          fs.writeFileSync(
            `${full}.br`,
            zlib.brotliCompressSync(data, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
            }),
          );
          fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), reactRouterTreeShaking(), serviceWorker(), compressed()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Browsers that run the app support modulepreload; no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every one of them for
        // preloading (__vite__mapDeps), and their names cost every first visit bytes within
        // the entry's budget (bench/README.md). The manifest and the source maps name them.
        chunkFileNames: 'assets/[hash].js',
        // Stylesheets too: the entry's preload lists name them.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // React and React Router in one chunk of their own: it changes only when they are
        // upgraded, so a new release of the app does not make browsers fetch it again, and
        // one file compresses better than the pieces the bundler would otherwise cut.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
