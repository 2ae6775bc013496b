// biome-ignore lint/suspicious/noExplicitAny: lines are JSON a test reads field by field
type Line = Record<string, any>;

/** A plain NDJSON reader over fetch, as a lichess client would write it from the OpenAPI description. */
export class NdjsonReader {
  private readonly lines: Line[] = [];
  private readonly waiters: { match: (v: Line) => boolean; resolve: (v: Line) => void }[] = [];
  /** Resolves once the server ends the response. */
  readonly ended: Promise<void>;
  private markEnded!: () => void;
  private readonly controller = new AbortController();
  status = 0;

  private constructor() {
    this.ended = new Promise((resolve) => {
      this.markEnded = resolve;
    });
  }

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
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending += decoder.decode(value, { stream: true });
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
    this.markEnded();
  }

  private push(value: Line): void {
    const waiter = this.waiters.findIndex((w) => w.match(value));
    if (waiter === -1) this.lines.push(value);
    else this.waiters.splice(waiter, 1)[0]!.resolve(value);
  }

  /** The next line (buffered or to come) that matches. */
  next(match: (value: Line) => boolean): Promise<Line> {
    const found = this.lines.findIndex(match);
    if (found !== -1) return Promise.resolve(this.lines.splice(found, 1)[0]!);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  close(): void {
    this.controller.abort();
  }
}
