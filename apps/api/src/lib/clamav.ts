// Malware scanning through ClamAV's daemon (clamd), with its INSTREAM command: the bytes go over the
// socket in chunks, each prefixed by its length (4 bytes, big-endian), and a zero-length chunk
// ends them; clamd answers "stream: OK" or "stream: <signature> FOUND". The "z" form of the
// command ends the command and the answer with a NUL byte.
//
// Anything other than one of those two answers (no daemon, a refused or dropped connection, a
// timeout, "... ERROR" such as "INSTREAM size limit exceeded") is a ScanUnavailableError: the
// caller refuses the file rather than let it through unscanned.
import net from 'node:net';
import type { Readable } from 'node:stream';

/** clamd's chunks: far below its StreamMaxLength, large enough to keep the socket busy. */
const CHUNK_BYTES = 64 * 1024;
/** No progress for this long (connecting, sending or waiting for the verdict) fails the scan. */
export const SCAN_TIMEOUT_MS = 60_000;

export type ClamavAddress = { path: string } | { host: string; port: number };

export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** The scanner could not give a verdict; the file must not be taken. */
export class ScanUnavailableError extends Error {
  override name = 'ScanUnavailableError';
}

/** `tcp://host:port` or `unix:/path/to/clamd.ctl` (CLAMAV_URL). */
export function parseClamavUrl(url: string): ClamavAddress {
  if (url.startsWith('unix:')) {
    const path = url.slice('unix:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path.startsWith('/')) throw new Error(`CLAMAV_URL: not an absolute socket path: ${url}`);
    return { path };
  }
  const m = /^tcp:\/\/([^/:]+|\[[^\]]+\]):(\d{1,5})\/?$/.exec(url);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535)
    throw new Error(`CLAMAV_URL: expected tcp://host:port or unix:/path, got ${url}`);
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) };
}

/** The verdict of an INSTREAM answer, or null when it is not one (an ERROR or garbage). */
export function parseScanReply(reply: string): ScanVerdict | null {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(text);
  return found ? { infected: true, signature: found[1]! } : null;
}

/** Sends `source` to clamd and returns its verdict; throws ScanUnavailableError when there is none. */
export function scanStream(
  address: ClamavAddress,
  source: Readable,
  timeoutMs = SCAN_TIMEOUT_MS,
): Promise<ScanVerdict> {
  return new Promise<ScanVerdict>((resolve, reject) => {
    const socket =
      'path' in address ? net.createConnection(address.path) : net.createConnection(address.port, address.host);
    let reply = '';
    let settled = false;
    const finish = (err: Error | null, verdict?: ScanVerdict) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onSourceError);
      socket.destroy();
      if (!err) {
        resolve(verdict!);
        return;
      }
      if (!source.destroyed) source.destroy();
      reject(err);
    };
    const unavailable = (why: string) => finish(new ScanUnavailableError(`ClamAV: ${why}`));

    const onData = (chunk: Buffer) => {
      let more = true;
      for (let i = 0; i < chunk.length; i += CHUNK_BYTES) {
        const part = chunk.subarray(i, i + CHUNK_BYTES);
        const len = Buffer.alloc(4);
        len.writeUInt32BE(part.length);
        more = socket.write(Buffer.concat([len, part]));
      }
      if (!more) {
        source.pause();
        socket.once('drain', () => source.resume());
      }
    };
    const onEnd = () => socket.write(Buffer.alloc(4));
    // Our storage failing is not the scanner's fault, but it still means no verdict.
    const onSourceError = (err: Error) => finish(err);

    socket.setTimeout(timeoutMs, () => unavailable(`no answer within ${timeoutMs} ms`));
    socket.once('connect', () => {
      socket.write('zINSTREAM\0');
      source.on('data', onData);
      source.once('end', onEnd);
    });
    source.once('error', onSourceError);
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      if (reply.length > 4096) return unavailable('answer too long');
      if (!reply.includes('\0')) return;
      const verdict = parseScanReply(reply);
      if (verdict) finish(null, verdict);
      else unavailable(`answered ${JSON.stringify(reply.replace(/\0+$/, ''))}`);
    });
    // clamd may answer (e.g. "INSTREAM size limit exceeded. ERROR") and close while we still send:
    // what it said, if anything, is the outcome.
    socket.on('error', (err) => {
      if (reply) socket.emit('end');
      else unavailable(err.message);
    });
    socket.on('end', () => {
      const verdict = parseScanReply(reply);
      if (verdict) finish(null, verdict);
      else
        unavailable(
          reply ? `answered ${JSON.stringify(reply.replace(/\0+$/, ''))}` : 'connection closed without an answer',
        );
    });
    socket.on('close', () => unavailable('connection closed without an answer'));
  });
}

/** A scanner bound to CLAMAV_URL. */
export interface Scanner {
  scan(source: Readable): Promise<ScanVerdict>;
}

export function clamavScanner(url: string, timeoutMs = SCAN_TIMEOUT_MS): Scanner {
  const address = parseClamavUrl(url);
  return { scan: (source) => scanStream(address, source, timeoutMs) };
}
