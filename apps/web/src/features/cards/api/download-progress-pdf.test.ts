import { describe, expect, it } from 'vitest';
import { progressPdfPath } from './download-progress-pdf.js';

describe('the progress PDF’s address', () => {
  it('is the student’s own, or the linked student’s for a supervisor', () => {
    expect(progressPdfPath({ role: 'student' })).toBe('/v1/progress/pdf');
    expect(progressPdfPath({ role: 'supervisor', studentId: 'a1/b?c' })).toBe(
      '/v1/teacher/progress/a1%2Fb%3Fc/pdf',
    );
  });
});
