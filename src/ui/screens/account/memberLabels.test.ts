import { describe, expect, it } from 'vitest';
import { hexColour, labelChips } from './memberLabels';

describe('member label chips (spec 01 §3, §9)', () => {
  it("takes a label's own colour, else the login state's memberLabelColor, else #ABABAB", () => {
    const labels = [
      { name: 'VIP', color: '#D4AF37' },
      { name: 'New star', color: null },
    ];
    expect(labelChips(labels, '#112233')).toEqual([
      { name: 'VIP', color: '#D4AF37' },
      { name: 'New star', color: '#112233' },
    ]);
    expect(labelChips(labels, undefined)[1]).toEqual({ name: 'New star', color: '#ABABAB' });
  });

  it('reads only hex colours (with or without #); anything else is the fallback', () => {
    expect(hexColour('ababab')).toBe('#ababab');
    expect(hexColour(' #FFF ')).toBe('#FFF');
    expect(hexColour('red')).toBeNull();
    expect(hexColour('url(https://x.test/a.png)')).toBeNull();
    expect(labelChips([{ name: 'A', color: 'expression(1)' }], 'nope')).toEqual([
      { name: 'A', color: '#ABABAB' },
    ]);
  });

  it('shows a name once and nothing for no labels', () => {
    expect(labelChips(undefined, null)).toEqual([]);
    expect(
      labelChips(
        [
          { name: 'A', color: null },
          { name: 'A', color: '#000' },
        ],
        null,
      ),
    ).toHaveLength(1);
  });
});
