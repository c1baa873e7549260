// @ts-check
// Copying a snippet: the async clipboard where the browser grants it (a secure context, a user
// gesture); otherwise the snippet's text box is focused with everything selected, so Ctrl+C or
// a long press copies it.

/**
 * @param {HTMLTextAreaElement} box holding the text to copy
 * @returns {Promise<boolean>} whether the clipboard took it
 */
export async function copyFrom(box) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(box.value);
    return true;
  } catch {
    box.focus();
    box.select();
    return false;
  }
}
