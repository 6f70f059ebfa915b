// npm run db:migrate — applies pending migrations to DATABASE_URL.
import { MigrationError, migrate } from "./runner.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/norma)");
  process.exit(2);
}
try {
  const result = await migrate({ databaseUrl, log: (l) => console.log(l) });
  console.log(
    result.applied.length === 0
      ? `database is up to date (${result.alreadyApplied.length} migrations)`
      : `applied ${result.applied.length} migration(s); ${result.alreadyApplied.length} were already applied`,
  );
} catch (err) {
  console.error(err instanceof MigrationError ? `migrate failed: ${err.message}` : err);
  process.exit(1);
}
