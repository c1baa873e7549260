// The wasm package with game records (www/pkg-records, built by scripts/build.sh next to the
// page's www/pkg): the same engine plus exportRecord, fromRecord and the replays, ready in Node.
import { readFileSync } from 'node:fs';
import { initSync } from '../../www/pkg-records/madang_wasm.js';

initSync({ module: readFileSync(new URL('../../www/pkg-records/madang_wasm_bg.wasm', import.meta.url)) });

export * from '../../www/pkg-records/madang_wasm.js';
