import { fromPromise } from 'xstate';
import { passwordContract } from '@/contracts/password.contract';
import { sessionContract } from '@/contracts/session.contract';
import { beginSession, loginRequestBody, type AccountDeps } from '../login/login.actors';
import type { PhoneReset } from './forgotPassword.machine';

export function createForgotPasswordActors(deps: AccountDeps) {
  const { api } = deps;
  return {
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async ({ input }) => {
      await api.call(passwordContract.forgotByEmail, { body: input });
    }),
    setPasswordByPhone: fromPromise<void, PhoneReset>(async ({ input }) => {
      await api.call(passwordContract.setByPhone, {
        body: {
          mobileNum: input.mobileNum,
          verificationCode: input.verificationCode,
          newPassword: input.newPassword,
          confirmNewPassword: input.newPassword,
          ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
        },
      });
    }),
    // Spec 01 §4: log in with the mobile number and the new password.
    loginWithNewPassword: fromPromise<
      void,
      { mobileNum: string; password: string; countryDialingCode: string }
    >(async ({ input, signal }) => {
      const value = await api.call(
        sessionContract.login,
        {
          body: loginRequestBody(
            {
              type: 'username',
              username: input.mobileNum,
              password: input.password,
              countryDialingCode: input.countryDialingCode,
            },
            deps.deviceId(),
          ),
        },
        { signal },
      );
      await beginSession(api, value.token, signal);
    }),
  };
}
