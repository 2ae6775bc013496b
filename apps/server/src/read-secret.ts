import type { Readable, Writable } from 'node:stream';

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

type Input = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/**
 * One line of secret input for the CLI: the first line of a pipe (`printf %s "$PW" | kingside …`),
 * or typed at a terminal with nothing echoed. Secrets on the command line show in `ps` and in
 * shell history; this way they do not.
 */
export function readSecretLine(
  prompt: string,
  input: Input = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  return input.isTTY && input.setRawMode ? readTyped(prompt, input, output) : readPiped(input);
}

function readPiped(input: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const done = () => {
      input.off('data', onData);
      input.off('end', done);
      input.off('error', reject);
      input.pause();
      resolve(text.split(/\r?\n/)[0] ?? '');
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (/\r?\n/.test(text)) done();
    };
    input.on('data', onData);
    input.once('end', done);
    input.once('error', reject);
  });
}

function readTyped(prompt: string, input: Input, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    output.write(prompt);
    input.setRawMode?.(true);
    const finish = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (ENTER.has(char) || char === CTRL_D) return finish(null);
        if (char === CTRL_C) return finish(new Error('Cancelled.'));
        if (BACKSPACE.has(char)) text = text.slice(0, -1);
        else text += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
