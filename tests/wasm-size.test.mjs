// The page's wasm keeps within its budget: 150 KB gzipped (issue 13). scripts/build.sh builds it
// before the page tests run; a change that pushes it over fails here, not in a visitor's download.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 150_000;

test('the page wasm is at most 150 KB gzipped (level 9)', () => {
  const wasm = readFileSync(new URL('../www/pkg/madang_wasm_bg.wasm', import.meta.url));
  const gz = gzipSync(wasm, { level: 9 }).length;
  assert.ok(gz <= BUDGET, `www/pkg wasm is ${gz} B gzipped, over the ${BUDGET} B budget`);
});
