// Two things in index.html that shorten the first screen's chain of requests
// (docs/performance.md):
//   - src/boot.ts as its own small chunk, loaded before the app's entry: it starts the tenant
//     configuration, the session and the document's metadata at once (src/api/early-requests.ts)
//     instead of after the app's JavaScript has run;
//   - an inline script that preloads the current address's page chunk (src/route-modules.ts)
//     with its imports and stylesheet, while the entry is still loading.
// In development only the boot script is added (the dev server serves modules one by one).
import { resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { ROUTE_MODULES } from "../src/route-modules.ts";

const BOOT = "src/boot.ts";
const BOOT_NAME = "boot";

interface BundleChunk {
  type: "chunk";
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The browser code of the preload script: adds the files of the first route matching the path. */
export function preloadScript(routes: [string, string[]][]): string {
  return `(function(r,p){for(var i=0;i<r.length;i++){if(!new RegExp(r[i][0]).test(p))continue;r[i][1].forEach(function(f){var l=document.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)});return}})(${JSON.stringify(routes)},location.pathname)`;
}

export function bootAndPreload(): Plugin {
  let config: ResolvedConfig;
  let root = "";
  return {
    name: "norma-boot-and-preload",
    configResolved(resolved) {
      config = resolved;
      root = resolved.root;
    },
    buildStart() {
      if (config.command === "build") this.emitFile({ type: "chunk", id: resolve(root, BOOT), name: BOOT_NAME });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const base = config.base;
        if (!ctx.bundle) return [{ tag: "script", attrs: { type: "module", src: `/${BOOT}` }, injectTo: "head" }];
        const chunks = Object.values(ctx.bundle).filter((c): c is BundleChunk & typeof c => c.type === "chunk");
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // Everything the entry loads statically is preloaded by Vite already.
        const initial = new Set<string>();
        const walk = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into, skip);
        };
        for (const c of chunks) if (c.isEntry && c.name !== BOOT_NAME) walk(c.fileName, initial, new Set());

        const tags: string[] = [];

        const routes: [string, string[]][] = [];
        for (const route of ROUTE_MODULES) {
          const page = chunks.find((c) => c.facadeModuleId === resolve(root, route.module));
          if (!page) continue;
          const files = new Set<string>();
          walk(page.fileName, files, initial);
          const css = [...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          routes.push([route.path.source, [...files, ...css].map((f) => `${base}${f}`)]);
        }
        tags.push(`<script>${preloadScript(routes)}</script>`);
        const boot = chunks.find((c) => c.isEntry && c.name === BOOT_NAME);
        if (boot) {
          for (const imported of boot.imports)
            tags.push(`<link rel="modulepreload" crossorigin href="${base}${imported}">`);
          tags.push(`<script type="module" crossorigin src="${base}${boot.fileName}"></script>`);
        }
        // Before the app's entry: module scripts run in document order, and boot.ts must run first.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error("index.html has no module script to put the boot script before");
        return `${html.slice(0, at)}${tags.join("\n    ")}\n    ${html.slice(at)}`;
      },
    },
  };
}
