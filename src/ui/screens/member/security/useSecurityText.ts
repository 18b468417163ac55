import { useTranslation } from 'react-i18next';
import { messageKeyOf, isApiError } from '@/api/errors';

/** Translations of the security page, with an API failure turned into its translated message. */
export function useSecurityText() {
  const { t } = useTranslation(['memberSecurity', 'errors', 'validation', 'common']);
  return {
    t,
    failure: (error: unknown) =>
      t(messageKeyOf(error), {
        ...(isApiError(error) ? error.messageValues : {}),
        defaultValue: t('errors:system'),
      }),
  };
}
