/**
 * Remembers a pure function's answers for up to `max` keys, then starts over: for inputs the caller
 * chooses (paths, Host headers), so the memory stays bounded whatever is sent.
 */
export function boundedMemo<K, V>(compute: (key: K) => V, max: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const value = compute(key);
    if (answers.size >= max) answers.clear();
    answers.set(key, value);
    return value;
  };
}
