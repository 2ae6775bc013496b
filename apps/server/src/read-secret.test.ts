import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSecretLine } from './read-secret';

describe('readSecretLine', () => {
  it('takes the first line of a pipe', async () => {
    const input = new PassThrough();
    const read = readSecretLine('Password: ', input, new PassThrough());
    input.write('correct horse');
    input.end(' battery\nsecond line\n');
    await expect(read).resolves.toBe('correct horse battery');
  });

  it('takes everything when the pipe has no newline', async () => {
    const input = new PassThrough();
    const read = readSecretLine('Password: ', input, new PassThrough());
    input.end('no newline');
    await expect(read).resolves.toBe('no newline');
  });

  it('reads a terminal in raw mode without echoing, honouring backspace, and restores the mode', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[] });
    const tty = Object.assign(input, { setRawMode: (raw: boolean) => input.modes.push(raw) });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => {
      shown += String(chunk);
    });
    const read = readSecretLine('Password: ', tty, output);
    input.write('pass');
    input.write('x\u007fword\r');
    await expect(read).resolves.toBe('password');
    expect(input.modes).toEqual([true, false]);
    expect(shown).toBe('Password: \n');
  });

  it('rejects on Ctrl-C', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const read = readSecretLine('Password: ', input, new PassThrough());
    input.write('abc\u0003');
    await expect(read).rejects.toThrow('Cancelled.');
  });
});
