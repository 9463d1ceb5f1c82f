import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // exceljs (about 900 kB minified) is the one chunk above Vite's 500 kB warning; it loads only when
    // someone picks an .xlsx file on Import, and scripts/bundle-size.mjs gives it a budget of its own.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
