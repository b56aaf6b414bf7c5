import { describe, expect, it } from 'vitest';
import { checkOf } from './report.js';

describe('the printout’s link to the live record (issue 34)', () => {
  it('says where to check it and with which code, and holds the address as a QR code', () => {
    const check = checkOf({ url: 'https://ovningskort.se/delat/kod/ABCD2345', code: 'ABCD-2345' });
    expect(check.text).toBe(
      'Kontrollera mot den levande journalen: https://ovningskort.se/delat/kod/ABCD2345 · kod ABCD-2345',
    );
    expect(check.qr.size).toBeGreaterThanOrEqual(21);
    expect(check.qr.modules).toHaveLength(check.qr.size ** 2);
    // The finder pattern's dark top-left corner and its white separator.
    expect(check.qr.modules[0]).toBe(1);
    expect(check.qr.modules[7]).toBe(0);
  });
});
