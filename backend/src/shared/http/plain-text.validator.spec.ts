import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { isMultiLineText, isSingleLineText } from './plain-text.validator';

describe('plain text', () => {
  it.each([
    ['Ama Owusu', true, true],
    ['Ɔkɔmfo Anɔkye 中文 العربية 👩🏾‍🦱', true, true],
    ['line one\nline two', false, true],
    ['line one\r\nline two', false, true],
    ['a\ttab', false, true],
    ['bare\rreturn', false, false],
    ['\u001b[31mred', false, false],
    ['bell\u0007', false, false],
    ['del\u007f', false, false],
    ['c1\u009b', false, false],
    ['next line\u0085', false, false],
    ['line\u2028separator', false, false],
    ['gnp\u202eexe.png', false, false],
    ['\u2066isolated\u2069', false, false],
    ['\u202aembedded\u202c', false, false],
  ])('judges %j: single line %p, multi line %p', (text, single, multi) => {
    expect(isSingleLineText(text)).toBe(single);
    expect(isMultiLineText(text)).toBe(multi);
  });

  /** Fields whose characters are their own business: passwords count every one, images are decoded. */
  const OWN_RULES = new Set(['password', 'faceVerificationImage', 'governmentIdImage', 'photos']);

  it('is required of every string field of every request DTO, so a new field cannot forget it', async () => {
    const modules = join(__dirname, '..', '..');
    const dtoFiles = (readdirSync(modules, { recursive: true }) as string[]).filter((file) => /\.dto\.ts$/.test(file) && !/\.spec\./.test(file));
    expect(dtoFiles.length).toBeGreaterThan(20);
    for (const file of dtoFiles) await import(join(modules, file));

    const metadata = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, { propertyName: string; name?: string }[]> };
    const missing: string[] = [];
    let stringFields = 0;
    for (const [target, rules] of metadata.validationMetadatas) {
      for (const property of new Set(rules.filter((rule) => rule.name === 'isString').map((rule) => rule.propertyName))) {
        const ruleNames = rules.filter((rule) => rule.propertyName === property).map((rule) => rule.name);
        // A pattern (money amounts) already decides every character.
        if (OWN_RULES.has(property) || ruleNames.includes('matches')) continue;
        stringFields += 1;
        const checked = ruleNames.includes('singleLine') || ruleNames.includes('multiLine');
        if (!checked) missing.push(`${target.name}.${property}`);
      }
    }
    expect(stringFields).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
