/** A plain NDJSON reader over fetch, as a lichess client would write it from the OpenAPI description. */
export class NdjsonReader {
  private readonly lines: unknown[] = [];
  private readonly waiters: { match: (v: any) => boolean; resolve: (v: any) => void }[] = [];
  private readonly controller = new AbortController();
  status = 0;

  private constructor() {}

  static async open(url: string, token: string): Promise<NdjsonReader> {
    const reader = new NdjsonReader();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: reader.controller.signal,
    });
    reader.status = response.status;
    if (response.ok && response.body) void reader.pump(response.body);
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of body) {
        pending += decoder.decode(chunk, { stream: true });
        let newline = pending.indexOf('\n');
        while (newline !== -1) {
          const line = pending.slice(0, newline).trim();
          pending = pending.slice(newline + 1);
          if (line) this.push(JSON.parse(line));
          newline = pending.indexOf('\n');
        }
      }
    } catch {
      // aborted by close()
    }
  }

  private push(value: unknown): void {
    const waiter = this.waiters.findIndex((w) => w.match(value));
    if (waiter === -1) this.lines.push(value);
    else this.waiters.splice(waiter, 1)[0]!.resolve(value);
  }

  /** The next line (buffered or to come) that matches. */
  next(match: (value: any) => boolean): Promise<any> {
    const found = this.lines.findIndex(match);
    if (found !== -1) return Promise.resolve(this.lines.splice(found, 1)[0]);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  close(): void {
    this.controller.abort();
  }
}
