/**
 * The vocabulary the generated catalog's tool schemas are derived from (see
 * deriveToolSchemas): what each ACTION verb does, the words that change how
 * an action reads, and the inputs written out where rules would misread.
 */

export type Kind = 'list' | 'read' | 'create' | 'update' | 'delete' | 'action';

export const VERB_KINDS: Record<string, Kind> = {
  LIST: 'list',
  SEARCH: 'list',
  FIND: 'list',
  QUERY: 'list',
  GET: 'read',
  DESCRIBE: 'read',
  DOWNLOAD: 'read',
  READ: 'read',
  ENRICH: 'read',
  SCAN: 'read',
  COUNT: 'read',
  DIFF: 'read',
  EXTRACT: 'read',
  CHANGE: 'read',
  SPLIT: 'read',
  CREATE: 'create',
  ADD: 'create',
  SEND: 'create',
  POST: 'create',
  UPLOAD: 'create',
  INSERT: 'create',
  ENROLL: 'create',
  INVITE: 'create',
  LOG: 'create',
  RECORD: 'create',
  TRACK: 'create',
  SCHEDULE: 'create',
  REPLY: 'create',
  APPEND: 'create',
  REQUEST: 'create',
  SHARE: 'create',
  UPDATE: 'update',
  UPSERT: 'update',
  SET: 'update',
  MOVE: 'update',
  ASSIGN: 'update',
  WRITE: 'update',
  IDENTIFY: 'update',
  ENABLE: 'update',
  COMPLETE: 'update',
  RESOLVE: 'update',
  ACKNOWLEDGE: 'update',
  FULFILL: 'update',
  GRADE: 'update',
  MUTE: 'update',
  DELETE: 'delete',
  REMOVE: 'delete',
  CANCEL: 'delete',
  VOID: 'delete',
  ARCHIVE: 'delete',
  PURGE: 'delete',
  REFUND: 'delete',
  RESET: 'delete',
  SUSPEND: 'delete',
  DISABLE: 'delete',
  MERGE: 'delete',
};

/** Destructive verbs whose repetition changes nothing more. */
export const IDEMPOTENT_DESTRUCTIVE = new Set(['DELETE', 'REMOVE', 'ARCHIVE', 'VOID', 'PURGE', 'DISABLE', 'SUSPEND']);
/** Verbs that search by text: their `query` is required. */
export const TEXT_SEARCH = new Set(['SEARCH', 'FIND']);
/** Trailing words that name an aspect of a record, not the record: GET_BUILD_STATUS reads build `build_id`. */
export const ASPECTS = new Set(['STATUS', 'HISTORY', 'REPORT', 'STATS', 'METADATA', 'INSIGHTS', 'STAGE', 'INVENTORY', 'HINT']);
/** Records an account has one of (or a report over a period): read without an id. */
export const SINGLETONS = new Set(['BALANCE', 'BALANCE_SHEET', 'PROFIT_AND_LOSS', 'USAGE', 'PROFILE', 'ON_CALL', 'LATEST']);
/** Words that are what an action works on, given as text rather than by id. */
export const TEXT_INPUTS: Record<string, [string, string]> = {
  TEXT: ['text', 'The text to work on'],
  COMPLETION: ['prompt', 'The conversation so far, or the prompt'],
  EMBEDDING: ['text', 'The text to embed'],
  IMAGE: ['prompt', 'What the image should show'],
  AUDIO: ['audio_url', 'URL of the audio file'],
  CODE: ['code', 'The code to run'],
  CRON: ['cron', 'A cron expression, for example 0 9 * * 1-5'],
  URLS: ['text', 'The text to search for URLs'],
  CASE: ['text', 'The text to convert'],
  WORDS: ['text', 'The text to count'],
  WEB: ['query', 'What to search the web for'],
  URL: ['url', 'The URL to check'],
  REQUEST: ['url', 'The URL to send the request to'],
  WEBHOOK: ['url', 'The URL to post the payload to'],
  FILE: ['path', 'Path of the file in the workspace'],
  DIRECTORY: ['path', 'Path of the folder in the workspace'],
  FILES: ['pattern', 'Name or content pattern to find'],
  JSON: ['url', 'The URL to fetch'],
  FEED: ['url', 'URL of the RSS or Atom feed'],
  RUNS: ['cron', 'A cron expression, for example 0 9 * * 1-5'],
};

/**
 * Inputs written out where the rules would read a description wrongly
 * (`name*` is required): [name, description] pairs, typed by their names.
 */
export const INPUT_OVERRIDES: Record<string, [string, string][]> = {
  SEND_MESSAGE: [
    ['channel*', 'Id or name of the channel or conversation'],
    ['text*', 'The message text'],
  ],
  SEND_DIRECT_MESSAGE: [
    ['user_id*', 'Id of the person to message'],
    ['text*', 'The message text'],
  ],
  SEND_EMAIL: [
    ['to*', 'Recipient email addresses, comma-separated'],
    ['subject*', 'Subject line'],
    ['body*', 'The message body'],
    ['attachments', 'File ids to attach'],
  ],
  SEND_CAMPAIGN: [
    ['campaign_id*', 'Id of the draft campaign'],
    ['send_at', 'When to send it; now when absent'],
  ],
  SEND_INVOICE: [
    ['invoice_id*', 'Id of the invoice'],
    ['message', 'A note for the customer'],
  ],
  SEND_FOR_SIGNATURE: [
    ['document_id*', 'Id of the document'],
    ['signers*', 'Email addresses of the signers'],
  ],
  SEND_REMINDER: [['document_id*', 'Id of the document out for signature']],
  SEND_WEBHOOK: [
    ['url*', 'The URL to post the payload to'],
    ['payload*', 'The JSON payload'],
    ['shared_secret', 'Secret to sign the payload with'],
  ],
  SEND_REQUEST: [
    ['url*', 'The URL to send the request to'],
    ['method', 'HTTP method; GET when absent'],
    ['headers', 'Request headers by name'],
    ['body', 'The request body'],
  ],
  DIFF_TEXT: [
    ['before*', 'The original text'],
    ['after*', 'The changed text'],
  ],
  WRITE_FILE: [
    ['path*', 'Path of the file in the workspace'],
    ['content*', 'What the file should hold'],
  ],
  MOVE_FILE: [
    ['path*', 'Path of the file'],
    ['destination*', 'Where to move it, with its new name'],
  ],
  SET_STATUS: [
    ['text*', 'Status text'],
    ['emoji', 'Status emoji, for example :palm_tree:'],
    ['expires_at', 'When the status clears'],
  ],
  RUN_QUERY: [
    ['query*', 'The read-only query, in the database language'],
    ['limit', 'How many rows to return at most'],
  ],
  FIND_EMAIL: [
    ['full_name*', 'Full name of the person'],
    ['domain*', 'Domain of their company, for example example.com'],
  ],
  FIND_FREE_SLOTS: [
    ['attendees*', 'Email addresses of everyone who must be free'],
    ['start_time*', 'Start of the window to search'],
    ['end_time*', 'End of the window to search'],
    ['duration_minutes', 'Length of the slot in minutes'],
  ],
  TRACK_EVENT: [
    ['event*', 'Name of the event'],
    ['user_id*', 'Id of the person it happened to'],
    ['properties', 'Properties of the event'],
  ],
  SHARE_ITEM: [
    ['item_id*', 'Id of the page or file'],
    ['email*', 'Email address of the person to share with'],
  ],
  SHARE_FILE: [
    ['file_id*', 'Id of the file'],
    ['email', 'Email address to grant access to; a link when absent'],
  ],
  ADD_REACTION: [
    ['message_id*', 'Id of the message'],
    ['emoji*', 'Emoji name, for example thumbsup'],
  ],
  ADD_COMMENT: [
    ['target_id*', 'Id of the record to comment on'],
    ['text*', 'The comment'],
  ],
  ADD_NOTE: [
    ['record_id*', 'Id of the contact, company or deal'],
    ['text*', 'The note'],
  ],
  REPLY_TO_THREAD: [
    ['thread_id*', 'Id of the thread'],
    ['body*', 'The reply'],
  ],
  REPLY_TO_COMMENT: [
    ['comment_id*', 'Id of the comment'],
    ['text*', 'The reply'],
  ],
  REPLY_TO_TICKET: [
    ['ticket_id*', 'Id of the ticket'],
    ['body*', 'The reply'],
    ['is_internal', 'An internal note rather than a public reply'],
  ],
};
