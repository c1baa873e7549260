// @ts-check
// The kit's static pages (the rules pages) register its service worker with this module, their
// only script (scripts/build-kit.mjs adds it there; the checkout's rules pages have none).
import { registerWorker } from './offline.js';

registerWorker();
