//! The host's clock for thinking budgets: `performance.now()` of the page or the Web Worker the
//! module runs in, read through web-sys.

use wasm_bindgen::JsCast as _;

/// Milliseconds from `performance.now()`, or `None` outside a page or worker (Node tests), where
/// only node budgets apply.
pub fn performance() -> Option<web_sys::Performance> {
    let global = js_sys::global();
    if let Some(window) = global.dyn_ref::<web_sys::Window>() {
        return window.performance();
    }
    global
        .dyn_ref::<web_sys::WorkerGlobalScope>()
        .and_then(web_sys::WorkerGlobalScope::performance)
}
