import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import { beginSession, loginRequestBody, type AccountDeps } from '../login/login.actors';
import type { PhoneReset } from './forgotPassword.machine';

export function createForgotPasswordActors(deps: AccountDeps) {
  return {
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async ({ input }) => {
      await api.call(contract.password.forgotByEmail, { body: input });
    }),
    setPasswordByPhone: fromPromise<void, PhoneReset>(async ({ input }) => {
      await api.call(contract.password.setByPhone, {
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
    >(async ({ input }) => {
      const value = await api.call(contract.session.login, {
        body: loginRequestBody(
          {
            type: 'username',
            username: input.mobileNum,
            password: input.password,
            countryDialingCode: input.countryDialingCode,
          },
          deps.deviceId(),
        ),
      });
      await beginSession(value.token);
    }),
  };
}
