import { parseArgs } from 'node:util';
import { testControls, type TestControls } from './testControlsClient';
import { FAULT_STATUSES, type FaultStatus } from './toolkitFaults';

export const TEST_CONTROLS_USAGE = `Usage: patchbay-server test-controls <command> [--url URL] [--org-key KEY]

Drives the test controls of a service started with --test-controls.

Commands:
  expire <connected_account_id> [--reason token_expired|access_revoked] [--project PROJECT_ID]
                                   end an ACTIVE account's access: EXPIRED, and the webhook
  advance-clock <seconds>          move service time forward (due links expire, due retries go out)
  clock                            print service time and how far it is ahead
  fail-toolkit <toolkit_slug> [--status 401|403|429|500|503] [--times N] [--delay-ms MS]
               [--retry-after SECONDS] [--project PROJECT_ID]
                                   make the next N calls to the toolkit's API fail or wait
                                   (a 429 answers Retry-After: SECONDS, default 1)
  faults <toolkit_slug>            list the toolkit's faults and the calls each has left
  clear-faults <toolkit_slug> [--project PROJECT_ID]
                                   remove the toolkit's faults

Options:
  --url URL      the running service (default http://127.0.0.1:8787)
  --org-key KEY  the organization key (default: PATCHBAY_ORG_API_KEY)

Prints the service's answer as JSON. Exit codes: 0 done, 1 refused by the service, 2 bad command or flags.
`;

/** A command line the command cannot run: answered with the usage and exit code 2. */
export class UsageError extends Error {}

const COMMANDS = ['expire', 'advance-clock', 'clock', 'fail-toolkit', 'faults', 'clear-faults'] as const;
type Command = (typeof COMMANDS)[number];

/** A whole number from `min` to `max`, from a flag's text. */
function wholeNumber(text: string, flag: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got '${text}'`);
  return value;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:8787' },
        'org-key': { type: 'string' },
        reason: { type: 'string', default: 'token_expired' },
        project: { type: 'string' },
        status: { type: 'string' },
        times: { type: 'string' },
        'delay-ms': { type: 'string' },
        'retry-after': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * `patchbay-server test-controls …`: parses the command line (a UsageError
 * for anything wrong with it) and runs the control against the service at
 * `--url`, answering what the service answered.
 */
export async function runTestControlsCommand(args: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  const { values, positionals } = parse(args);
  const [command, subject, ...extra] = positionals;
  if (!COMMANDS.includes(command as Command)) throw new UsageError(command ? `unknown command '${command}'` : 'give a command');
  const wantsSubject = command !== 'clock';
  if (wantsSubject && subject === undefined)
    throw new UsageError(
      `${command} needs its ${command === 'expire' ? 'connected account id' : command === 'advance-clock' ? 'seconds' : 'toolkit slug'}`,
    );
  if (extra.length > 0 || (!wantsSubject && subject !== undefined)) throw new UsageError(`unexpected argument '${extra[0] ?? subject}'`);
  const orgApiKey = values['org-key'] ?? env.PATCHBAY_ORG_API_KEY;
  if (!orgApiKey) throw new UsageError('give the organization key with --org-key or PATCHBAY_ORG_API_KEY');
  if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol))
    throw new UsageError(`--url must be an http or https URL, got '${values.url}'`);
  const controls: TestControls = testControls({ url: values.url, orgApiKey });
  const projectId = values.project;

  switch (command as Command) {
    case 'expire': {
      const reason = values.reason;
      if (reason !== 'token_expired' && reason !== 'access_revoked')
        throw new UsageError(`--reason must be token_expired or access_revoked, got '${reason}'`);
      return controls.expireAccount(subject!, reason, { projectId });
    }
    case 'advance-clock':
      return controls.advanceClock(wholeNumber(subject!, 'seconds', 1, 366 * 86_400));
    case 'clock':
      return controls.clock();
    case 'fail-toolkit': {
      const status = values.status === undefined ? undefined : wholeNumber(values.status, '--status', 100, 599);
      if (status !== undefined && !FAULT_STATUSES.includes(status as FaultStatus))
        throw new UsageError(`--status must be one of ${FAULT_STATUSES.join(', ')}, got '${status}'`);
      const delayMs = values['delay-ms'] === undefined ? undefined : wholeNumber(values['delay-ms'], '--delay-ms', 0, 60_000);
      if (status === undefined && !delayMs) throw new UsageError('fail-toolkit needs --status, --delay-ms, or both');
      const times = values.times === undefined ? undefined : wholeNumber(values.times, '--times', 1, 1000);
      const retryAfter = values['retry-after'];
      if (retryAfter !== undefined && status !== 429) throw new UsageError('--retry-after goes with --status 429');
      const retryAfterSeconds = retryAfter === undefined ? undefined : wholeNumber(retryAfter, '--retry-after', 0, 3600);
      return controls.failToolkit(subject!, { status: status as FaultStatus | undefined, times, delayMs, retryAfterSeconds, projectId });
    }
    case 'faults':
      return controls.toolkitFaults(subject!);
    case 'clear-faults':
      return controls.clearToolkitFaults(subject!, { projectId });
  }
}
