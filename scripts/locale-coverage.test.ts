import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '../src/config/languages';
import { coverageLine } from '../src/i18n/coverage';
import { localeCoverage } from './locale-coverage';

describe('locale coverage (ADR 051)', () => {
  it('prints the missing keys per language to the log: none for any shipped language', () => {
    const coverage = localeCoverage();
    const line = coverageLine(coverage);
    console.log(line);
    expect(coverage.map(([lang]) => lang)).toEqual(SHIPPED_LANGUAGES);
    expect(line).toBe(
      `Missing translation keys per language: ${SHIPPED_LANGUAGES.map((lang) => `${lang} 0`).join(' · ')}`,
    );
  });
});
