import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { IMAGE_UPLOAD_MAX_COUNT } from '@/config/constants';
import { addImages, type ImageRefusal } from '@/validation/attachments';
import { Button } from './Button';
import './ImagePicker.css';

export interface ImagePickerProps {
  files: readonly File[];
  onChange(files: File[]): void;
  /** The rule line under the field (what may be attached), already translated. */
  rule: string;
  /** The add button's text, already translated. */
  addLabel: string;
  disabled?: boolean;
}

/**
 * Pictures a player attaches (payment proof, a promotion application, feedback): png or jpg, at most
 * 5 MB each, at most 3 (src/validation/attachments). A choice keeps its good files and names each
 * refused one with its rule; each kept file can be removed by a button that names it. With 3 kept, a note
 * in place of the add button says why no more can be added. The native file
 * input stays in the page (visually hidden) with the add button as its label, so keyboards and screen
 * readers reach it.
 */
export function ImagePicker({ files, onChange, rule, addLabel, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation(['common', 'validation']);
  const inputId = useId();
  const [refused, setRefused] = useState<ImageRefusal[]>([]);
  const full = files.length >= IMAGE_UPLOAD_MAX_COUNT;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    // The same file may be picked again after a removal.
    event.target.value = '';
    const result = addImages(files, added);
    onChange(result.files);
    setRefused(result.refused);
  };

  return (
    <div className="image-picker">
      <p className="image-picker__rule" id={`${inputId}-rule`}>
        {rule}
      </p>
      {files.length > 0 && (
        <ul className="image-picker__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button
                variant="ghost"
                size="small"
                disabled={disabled}
                onClick={() => {
                  onChange(files.filter((_, i) => i !== index));
                  setRefused([]);
                }}
              >
                <X className="icon" aria-hidden="true" />
                {t('common:imagePicker.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={disabled}
            aria-describedby={`${inputId}-rule`}
            onChange={onFiles}
          />
          <label className="btn btn--secondary btn--small image-picker__add" htmlFor={inputId}>
            <ImagePlus className="icon" aria-hidden="true" />
            {addLabel}
          </label>
        </>
      )}
      {/* In the page from the start, so the note is announced when the add control gives way to it. */}
      <p className="image-picker__full" role="status">
        {full ? t('common:imagePicker.full', { max: IMAGE_UPLOAD_MAX_COUNT }) : null}
      </p>
      {refused.length > 0 && (
        <ul className="image-picker__errors" role="alert">
          {refused.map((r, i) => (
            <li key={`${r.rule}-${r.name}-${i}`}>
              {t(`validation:attachment.${r.rule}`, { name: r.name, max: IMAGE_UPLOAD_MAX_COUNT })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
