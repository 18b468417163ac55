import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { ActionRow } from './ActionRow';
import { Button } from './Button';
import { Modal } from './Modal';
import './Dialog.css';

export interface DialogProps {
  open?: boolean;
  kind: 'alert' | 'confirm';
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm(): void;
  /** Confirm dialogs: cancel button and close button. Alerts close with `onConfirm`. */
  onCancel?(): void;
  onClosed?(): void;
  danger?: boolean;
}

/** Alert (one button) and confirm (two buttons) on top of the generic modal. */
export function Dialog({
  open = true,
  kind,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onClosed,
  danger = false,
}: DialogProps) {
  const { t } = useTranslation('common');
  const cancel = onCancel ?? onConfirm;
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={cancel}
      onClosed={onClosed}
      title={title ?? (kind === 'confirm' ? t('confirmTitle') : t('noticeTitle'))}
      width={400}
      height="auto"
      draggable={false}
      presentation="compact"
      role={kind === 'alert' ? 'alertdialog' : 'dialog'}
      describedBy={messageId}
    >
      <p id={messageId} className="dialog__message">
        {message}
      </p>
      {/* Focus starts on the least destructive answer (APG alert dialog): Cancel, or the alert's OK. */}
      <ActionRow>
        {kind === 'confirm' && (
          <Button variant="secondary" onClick={cancel} data-autofocus="">
            {cancelLabel ?? t('cancel')}
          </Button>
        )}
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={onConfirm}
          data-autofocus={kind === 'alert' ? '' : undefined}
        >
          {confirmLabel ?? t('ok')}
        </Button>
      </ActionRow>
    </Modal>
  );
}
