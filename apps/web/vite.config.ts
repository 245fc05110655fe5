import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { chunkGroups, chunkTest } from './src/app/chunk-groups';
import { pageCodeRoutes } from './src/app/page-code-routes';
import { markContractPure } from './src/app/pure-contract';
import { shellFiles, shellFont, type BuildManifestChunk } from './src/app/shell-files';
import { appMessages } from './src/i18n/app-messages';

// Decoded so the alias also works when the checkout path has spaces.
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

const contractModule = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
// Wraps the contract's schemas so each is built on its first read (decision 0209).
const lazySchemaModule = `${srcDir}/lib/lazy-schema.ts`;

// Sends the first page's calls while the rest of the code downloads
// (src/early): the session's storage keys, the contract's paths and its image
// variants' rule (decision 0181), nothing more.
const earlyModules =
  /src[\\/]early[\\/]|packages[\\/]contract[\\/]src[\\/](paths|image-variants)\.ts$/;

/**
 * Lets the bundler drop the contract's schemas a chunk does not read
 * (src/app/pure-contract.ts, decision 0201).
 */
function pureContract(): Plugin {
  return {
    name: 'sabora-pure-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!contractModule.test(id) || id.endsWith('zod-arabic.ts')) return null;
      return markContractPure(code, lazySchemaModule);
    },
  };
}

const antdIconFile = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]\w+\.js$/;
const decorativeIconModule = `${srcDir}/lib/decorative-icon.ts`;

/**
 * Gives every antd icon, ours and the ones inside antd's own controls, the icon that is hidden
 * from screen readers unless named (src/lib/decorative-icon.ts, decision 0236): antd offers no
 * option for it, and its English names reach a screen reader from hundreds of places. A hook of
 * both the build and the dev server's dependency bundler, which reads antd's files itself.
 */
const decorativeIcons = {
  name: 'sabora-decorative-icons',
  resolveId(source: string, importer: string | undefined) {
    if (source !== '../components/AntdIconLight' || !importer || !antdIconFile.test(importer)) {
      return null;
    }
    return decorativeIconModule;
  },
};

const compressible = /\.(?:js|css|svg|json)$/;

/**
 * The page's JSON data block of the files each lazy student page needs beyond
 * the entry's: the early chunk preloads the address's files while the entry
 * downloads, instead of after it has run (decisions 0194, 0216).
 */
function pageChunksTag(bundle: Rolldown.OutputBundle): HtmlTagDescriptor {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: typeof chunks) => {
    const files = new Set<string>();
    const visit = (chunk: (typeof chunks)[number]) => {
      if (files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    start.forEach(visit);
    return files;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const routes = pageCodeRoutes.map(([pattern, modules]) => {
    const pages = modules.map((module) => {
      const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${module}`));
      if (!page) throw new Error(`${module} is not a chunk of the build`);
      return page;
    });
    return [pattern, [...closure(pages)].filter((file) => !entry.has(file))];
  });
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: 'page-chunks' },
    children: JSON.stringify(routes),
    injectTo: 'head-prepend',
  };
}

/**
 * Asks for the early chunk first and runs it as soon as it arrives: an async
 * module with no imports does not wait for the app's chunks or the page's
 * parsing. The entry imports the same chunk, so it runs once.
 */
function startEarly(): Plugin {
  return {
    name: 'sabora-start-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'early',
        );
        if (!early) throw new Error('the early chunk is missing from the build');
        // The data block first: it is parsed when the early chunk runs.
        return [
          pageChunksTag(context.bundle ?? {}),
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * Writes .br and .gz next to each text asset; the API's static server sends
 * them to browsers that accept them (preCompressed in plugins/web-app.ts), so
 * a phone downloads brotli without the server compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'sabora-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!compressible.test(file) || file.startsWith('.vite/')) continue;
        const path = join(outDir, file);
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const preloadedFonts = /cairo-arabic-(?:400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Preloads the Arabic Cairo weights the first screen uses: fetched with the
 * scripts, they are there when the page first paints, so the text does not
 * reflow when they swap in (a layout shift Lighthouse counts). The Latin ones
 * are declared only after the first screen on a first visit (decision 0225).
 */
function preloadFonts(): Plugin {
  return {
    name: 'sabora-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => preloadedFonts.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const themeColor = '#1d6b57';
const backgroundColor = '#f4f6f5';
const iconSizes = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];

/**
 * Keeps the precache to the student's shell (src/app/shell-files.ts): of the
 * hashed assets only the entry, the student pages, their static imports and
 * the Arabic and Latin fonts. index.html is
 * never precached: the API writes the public settings into it when it serves
 * it, so the worker caches the served page instead (src/sw/sw.ts).
 */
function studentShellOnly(outDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, BuildManifestChunk>;
    const shell = shellFiles(manifest);
    const manifestEntries = entries.filter(
      ({ url }) => !url.startsWith('assets/') || shell.has(url) || shellFont.test(url),
    );
    return Promise.resolve({ manifest: manifestEntries, warnings: [] });
  };
}

// Decision 0170: the manifest, icons from scripts/icons.mjs, and our own worker.
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: appMessages.app.name,
      short_name: appMessages.app.shortName,
      description: appMessages.app.description,
      dir: 'rtl',
      lang: 'ar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: themeColor,
      background_color: backgroundColor,
      icons: [
        ...iconSizes.map((size) => ({
          src: `/icons/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any',
        })),
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    // The browser fetches the icons itself when it installs the app; a
    // student's phone does not download all twelve at the first visit.
    includeManifestIcons: false,
    includeAssets: ['favicon.svg'],
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2}'],
      manifestTransforms: [studentShellOnly(join(webDir, 'dist'))],
    },
  });

// The API serves the calls under /api and stored files under /uploads.
const apiOrigin = 'http://localhost:3000';

// React Router's package points every import at its development build; the
// production one (the same code without dev warnings) is next to it.
const reactRouterDist = decodeURIComponent(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url).pathname,
);

export default defineConfig(({ command }) => ({
  plugins: [
    { ...decorativeIcons, enforce: 'pre' as const },
    react(),
    pureContract(),
    startEarly(),
    preloadFonts(),
    precompress(),
    pwa(),
  ],
  optimizeDeps: { rolldownOptions: { plugins: [decorativeIcons] } },
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/demo': apiOrigin },
  },
  preview: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/demo': apiOrigin },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    // All CSS is the shell's (styles, fonts, toasts): one stylesheet is one
    // render-blocking request instead of one per chunk.
    cssCodeSplit: false,
    rolldownOptions: {
      // The contract's modules only define schemas and rules, so the ones a
      // bundle does not use can go; zod-arabic sets zod's messages and stays.
      treeshake: {
        moduleSideEffects: (id: string) =>
          contractModule.test(id) && !id.endsWith('zod-arabic.ts') ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'early', test: earlyModules, priority: 5 },
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 4 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // Before exam-words: at equal priority the first group takes a module
            // both reach, and the contract's counting must stay in controls.
            { name: 'controls', test: chunkTest(chunkGroups.controls), priority: 2 },
            { name: 'exam-words', test: chunkTest(chunkGroups.examWords), priority: 2 },
            { name: 'clock', test: chunkTest(chunkGroups.clock), priority: 2 },
            { name: 'confirm', test: chunkTest(chunkGroups.confirm), priority: 2 },
            { name: 'result', test: chunkTest(chunkGroups.result), priority: 2 },
            { name: 'lesson', test: chunkTest(chunkGroups.lesson), priority: 2 },
            { name: 'player', test: chunkTest(chunkGroups.player), priority: 2 },
            { name: 'sign-in', test: chunkTest(chunkGroups.signIn), priority: 2 },
            { name: 'fields', test: chunkTest(chunkGroups.fields), priority: 2 },
            { name: 'pager', test: chunkTest(chunkGroups.pager), priority: 2 },
            { name: 'exam', test: chunkTest(chunkGroups.exam), priority: 1 },
          ],
        },
      },
    },
  },
}));
