import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { SaveRow } from './SaveRow';
import { useSecurityText } from './useSecurityText';

/** Security questions (spec 01 §2 my account): the ones answered, and answering one (encrypted call). */
export function SecurityQuestionsSection() {
  const { t } = useSecurityText();
  const client = useQueryClient();
  const selectId = useId();
  const all = useQuery({
    queryKey: [...queryKeys.member.securityAll(), 'questions'],
    queryFn: () => api.call(memberContract.securityQuestions, {}),
  });
  const answered = useQuery({
    queryKey: queryKeys.member.securityAnswers(),
    queryFn: () => api.call(memberContract.customerSecurityQuestions, {}),
  });
  const [questionId, setQuestionId] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api.call(memberContract.setSecurityQuestions, {
        body: { answers: [{ questionId, answer: answer.trim() }] },
      }),
    onSuccess: () => {
      setSaved(true);
      setAnswer('');
      void client.invalidateQueries({ queryKey: queryKeys.member.securityAll() });
    },
  });
  if (all.isPending || answered.isPending)
    return (
      <div aria-busy="true" aria-label={t('security.questions.loading')} className="security-section">
        <Skeleton shape="block" height={48} />
      </div>
    );
  if (all.isError || answered.isError)
    return (
      <LoadFailure
        title={t('security.questions.loadFailed')}
        error={all.error ?? answered.error}
        onRetry={() => {
          void all.refetch();
          void answered.refetch();
        }}
      />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next: typeof errors = {};
    if (!questionId) next.question = t('security.questions.errors.question');
    if (answer.trim() === '') next.answer = t('validation:required');
    setErrors(next);
    setSaved(false);
    if (Object.keys(next).length === 0) save.mutate();
  };
  return (
    <div className="security-section">
      {answered.data.length > 0 ? (
        <ul className="security-questions" aria-label={t('security.questions.answered')}>
          {answered.data.map((q) => (
            <li key={String(q.id)}>{q.question}</li>
          ))}
        </ul>
      ) : (
        <p className="security-note">{t('security.questions.none')}</p>
      )}
      {saved && (
        <p className="security-done" role="status">
          {t('security.questions.saved')}
        </p>
      )}
      <form className="security-form" noValidate onSubmit={submit}>
        <div className={`field${errors.question ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={selectId}>
            {t('security.questions.question')}
          </label>
          <div className="field__control">
            <select
              id={selectId}
              className="field__input"
              value={questionId}
              onChange={(e) => setQuestionId(e.target.value)}
              aria-invalid={errors.question ? true : undefined}
              aria-describedby={errors.question ? `${selectId}-error` : undefined}
            >
              <option value="">{t('security.questions.choose')}</option>
              {all.data.map((q) => (
                <option key={String(q.id)} value={String(q.id)}>
                  {q.question}
                </option>
              ))}
            </select>
          </div>
          {errors.question && (
            <span id={`${selectId}-error`} className="field__error" role="alert">
              {errors.question}
            </span>
          )}
        </div>
        <TextField
          label={t('security.questions.answer')}
          autoComplete="off"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={errors.answer}
        />
        <SaveRow error={save.error} saving={save.isPending} label={t('security.questions.save')} />
      </form>
    </div>
  );
}
