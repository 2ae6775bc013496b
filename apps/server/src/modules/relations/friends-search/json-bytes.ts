/**
 * JSON written as UTF-8 bytes into one scratch buffer, then copied out once: no string per field,
 * no rope to flatten (a page of friend records written as strings left ~60 KB of garbage a call).
 * One writer per process is enough: a page is written synchronously, start to finish.
 */
export class JsonBytes {
  private buffer = Buffer.allocUnsafe(16 * 1024);
  private at = 0;

  /** Starts a new document. */
  reset(): this {
    this.at = 0;
    return this;
  }

  /** The document so far, in a buffer of its own. */
  bytes(): Uint8Array {
    return Uint8Array.prototype.slice.call(this.buffer, 0, this.at);
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(bigger, 0, 0, this.at);
    this.buffer = bigger;
  }

  /** Text known to be ASCII and to need no escaping (keys, punctuation, digits). */
  ascii(text: string): this {
    this.room(text.length);
    const { buffer } = this;
    let at = this.at;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.at = at;
    return this;
  }

  /** One ASCII character by its code. */
  char(code: number): this {
    this.room(1);
    this.buffer[this.at++] = code;
    return this;
  }

  /** A number with `digits` digits, zero-padded (0 ≤ value < 10^digits). */
  padded(value: number, digits: number): this {
    this.room(digits);
    for (let i = digits - 1; i >= 0; i--) {
      this.buffer[this.at + i] = 48 + (value % 10);
      value = Math.floor(value / 10);
    }
    this.at += digits;
    return this;
  }

  /** A string as JSON.stringify writes it, in UTF-8. */
  string(value: string): this {
    let plain = true;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) {
        plain = false;
        break;
      }
    }
    if (!plain) return this.utf8(JSON.stringify(value));
    this.room(value.length + 2);
    const { buffer } = this;
    let at = this.at;
    buffer[at++] = 0x22;
    for (let i = 0; i < value.length; i++) buffer[at++] = value.charCodeAt(i);
    buffer[at++] = 0x22;
    this.at = at;
    return this;
  }

  private utf8(text: string): this {
    this.room(text.length * 3);
    this.at += this.buffer.write(text, this.at, 'utf8');
    return this;
  }
}
