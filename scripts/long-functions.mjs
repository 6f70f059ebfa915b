// Lists the functions (declarations, arrows, methods, function expressions) longer than LIMIT
// lines (default 100) in the TypeScript files git knows under the given folders, tests and .d.ts
// left out (issue 24: one home for each rule). Usage: node scripts/long-functions.mjs services/api/src services/workers/src

import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(`${process.cwd()}/package.json`);
const ts = require("typescript");
const limit = Number(process.env.LIMIT ?? 100);
const roots = process.argv.slice(2);
const files = execSync(`git ls-files ${roots.join(" ")}`, { encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts"));
const out = [];
for (const f of files) {
  const text = readFileSync(f, "utf8");
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (ts.isFunctionLike(n) && n.body) {
      const s = sf.getLineAndCharacterOfPosition(n.getStart()).line;
      const e = sf.getLineAndCharacterOfPosition(n.end).line;
      const len = e - s + 1;
      if (len > limit) {
        let name = n.name?.getText?.();
        if (!name && n.parent) {
          if (ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent)) name = n.parent.name.getText();
          else if (ts.isCallExpression(n.parent)) name = `(callback of ${n.parent.expression.getText().slice(0, 40)})`;
        }
        out.push({ len, where: `${f}:${s + 1}`, name: name ?? "(anonymous)" });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
out.sort((a, b) => b.len - a.len);
for (const o of out) console.log(String(o.len).padStart(4), o.name.padEnd(40), o.where);
console.log("total", out.length);
