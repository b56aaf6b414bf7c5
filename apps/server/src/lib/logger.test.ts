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
    ['/passwordReset1/id/secret?x=1', '/passwordReset1/[redacted]/[redacted]?x=1'],
    ['/aktivering?token=s3cr3t', '/aktivering?token=[redacted]'],
    [
      '/login/google?code=4%2F0Ab&state=xyz&scope=openid',
      '/login/google?code=[redacted]&state=[redacted]&scope=openid',
    ],
    ['/api/v1/checkprm?id=42', '/api/v1/checkprm?id=42'],
    ['/api/v1/drivingnotes', '/api/v1/drivingnotes'],
    ['/?%E0%A4%A=restoreToken', '/?%E0%A4%A=restoreToken'],
    ['/x?restore%54oken=abc', '/x?restore%54oken=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps an unrelated URL exactly as sent', () => {
    expect(redactUrl('/api/v1/teacher/notesGet?studentId=a&teacherId=b')).toBe(
      '/api/v1/teacher/notesGet?studentId=a&teacherId=b',
    );
  });
});
