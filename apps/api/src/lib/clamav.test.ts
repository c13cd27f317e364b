import { describe, expect, it } from 'vitest';
import { parseClamavUrl, parseScanReply } from './clamav';

describe('ClamAV client', () => {
  it('reads CLAMAV_URL as a TCP address or a Unix socket', () => {
    expect(parseClamavUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamavUrl('tcp://clamd.internal:3310/')).toEqual({ host: 'clamd.internal', port: 3310 });
    expect(parseClamavUrl('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(parseClamavUrl('unix:/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(() => parseClamavUrl('tcp://host')).toThrow(/CLAMAV_URL/);
    expect(() => parseClamavUrl('tcp://host:70000')).toThrow(/CLAMAV_URL/);
    expect(() => parseClamavUrl('unix:relative.sock')).toThrow(/CLAMAV_URL/);
  });

  it('takes only the two verdicts clamd gives, and nothing else for one', () => {
    expect(parseScanReply('stream: OK\0')).toEqual({ infected: false });
    expect(parseScanReply('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      infected: true,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(parseScanReply('INSTREAM size limit exceeded. ERROR\0')).toBeNull();
    expect(parseScanReply("stream: Can't allocate memory ERROR\0")).toBeNull();
    expect(parseScanReply('')).toBeNull();
  });
});
