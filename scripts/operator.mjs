#!/usr/bin/env node
// Grants or withdraws the operator capability (docs/decisions/0033): the Firebase custom claim
// `operator: true` of one account, set here with Firebase Admin and never by the API. The other
// custom claims of the account are kept. The account signs in again (or refreshes its ID token)
// for the change to reach its token.
//
//   node scripts/operator.mjs grant  someone@example.com
//   node scripts/operator.mjs revoke someone@example.com
//   node scripts/operator.mjs show   someone@example.com
//
// Locally it works against the Auth emulator: FIREBASE_AUTH_EMULATOR_HOST (default
// 127.0.0.1:9099 when FIREBASE_PROJECT_ID is unset or a `demo-` project) and FIREBASE_PROJECT_ID
// (default demo-shootbook). For a real project, set FIREBASE_PROJECT_ID and Google application
// default credentials (GOOGLE_APPLICATION_CREDENTIALS), and leave the emulator host unset.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const [command, email] = process.argv.slice(2);
if (!['grant', 'revoke', 'show'].includes(command ?? '') || !email) {
  console.error('usage: node scripts/operator.mjs grant|revoke|show <email>');
  process.exit(2);
}
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-shootbook';
if (projectId.startsWith('demo-')) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const emulated = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
const app = initializeApp(
  emulated ? { projectId } : { projectId, credential: applicationDefault() },
);
const auth = getAuth(app);

try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...user.customClaims };
  if (command !== 'show') {
    if (command === 'grant') claims.operator = true;
    else delete claims.operator;
    await auth.setCustomUserClaims(user.uid, claims);
  }
  const where = emulated ? `Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : 'Firebase';
  console.log(
    `${email} (${user.uid}) in ${projectId} on ${where}: operator ${claims.operator === true ? 'yes' : 'no'}`,
  );
} catch (error) {
  console.error(`operator ${command} ${email} failed: ${error.message ?? error}`);
  process.exitCode = 1;
}
