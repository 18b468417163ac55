import 'i18next';
import type account from './locales/en/account.json';
import type agent from './locales/en/agent.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type errors from './locales/en/errors.json';
import type member from './locales/en/member.json';
import type memberMoney from './locales/en/memberMoney.json';
import type memberRecords from './locales/en/memberRecords.json';
import type memberRewards from './locales/en/memberRewards.json';
import type memberSecurity from './locales/en/memberSecurity.json';
import type memberInbox from './locales/en/memberInbox.json';
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
      member: typeof member;
      memberMoney: typeof memberMoney;
      memberRecords: typeof memberRecords;
      memberRewards: typeof memberRewards;
      memberSecurity: typeof memberSecurity;
      memberInbox: typeof memberInbox;
      content: typeof content;
      agent: typeof agent;
    };
  }
}
