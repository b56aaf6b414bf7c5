// Initial JS and CSS of a page, gzipped: the entry (index.html) with its static imports, plus
// for a lazily loaded route its chunks with theirs — what loads before the page is usable.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy chunks (manifest keys, by source path) each measured page loads at start. */
export const PAGES: Record<string, string[]> = {
  '/': [],
  '/notes': ['src/app/routes/notes.tsx', 'src/app/QueryProvider.tsx'],
};

export interface PageSize {
  page: string;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
}

export function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app with --manifest (the runner does)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

export function initialSizes(webDist: string): PageSize[] {
  const manifest = readManifest(webDist);
  const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(webDist, file))).length;
  return Object.entries(PAGES).map(([page, lazyKeys]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`no chunk ${key} in the manifest (has the route moved?)`);
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    lazyKeys.forEach(visit);
    const sum = (files: Set<string>, size: (file: string) => number) =>
      [...files].reduce((total, file) => total + size(file), 0);
    return {
      page,
      jsFiles: js.size,
      jsGzip: sum(js, gzip),
      cssGzip: sum(css, gzip),
      jsRaw: sum(js, (file) => fs.statSync(path.join(webDist, file)).size),
    };
  });
}
