import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/passwordReset/abc123', '/api/v1/passwordReset/[redacted]'],
    ['/api/v1/passwordReset/0190-student/tok.en', '/api/v1/passwordReset/[redacted]/[redacted]'],
    [
      '/api/v1/teacher/passwordReset1/0190-teacher/secret',
      '/api/v1/teacher/passwordReset1/[redacted]/[redacted]',
    ],
    ['/passwordReset1/id/secret?kort=1', '/passwordReset1/[redacted]/[redacted]?kort=1'],
    ['/aktivering?token=s3cr3t', '/aktivering?token=[redacted]'],
    [
      '/login/google?code=4%2F0Ab&state=xyz&scope=openid',
      '/login/google?code=[redacted]&state=[redacted]&scope=openid',
    ],
    ['/api/v1/checkprm?id=42', '/api/v1/checkprm?id=42'],
    ['/api/v1/drivingnotes', '/api/v1/drivingnotes'],
    ['/?%E0%A4%A=restoreToken', '/?%E0%A4%A=[redacted]'],
    ['/x?restore%54oken=abc', '/x?restore%54oken=[redacted]'],
    // Security round 3: an invitation's link keeps neither its token nor the invited address.
    [
      '/registerInstructor?inbjudan=Zx9_tok-en&epost=anna.andersson%40example.se',
      '/registerInstructor?inbjudan=[redacted]&epost=[redacted]',
    ],
    // Only the keys on the allow-list keep their values; any other key, new or unknown, does not.
    [
      '/registerInstructor?epost=anna@example.se&x=1',
      '/registerInstructor?epost=[redacted]&x=[redacted]',
    ],
    ['/x?ny=hemlig&elev=0190&inbjuda%6E=tok', '/x?ny=[redacted]&elev=0190&inbjuda%6E=[redacted]'],
    ['/x?epost=', '/x?epost=[redacted]'],
    ['/x?flagga', '/x?flagga'],
    // Issue 34: the driving school's links and short codes are credentials.
    ['/delat/Zx9_tok-en', '/delat/[redacted]'],
    ['/delat/kod/ABCD2345', '/delat/[redacted]/[redacted]'],
    ['/api/v1/shared/Zx9_tok-en', '/api/v1/shared/[redacted]'],
    ['/api/v1/shared/code/ABCD-2345', '/api/v1/shared/[redacted]/[redacted]'],
    ['/delat', '/delat'],
    ['/bekrafta-korning/Zx9_tok-en', '/bekrafta-korning/[redacted]'],
    ['/api/v1/companion/Zx9_tok-en/confirm', '/api/v1/companion/[redacted]/[redacted]'],
    [
      '/api/v1/shares/0190b5e1-aaaa-7bbb-8ccc-123456789abc',
      '/api/v1/shares/0190b5e1-aaaa-7bbb-8ccc-123456789abc',
    ],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/v1/checkNameT?studentId=0190b5e1-aaaa-7bbb-8ccc-123456789abc',
    '/api/v1/delOneHand?teacherId=t1&studentId=s1',
    '/api/v1/oidc/start?remember=1',
    '/login/google?error=access_denied',
    '/instructor?elev=0190b5e1',
    '/notes?kort=2&lektion=3&moment=catA',
  ])('keeps the values of the keys on the allow-list: %s', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('keeps an unrelated URL exactly as sent', () => {
    expect(redactUrl('/api/v1/teacher/notesGet?studentId=a&teacherId=b')).toBe(
      '/api/v1/teacher/notesGet?studentId=a&teacherId=b',
    );
  });
});
