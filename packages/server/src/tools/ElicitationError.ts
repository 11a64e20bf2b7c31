/**
 * Why an elicitation got no usable answer: `timed_out` (the user did not
 * answer in time) or `elicitation_failed` (the client went away, its session
 * ended, it answered with an error or with content that does not fit the
 * form). A tool that does not catch it ends as a tool error with this code.
 */
export class ElicitationError extends Error {
  readonly code: 'timed_out' | 'elicitation_failed';

  constructor(code: 'timed_out' | 'elicitation_failed', message: string) {
    super(message);
    this.name = 'ElicitationError';
    this.code = code;
  }
}
