/**
 * What the scaffolds share (`npm run new:resource`, `npm run new:report`): naming, the `--out`
 * option and how the outcome is printed.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 'purchaseOrder' -> 'Purchase Order' */
export const titleOf = (name) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** 'purchaseOrder' -> 'purchase_order' */
export const snakeOf = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Why a name is not a camelCase name of 2 to 40 letters and digits (`what`: 'resource', 'report'), or undefined. */
export function invalidName(name, what, example) {
  if (/^[a-z][a-zA-Z0-9]{1,39}$/.test(name)) return undefined;
  return `"${name}" is not a valid ${what} name: use 2 to 40 letters and digits, starting with a lower-case letter (e.g. ${example})`;
}

/**
 * Runs a scaffold on the command line's arguments: the name, and `--out <folder>` instead of
 * `folder`. `refusal(name, outDir)` says why a name cannot be used; else `template(name, outDir)`
 * is written to `<outDir>/<name>.ts` and `message(file, name)` printed. A refusal exits with 1.
 */
export function runScaffold(args, folder, { refusal, template, message }) {
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? path.resolve(args[outAt + 1] ?? '') : folder;
  const name = args.filter((_, index) => outAt < 0 || (index !== outAt && index !== outAt + 1))[0];
  const why = existsSync(outDir) ? refusal(name, outDir) : `The folder ${outDir} does not exist`;
  if (why) {
    console.error(why);
    process.exitCode = 1;
    return;
  }
  const file = path.join(outDir, `${name}.ts`);
  writeFileSync(file, template(name, outDir));
  console.log(message(file, name));
}
