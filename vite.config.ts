import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { i18n } from "./scripts/vite-plugin-i18n.ts";

// Text files worth compressing; smaller ones cost more in a round trip's headers than they save.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * PLATFORM-8: every built text asset is written beside itself as .br and .gz at the highest levels,
 * once at build time, so the server sends them compressed without spending CPU per request.
 */
function precompress(): Plugin {
  return {
    name: "meridian-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = fs.readFileSync(file);
        if (data.length < COMPRESS_MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The favicon goes into index.html as a data URI, so no request for it follows a page's load;
 * public/favicon.svg stays its one source (the landing page shows it too).
 */
function inlineFavicon(): Plugin {
  const link = 'href="/favicon.svg"';
  return {
    name: "meridian-inline-favicon",
    transformIndexHtml(html) {
      if (!html.includes(link)) throw new Error(`index.html no longer links ${link}`);
      const svg = fs.readFileSync(path.resolve(import.meta.dirname, "src/client/public/favicon.svg"), "utf8");
      return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"`);
    },
  };
}

// Libraries a screen loads only when asked (exceljs and papaparse on Import, the strategy map's @xyflow,
// KPI Results' trend chart): each stays in the chunk of the dialog or view that needs it.
const ON_DEMAND_LIBRARY =
  /node_modules[\\/](exceljs|papaparse|@xyflow|recharts|d3-[^\\/]+|victory[^\\/]*)[\\/]/;

// The form libraries come with the dialogs that use them, split as those use them, never with a screen's
// first draw.
const FORM_LIBRARY = /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/;

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "src/client",
  // PLATFORM-29: the React Compiler memoizes every component and hook (docs/decisions/016).
  // docs/decisions/025: catalogues compiled, English defaultMessages as ASTs, no ICU parser in the bundle.
  plugins: [i18n(), react({ compiler: true }), tailwindcss(), precompress(), inlineFavicon()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // exceljs (about 900 kB minified) is the one chunk above Vite's 500 kB warning; it loads only when
    // someone picks an .xlsx file on Import, and scripts/bundle-size.mjs gives it a budget of its own.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // PLATFORM-29: "use no memo" is for the compiler, which has read it by then.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
      // PLATFORM-27: the app's own modules do nothing when imported but define things (its only
      // side-effect imports are stylesheets), so a module none of whose exports a chunk uses is left out,
      // even when a feature's index re-exports it beside what the chunk does use.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/](client|domain)[\\/].*\.tsx?$/, sideEffects: false }],
      },
      output: {
        // PLATFORM-24: fewer files: a browser fetches, compiles and links each module file on its own.
        // The landing entry's own imports stay apart (LANDING-7: no app code before sign-in); the
        // libraries two or more chunks share go in one vendor chunk; the app's code is split by Rolldown.
        codeSplitting: {
          groups: [
            { name: "landing", tags: ["$initial"], priority: 4 },
            {
              name: "vendor",
              test: (id) =>
                id.includes("node_modules") && !ON_DEMAND_LIBRARY.test(id) && !FORM_LIBRARY.test(id),
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
