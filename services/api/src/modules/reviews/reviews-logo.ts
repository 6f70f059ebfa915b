// The tenant's logo in the review's PDF (issue 28, docs/reviews.md "Export"). Tenants' logos are
// SVG files the reader serves (web/reader/public/tenants/<logo_file_name>); pdf-lib draws no SVG,
// so the file is rendered by resvg (@resvg/resvg-js: no browser, no network, its text set in the
// report fonts) to a PNG at four times its size on the page, which the PDF embeds as an image.
// resvg (a native module) is loaded on the first logo, not when the API starts.
// A logo that is missing, is no plain file name, is too large, or fails to render is left out: the
// export never fails for its logo. Rendered logos are kept per file and modification time.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A logo's PNG and its size in PDF points on the band. */
export interface PdfLogo {
  png: Uint8Array;
  width: number;
  height: number;
}

/** The logo's height on the PDF's band (points); its width follows its aspect ratio, at most MAX_WIDTH. */
export const LOGO_HEIGHT = 26;
const MAX_WIDTH = 180;
const SCALE = 4;
/** Logos are a few kB; a larger file is no logo. */
const MAX_BYTES = 512 * 1024;
const SAFE_NAME = /^[\w.-]+\.svg$/;

/** TENANT_LOGO_DIR, else the reader's public/tenants nearest above this module (source tree or image). */
export function findLogoDir(configured?: string | null): string | null {
  if (configured) return configured;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "web", "reader", "public", "tenants");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The size on the band for an SVG of `w` × `h` (its own units). */
function fit(w: number, h: number): { width: number; height: number } {
  const width = Math.min(MAX_WIDTH, (LOGO_HEIGHT * w) / h);
  return { width, height: (width * h) / w };
}

/** Renders SVG text to a PNG for the band, or null when it does not render. */
export async function renderLogo(svg: string | Buffer, fontFiles: readonly string[]): Promise<PdfLogo | null> {
  try {
    const { Resvg } = await import("@resvg/resvg-js");
    const probe = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [...fontFiles] } });
    const { width: w, height: h } = probe;
    if (!(w > 0 && h > 0)) return null;
    const size = fit(w, h);
    const resvg = new Resvg(svg, {
      fitTo: { mode: "width", value: Math.round(size.width * SCALE) },
      font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: "Noto Sans" },
    });
    const png = resvg.render().asPng();
    return png.length ? { png: new Uint8Array(png), ...size } : null;
  } catch {
    return null;
  }
}

/** The tenant's logo for the PDF, rendered once per file version; null when it has none that renders. */
export function createLogoSource(dir: string | null, fontFiles: () => readonly string[]) {
  const cache = new Map<string, { mtimeMs: number; logo: PdfLogo | null }>();
  return async function logo(fileName: string | null): Promise<PdfLogo | null> {
    if (!dir || !fileName || !SAFE_NAME.test(fileName)) return null;
    const path = join(dir, fileName);
    try {
      const info = await stat(path);
      if (!info.isFile() || info.size > MAX_BYTES) return null;
      const hit = cache.get(path);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit.logo;
      const logo = await renderLogo(await readFile(path), fontFiles());
      cache.set(path, { mtimeMs: info.mtimeMs, logo });
      return logo;
    } catch {
      return null;
    }
  };
}

export type LogoSource = ReturnType<typeof createLogoSource>;
