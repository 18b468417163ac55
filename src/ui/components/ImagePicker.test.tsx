import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/i18n';
import type { Language } from '@/config/constants';
import { ImagePicker } from './ImagePicker';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(async () => {
  await changeLanguage('EN');
});

const picture = (name: string) => new File(['x'], name, { type: 'image/png' });

/** The picker as a form holds it: the files are the form's state. */
function Form() {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker files={files} onChange={setFiles} rule="Pictures: at most 3" addLabel="Add picture" />;
}

const FULL: Record<Language, string> = {
  EN: 'At most 3 pictures can be attached: remove one to add another.',
  MY: 'Paling banyak 3 gambar boleh dilampirkan: buang satu untuk menambah yang lain.',
  CN: '最多可附加 3 张图片：移除一张后才能再添加。',
  VI: 'Chỉ có thể đính kèm tối đa 3 ảnh: hãy xóa một ảnh để thêm ảnh khác.',
};

describe('ImagePicker', () => {
  it('says why no fourth picture can be added once three are attached, and offers the add again after a removal', async () => {
    const user = userEvent.setup();
    render(<Form />);
    for (const name of ['a.png', 'b.png', 'c.png'])
      await user.upload(screen.getByLabelText('Add picture'), picture(name));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    // Added one at a time, no choice was refused: the add control goes, and a note says why.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Add picture')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(FULL.EN);

    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByLabelText('Add picture')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each(['MY', 'CN', 'VI'] as const)('says it in %s', async (language) => {
    const user = userEvent.setup();
    render(<Form />);
    await user.upload(screen.getByLabelText('Add picture'), [
      picture('a.png'),
      picture('b.png'),
      picture('c.png'),
    ]);
    await act(() => changeLanguage(language));
    expect(screen.getByRole('status')).toHaveTextContent(FULL[language]);
  });
});
