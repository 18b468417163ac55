import 'i18next';
import type account from './locales/en/account.json';
import type common from './locales/en/common.json';
import type errors from './locales/en/errors.json';
import type lobby from './locales/en/lobby.json';
import type shell from './locales/en/shell.json';
import type validation from './locales/en/validation.json';

/** Keys are typed from the EN files (the parity test keeps MY and CN identical in shape). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shell: typeof shell;
      errors: typeof errors;
      lobby: typeof lobby;
      validation: typeof validation;
      account: typeof account;
    };
  }
}
