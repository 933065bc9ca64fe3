#!/usr/bin/env node
// `npm start`: the whole product on this machine, with no Firebase account (README "The two commands").
//   1. builds the web app (Vite) against the local API and Auth emulator,
//   2. starts the Firebase Auth emulator (project demo-shootbook) with the accounts of the last run
//      (.data/auth-emulator, saved again when it stops) and waits until it answers,
//   3. starts the API (migrates, seeds an empty database and demo photos, prints the demo accounts) and
//      waits for /health (on a Debian machine run as root, Debian's mate-backgrounds is installed
//      first for the demo photos),
//   4. serves the built web app with `vite preview`,
//   5. runs MailDev, a local SMTP catcher with a web inbox, where the API sends its booking e-mails,
// then prints the addresses. Ctrl-C (SIGINT) or SIGTERM stops every child; if one child exits, the
// others are stopped too. Each child runs in its own process group and gets exactly one signal,
// from this script: the Auth emulator saves its accounts on the first and skips that on a second.
// Flags: --no-build (reuse apps/web/dist).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import concurrently from 'concurrently';
import waitOn from 'wait-on';
import {
  API_PORT,
  API_URL,
  AUTH_EMULATOR_DATA_DIR,
  AUTH_EMULATOR_URL,
  MAIL_INBOX_URL,
  MAIL_SMTP_PORT,
  MAIL_WEB_PORT,
  PROJECT_ID,
  WEB_PORT,
  WEB_URL,
  authEmulatorArgs,
  exportingEmulatorEnv,
  portIsFree,
  seconds,
  stackEnv,
} from './local-stack.mjs';

const started = Date.now();
const env = stackEnv({ SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}` });
const bin = (name) => `./node_modules/.bin/${name}`;

for (const [port, what] of [
  [9099, 'Firebase Auth emulator'],
  [API_PORT, 'API'],
  [WEB_PORT, 'web'],
  [MAIL_SMTP_PORT, 'MailDev SMTP'],
  [MAIL_WEB_PORT, 'MailDev inbox'],
]) {
  if (!(await portIsFree(port))) {
    console.error(
      `start: port ${port} (${what}) is already in use — stop whatever listens there (is another \`npm start\` running?)`,
    );
    process.exit(1);
  }
}

// Demo photographs (apps/api/src/seed/README.md): Debian's mate-backgrounds, GPL-2+. Installed
// when this is a Debian machine we may install on (root with apt-get) and no other folder is named;
// elsewhere the API's log says how to get some, and the demo runs without photos.
const photosDir = process.env.SEED_PHOTOS_DIR || '/usr/share/backgrounds/mate/nature';
if (
  !existsSync(photosDir) &&
  !process.env.SEED_PHOTOS_DIR &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get')
) {
  console.log(
    "start: installing Debian's mate-backgrounds for the demo photos (apt-get install mate-backgrounds) …",
  );
  const apt = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'mate-backgrounds'],
    { stdio: 'inherit' },
  );
  if (apt.status !== 0)
    console.log('start: could not install mate-backgrounds; the demo starts without photos');
}

if (!process.argv.includes('--no-build')) {
  console.log('start: building the web app (apps/web) …');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shootbook/web'], {
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) {
    console.error('start: the web build failed; nothing was started');
    process.exit(build.status ?? 1);
  }
}

/** `word` quoted for /bin/sh (a DATA_DIR may hold spaces). */
function shellWord(word) {
  return /^[\w./:=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

// Each later process waits for the one it needs, so the order holds even though
// concurrently launches the commands together.
const { result, commands } = concurrently(
  [
    {
      name: 'auth',
      prefixColor: 'yellow',
      command: `${bin('firebase')} ${authEmulatorArgs().map(shellWord).join(' ')} < /dev/null`,
      env: exportingEmulatorEnv(env),
    },
    {
      name: 'mail',
      prefixColor: 'green',
      command: `${bin('maildev')} --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1 --silent`,
      env,
    },
    {
      name: 'api',
      prefixColor: 'cyan',
      command: `${bin('wait-on')} --timeout 180000 http-get://127.0.0.1:9099/ && npm start -w @shootbook/api`,
      env,
    },
    {
      name: 'web',
      prefixColor: 'magenta',
      command: `${bin('wait-on')} --timeout 300000 tcp:127.0.0.1:${API_PORT} && npm run preview -w @shootbook/web`,
      env,
    },
  ],
  {
    prefix: 'name',
    handleInput: false,
    // Each child in a process group of its own (as concurrently's own spawn, plus `detached`): a
    // Ctrl-C in the terminal reaches only this script, which signals every child once (stop below).
    spawn: (command, options) => spawn('/bin/sh', ['-c', command], { ...options, detached: true }),
  },
);

// The API prints "Demo accounts (password …):" and one indented line per account once it listens;
// keep those lines to repeat them in the closing banner, where nobody has to scroll for them.
const demoAccountLines = [];
let inDemoBlock = false;
// Output arrives in chunks that need not end at a line break: only complete lines are looked at.
let partialLine = '';
commands
  .find((command) => command.name === 'api')
  ?.stdout.subscribe((chunk) => {
    const lines = (partialLine + chunk.toString()).split('\n');
    partialLine = lines.pop() ?? '';
    for (const line of lines) {
      if (/^Demo accounts/.test(line)) {
        inDemoBlock = true;
        demoAccountLines.length = 0;
        demoAccountLines.push(line);
      } else if (inDemoBlock && /^\s+\S/.test(line)) {
        demoAccountLines.push(line);
      } else {
        inDemoBlock = false;
      }
    }
  });

let stopping = false;
/** The child whose own exit stopped everything, if one did (rather than a signal to this script). */
let firstExit;
/** Sends `signal` once to every child still running; later calls do nothing. */
function stop(signal, why = `${signal} received`) {
  if (stopping) return;
  stopping = true;
  console.log(
    `\nstart: ${why}, stopping the web app, the API, the mail catcher and the Auth emulator (saving its accounts in ${AUTH_EMULATOR_DATA_DIR}) …`,
  );
  for (const command of commands) command.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM', 'the terminal closed'));
// One child exiting on its own stops the others (what concurrently's killOthers did, but with one
// signal per child).
for (const command of commands) {
  command.close.subscribe((event) => {
    if (stopping) return;
    firstExit = event;
    stop('SIGTERM', `${command.name} exited`);
  });
}

/** Ready when GET /health answers 2xx; any HTTP answer counts if the API has no /health yet. */
async function apiAnswers() {
  try {
    const res = await fetch(`${API_URL}/health`);
    return res.ok || res.status === 404;
  } catch {
    return false;
  }
}

async function waitForStack() {
  await waitOn({ resources: ['http-get://127.0.0.1:9099/'], timeout: 180_000, interval: 500 });
  const deadline = Date.now() + 300_000;
  while (!(await apiAnswers())) {
    if (stopping || Date.now() > deadline)
      throw new Error(`the API did not answer at ${API_URL}/health`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await waitOn({
    resources: [`http-get://127.0.0.1:${WEB_PORT}/`],
    timeout: 120_000,
    interval: 500,
  });
}

waitForStack().then(
  () => {
    if (stopping) return;
    console.log(
      [
        '',
        `ShootBook is running (ready in ${seconds(Date.now() - started)}):`,
        `  web app              ${WEB_URL}`,
        `  API                  ${API_URL}  (health: ${API_URL}/health)`,
        `  Auth emulator        ${AUTH_EMULATOR_URL}  (project ${PROJECT_ID})`,
        `  mail inbox           ${MAIL_INBOX_URL}  (every e-mail the API sends; MailDev)`,
        ...(demoAccountLines.length
          ? demoAccountLines.map((line) => `  ${line}`)
          : ['  demo accounts        see the [api] lines above']),
        'Press Ctrl-C to stop everything.',
        '',
      ].join('\n'),
    );
  },
  (error) => {
    if (stopping) return;
    console.error(`start: ${error.message}; stopping`);
    stop('SIGTERM');
  },
);

result.then(
  () => process.exit(firstExit ? 1 : 0),
  () => {
    // After a Ctrl-C the children exit on a signal; that is a clean stop, not a failure.
    if (!firstExit) process.exit(0);
    console.error(
      `start: stopped everything because ${firstExit.command.name} (exit ${firstExit.exitCode}) exited`,
    );
    process.exit(1);
  },
);
