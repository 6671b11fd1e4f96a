// passport with its local strategy (username + password) and the session (de)serialisation.
import { ADMIN_AUTH_SERVER_MESSAGES, type SessionAdmin } from '@wedding/shared-contracts';
import passport from 'passport';
import { type IVerifyOptions, Strategy as LocalStrategy } from 'passport-local';
import { type DeviceClaim, deviceClaimOf } from '../../common/device-cookie';
import '../../common/express-augment';
import { authenticate, sessionAdmin } from './service';

/** What the local strategy hands the login route besides the admin: the device cookie to issue. */
export interface LoginInfo extends IVerifyOptions {
  device?: DeviceClaim;
}

/** A passport instance of its own (no global state shared between apps, e.g. in tests). */
export function createPassport(): passport.Authenticator {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'password', session: true, passReqToCallback: true },
      (req, username, password, done) => {
        authenticate(username, password, deviceClaimOf(req)).then(
          (result) => {
            const info: LoginInfo = result
              ? { message: ADMIN_AUTH_SERVER_MESSAGES.loginSuccessful, device: result.device }
              : { message: ADMIN_AUTH_SERVER_MESSAGES.invalidCredentials };
            done(null, result?.admin ?? false, info);
          },
          (error: unknown) => done(error),
        );
      },
    ),
  );
  // the session keeps only the admin's id ...
  instance.serializeUser((user, done) => done(null, (user as SessionAdmin).id));
  // ... and every request reloads the admin: a deactivated admin has no user any more (401), a new role
  // counts at once
  instance.deserializeUser((id, done) => {
    if (typeof id !== 'string') return done(null, false);
    sessionAdmin(id).then(
      (admin) => done(null, admin ?? false),
      (error: unknown) => done(error),
    );
  });
  return instance;
}
