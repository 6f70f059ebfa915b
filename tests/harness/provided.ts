// What the global setup hands to every test file (vitest provide/inject).
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    templateDatabase: string;
    templateStorageDir: string;
  }
}

export {};
