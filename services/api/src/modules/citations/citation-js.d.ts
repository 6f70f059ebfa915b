// citation-js 0.8 ships no type declarations: the part of its API the citations module uses.
declare module "@citation-js/core" {
  export class Cite {
    constructor(data: unknown);
    static async(data: unknown): Promise<Cite>;
    format(format: "bibliography" | "bibtex" | "ris" | "data", options?: Record<string, unknown>): string | object;
    data: Record<string, unknown>[];
  }
  export const plugins: {
    config: {
      get(plugin: "@csl"): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}
declare module "@citation-js/plugin-csl";
declare module "@citation-js/plugin-bibtex";
declare module "@citation-js/plugin-ris";
