// The one module a host page loads to get <madang-game>: `<script type="module"
// src=".../madang-game.js">`. Everything else (styles, strings, the engine, the worker) is found
// from the modules' own URLs, so this file works from any folder of any server.
export { MadangGame } from './www/element.js';
