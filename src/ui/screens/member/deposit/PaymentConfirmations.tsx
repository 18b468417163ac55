import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Inbox from 'lucide-react/icons/inbox';
import { isApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { checkOutboundUrl } from '@/config/outbound';
import { walletContract, type PaymentConfirmation } from '@/contracts/wallet.contract';
import { toFailure } from '@/machines/shared/failure';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { formatDateTime } from '@/ui/components/format';
import { ImagePicker } from '@/ui/components/ImagePicker';
import { readAsDataUrl } from '@/validation/attachments';
import { forcedReceivedAt } from './proofImages';
import { useDepositText } from './text';

/** The clock the forced-received rule reads, ticking so an item flips without a reload. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** C2C payment confirmation (spec 02 §4): Received / Not received with proof pictures, forced received after the deadline. */
export function PaymentConfirmations({ onDeposit }: { onDeposit(): void }) {
  const { t } = useTranslation('memberMoney');
  const list = useQuery({
    queryKey: queryKeys.wallet.paymentConfirmations(),
    queryFn: ({ signal }) => api.call(walletContract.paymentConfirmations, {}, { signal }),
  });
  const now = useNow(15_000);
  // Said above the list: the answered item leaves the list when it reloads.
  const [notice, setNotice] = useState<Outcome | null>(null);
  const noticeLine = (
    <p role="status" className={notice ? 'deposit-badge deposit-badge--done' : 'visually-hidden'}>
      {notice ? t(`deposit.confirm.done.${notice}`) : ''}
    </p>
  );

  if (list.isPending)
    return (
      <ul className="c2c-list" aria-busy="true" aria-label={t('deposit.confirm.loading')}>
        {[0, 1].map((i) => (
          <li key={i} className="c2c-item">
            <Skeleton width="50%" />
            <Skeleton width="70%" />
            <Skeleton shape="block" height={44} />
          </li>
        ))}
      </ul>
    );
  if (list.isError)
    return (
      <LoadFailure
        title={t('deposit.confirm.loadFailed')}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <div className="c2c">
        {noticeLine}
        <EmptyState
          icon={Inbox}
          level={3}
          title={t('deposit.confirm.empty.title')}
          message={t('deposit.confirm.empty.message')}
          action={
            <Button variant="secondary" onClick={onDeposit}>
              {t('deposit.confirm.empty.action')}
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="c2c">
      {noticeLine}
      <ul className="c2c-list">
        {list.data.map((item) => (
          <ConfirmationItem key={String(item.transactionId)} item={item} now={now} onDone={setNotice} />
        ))}
      </ul>
    </div>
  );
}

type Decision = 'received' | 'notReceived';
/** What the list says after an answer: the answer, or that it came too late (counted as received). */
type Outcome = Decision | 'forced';
/** The backend's refusal of an answer given after the configured minutes. */
const FORCED_RECEIVED = 'C2C_FORCED_RECEIVED';

function ConfirmationItem({
  item,
  now,
  onDone,
}: {
  item: PaymentConfirmation;
  now: number;
  onDone(outcome: Outcome): void;
}) {
  const { t } = useTranslation('memberMoney');
  const text = useDepositText();
  const queryClient = useQueryClient();
  const walletSync = useWalletSync();
  const [files, setFiles] = useState<File[]>([]);
  const confirm = useMutation({
    mutationFn: async (decision: Decision) => {
      const proofImages = await Promise.all(files.map(readAsDataUrl));
      await api.call(walletContract.confirmPayment, {
        body: {
          transactionId: item.transactionId,
          received: decision === 'received',
          ...(proofImages.length > 0 ? { proofImages } : {}),
        },
      });
      return decision;
    },
    onSuccess: (decision) => {
      onDone(decision);
      refresh();
    },
    onError: (error) => {
      // Too late: the backend already counts it as received; the list and the balance move on.
      if (isApiError(error) && error.errorCode === FORCED_RECEIVED) {
        onDone('forced');
        refresh();
      }
    },
  });
  function refresh() {
    walletSync.moneyMoved();
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.paymentConfirmations() });
  }
  const deadline = forcedReceivedAt(item.createTime, item.autoConfirmMinutes);
  const forced = deadline !== null && now >= deadline;
  const proof = item.proofImageUrl ? checkOutboundUrl(item.proofImageUrl, 'link') : null;

  // One request per answer: a second tap before the first has re-rendered the buttons is ignored too.
  const sending = useRef(false);
  const send = (decision: Decision) => {
    if (sending.current) return;
    sending.current = true;
    confirm.mutate(decision, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <li className="c2c-item">
      <dl className="c2c-item__rows">
        <div>
          <dt>{t('deposit.confirm.amount')}</dt>
          <dd>{text.money(item.receivedAmount)}</dd>
        </div>
        {item.remainingAmount !== null && item.remainingAmount !== undefined && (
          <div>
            <dt>{t('deposit.confirm.remaining')}</dt>
            <dd>{text.money(item.remainingAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('deposit.confirm.created')}</dt>
          <dd>{formatDateTime(item.createTime)}</dd>
        </div>
      </dl>
      {proof?.ok && (
        <a href={proof.url} target="_blank" rel="noopener noreferrer" className="c2c-item__proof">
          {t('deposit.confirm.payerProof')}
        </a>
      )}
      {forced ? (
        <p role="status" className="deposit-badge deposit-badge--done">
          {t('deposit.confirm.forced', { minutes: item.autoConfirmMinutes ?? 0 })}
        </p>
      ) : (
        <>
          {deadline !== null && (
            <p className="c2c-item__deadline">
              {t('deposit.confirm.deadline', { time: formatDateTime(deadline) })}
            </p>
          )}
          <ImagePicker
            files={files}
            onChange={setFiles}
            rule={t('deposit.confirm.proof.rule')}
            addLabel={t('deposit.confirm.proof.add')}
            disabled={confirm.isPending}
          />
          {confirm.isError && (
            <p role="alert" className="deposit-failure">
              {text.failure(toFailure(confirm.error))}
            </p>
          )}
          <div className="c2c-item__actions">
            <Button
              variant="secondary"
              loading={confirm.isPending && confirm.variables === 'notReceived'}
              disabled={confirm.isPending}
              onClick={() => send('notReceived')}
            >
              {t('deposit.confirm.notReceived')}
            </Button>
            <Button
              loading={confirm.isPending && confirm.variables === 'received'}
              disabled={confirm.isPending}
              onClick={() => send('received')}
            >
              {t('deposit.confirm.received')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
