// @ts-check
// The life of a Suggest a move request, the same in both games: one answer awaited at a time,
// used only while the state it was asked for is still on screen; a failure becomes a notice and
// is spoken. What is asked and how the answer shows are the game's.

/**
 * @param {{store: {get(): {s: unknown}, set(patch: Record<string, unknown>): void},
 *   say: (text: string) => void, t: (key: string) => string, gone: () => boolean}} host
 *   the game's store (with `s`, `suggesting`, `suggestion` and `notice`), its live region, its
 *   words, and whether the game is gone
 */
export function createSuggester({ store, say, t, gone }) {
  /** Counts requests, so only the last one's answer shows. */
  let asked = 0;
  return {
    /** Leaves an answer in flight unused (a new game, a change of players). */
    drop() {
      asked += 1;
    },
    /**
     * Asks for a suggestion at the state on screen: says the player is thinking, then hands a
     * fresh answer to `show`, which stores it and returns what to say (null: nothing).
     * @template A
     * @param {() => Promise<A>} request
     * @param {(answer: A) => string | null} show
     */
    async ask(request, show) {
      const ticket = ++asked;
      const at = store.get().s;
      store.set({ suggesting: at, suggestion: null, notice: null });
      say(t('suggest.thinking'));
      const fresh = () => !gone() && ticket === asked && store.get().s === at;
      try {
        const answer = await request();
        if (!fresh()) return;
        const text = show(answer);
        if (text !== null) say(text);
      } catch (e) {
        if (!fresh()) return;
        console.warn(e);
        store.set({ suggesting: null, notice: { tone: 'error', text: () => t('suggest.failed') } });
        say(t('suggest.failed'));
      }
    },
  };
}
