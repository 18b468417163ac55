import { describe, expect, it } from 'vitest';
import { addImages, checkImages, checkRemark } from './attachments';

const MB = 1024 * 1024;
const png = (name: string, size = MB) => ({ name, type: 'image/png', size });

describe('checkRemark (spec 02 §5: at most 140 characters)', () => {
  it('takes 140 characters and refuses 141', () => {
    expect(checkRemark('a'.repeat(140))).toBeNull();
    expect(checkRemark('a'.repeat(141))).toEqual({
      key: 'attachment.tooLong',
      params: { max: 140, length: 141 },
    });
  });
  it('counts an emoji as one character', () => {
    expect(checkRemark('😀'.repeat(140))).toBeNull();
  });
});

describe('images: png or jpg, at most 5 MB each, at most 3', () => {
  it('takes three png or jpg images of up to 5 MB', () => {
    expect(
      checkImages([png('a.png', 5 * MB), { name: 'b.jpg', type: 'image/jpeg', size: MB }, png('c.png')]),
    ).toBeNull();
  });
  it('refuses a fourth image, naming it', () => {
    expect(checkImages([png('a.png'), png('b.png'), png('c.png'), png('d.png')])).toEqual({
      key: 'attachment.count',
      params: { name: 'd.png', max: 3 },
    });
  });
  it('refuses an image over 5 MB, naming it', () => {
    expect(checkImages([png('big.png', 6 * MB)])?.key).toBe('attachment.size');
  });
  it('refuses a gif or a pdf, and reads the extension when the type is missing', () => {
    expect(checkImages([{ name: 'x.gif', type: 'image/gif', size: 10 }])?.key).toBe('attachment.type');
    expect(checkImages([{ name: 'x.pdf', type: '', size: 10 }])?.key).toBe('attachment.type');
    expect(checkImages([{ name: 'x.JPEG', type: '', size: 10 }])).toBeNull();
  });
  it('a picker keeps the good files of a choice and names each refused one', () => {
    const { files, refused } = addImages(
      [png('a.png')],
      [
        png('big.png', 6 * MB),
        { name: 'x.gif', type: 'image/gif', size: 1 },
        png('b.png'),
        png('c.png'),
        png('d.png'),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(refused).toEqual([
      { rule: 'size', name: 'big.png' },
      { rule: 'type', name: 'x.gif' },
      { rule: 'count', name: 'd.png' },
    ]);
  });
});
